import { describe, expect, it } from "vitest";
import { cachedPagePattern } from "./service-worker.ts";

const page = (path: string, mode = "navigate", sameOrigin = true) => ({
  url: new URL(path, "https://shop.example"),
  request: { mode },
  sameOrigin,
});

describe("the pages the service worker keeps for offline", () => {
  const kept = cachedPagePattern();

  it("keeps the pages a shopper browses, in both languages", () => {
    for (const path of [
      "/",
      "/en",
      "/wohnen",
      "/en/living/furniture",
      "/esstisch-eske_1012",
      "/search?term=sofa",
      "/terms-and-conditions",
      "/offline",
    ]) {
      expect(kept(page(path)), path).toBe(true);
    }
  });

  it("never keeps the API, personal pages, the back office or the editor", () => {
    for (const path of [
      "/api/getCart",
      "/cart",
      "/en/cart",
      "/checkout",
      "/my-account",
      "/my-account/my-orders/1",
      "/en/login",
      "/confirmation/1/key",
      "/offer/1/key",
      "/admin/orders",
      "/en/admin",
      "/editor/login",
      "/wishlist",
      "/contact",
      "/withdrawal",
      "/newsletter/confirm/x",
    ]) {
      expect(kept(page(path)), path).toBe(false);
    }
  });

  it("keeps only navigations of the shop's own origin", () => {
    expect(kept(page("/wohnen", "cors"))).toBe(false);
    expect(kept(page("/wohnen", "navigate", false))).toBe(false);
  });
});
