import { describe, expect, it } from "vitest";
import { isSameOriginBrowserRequest } from "./same-origin.ts";

const SHOP = "https://shop.example";
const ask = (headers: Record<string, string>) => isSameOriginBrowserRequest((name) => headers[name], SHOP);

describe("isSameOriginBrowserRequest", () => {
  it("trusts Fetch Metadata first: only same-origin passes", () => {
    expect(ask({ "sec-fetch-site": "same-origin" })).toBe(true);
    expect(ask({ "sec-fetch-site": "same-origin", origin: "https://evil.example" })).toBe(true);
    for (const site of ["cross-site", "same-site", "none"]) {
      expect(ask({ "sec-fetch-site": site, origin: SHOP })).toBe(false);
    }
  });

  it("falls back to the Origin header, exactly the shop's", () => {
    expect(ask({ origin: SHOP })).toBe(true);
    expect(ask({ "sec-fetch-site": "", origin: SHOP })).toBe(true);
    expect(ask({ origin: "https://shop.example.evil.example" })).toBe(false);
    expect(ask({ origin: "http://shop.example" })).toBe(false);
    expect(ask({ origin: "null" })).toBe(false);
    expect(ask({})).toBe(false);
  });
});
