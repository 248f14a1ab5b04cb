import { describe, expect, it } from "vitest";
import { fitsSummary } from "./listing-summary.ts";

describe("fitsSummary", () => {
  it("takes lists filtered by item (manufacturer, rating) or by stock to the summary", () => {
    expect(fitsSummary({})).toBe(true);
    expect(fitsSummary({ attributeValueIds: [], manufacturerIds: [], inStock: false })).toBe(true);
    expect(fitsSummary({ manufacturerIds: [1], minRating: 4, inStock: true })).toBe(true);
  });

  it("leaves attribute and price filters, which narrow an item's variations, to the full evaluation", () => {
    for (const filters of [{ attributeValueIds: [3] }, { priceMinCents: 0 }, { priceMaxCents: 100 }]) {
      expect(fitsSummary(filters)).toBe(false);
    }
  });
});
