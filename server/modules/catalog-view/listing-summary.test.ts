import { describe, expect, it } from "vitest";
import { isUnfiltered } from "./listing-summary.ts";

describe("isUnfiltered", () => {
  it("takes a list without filters, also with empty choices, to the summary", () => {
    expect(isUnfiltered({})).toBe(true);
    expect(isUnfiltered({ attributeValueIds: [], manufacturerIds: [], inStock: false })).toBe(true);
  });

  it("leaves every filter to the full evaluation", () => {
    for (const filters of [
      { attributeValueIds: [3] },
      { manufacturerIds: [1] },
      { priceMinCents: 0 },
      { priceMaxCents: 100 },
      { inStock: true },
      { minRating: 4 as const },
    ]) {
      expect(isUnfiltered(filters)).toBe(false);
    }
  });
});
