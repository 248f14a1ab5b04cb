import { describe, expect, it } from "vitest";
import { isSharedPagePattern } from "./shared-page.server.ts";

describe("isSharedPagePattern", () => {
  it("shares home, info pages, tags and the catch-all in every locale form", () => {
    for (const pattern of [
      "/",
      "de",
      "/en",
      "*",
      "/*",
      "en/*",
      "tag/:slug",
      "de/tag/:slug",
      "en/shipping",
      "privacy-policy",
    ]) {
      expect(isSharedPagePattern(pattern), pattern).toBe(true);
    }
  });

  it("keeps the visitor's own pages and the search out", () => {
    for (const pattern of [
      "cart",
      "en/checkout",
      "search",
      "de/search",
      "my-account",
      "login",
      "wishlist",
      "confirmation/:orderId/:accessKey",
      "p/:variationId/:slug",
      "enx/*",
    ]) {
      expect(isSharedPagePattern(pattern), pattern).toBe(false);
    }
  });
});
