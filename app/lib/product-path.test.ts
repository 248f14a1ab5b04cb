import { describe, expect, it } from "vitest";
import { parseProductPath, productPath } from "./product-path.ts";

describe("product paths", () => {
  it("reads item and variation ids", () => {
    expect(parseProductPath("/sofa-oslo_1001")).toEqual({ slugPath: "sofa-oslo", itemId: 1001, variationId: null });
    expect(parseProductPath("/wohnen/sofa-oslo_1001_2003")).toEqual({
      slugPath: "wohnen/sofa-oslo",
      itemId: 1001,
      variationId: 2003,
    });
  });

  it("rejects malformed ids", () => {
    for (const path of [
      "/sofa_ab",
      "/sofa_1_2_3",
      "/sofa_0",
      "/sofa_01",
      "/Sofa_1",
      "/_1",
      "/sofa",
      "/",
      "/sofa_1234567890",
    ]) {
      expect(parseProductPath(path)).toBeNull();
    }
  });

  it("builds the canonical path", () => {
    expect(productPath("sofa-oslo", 1001)).toBe("/sofa-oslo_1001");
    expect(productPath("sofa-oslo", 1001, 2003)).toBe("/sofa-oslo_1001_2003");
  });
});
