import { describe, expect, it } from "vitest";
import { pagePath, pageUrl } from "./page-url.ts";

describe("pageUrl", () => {
  it("removes the single-fetch suffix and routes parameter of a client navigation", () => {
    const url = pageUrl(new Request("http://shop.test/en/living.data?sort=price_asc&_routes=routes%2Fcatch-all"));
    expect(url.pathname + url.search).toBe("/en/living?sort=price_asc");
    expect(pageUrl(new Request("http://shop.test/en/_.data")).pathname).toBe("/en/");
  });

  it("leaves a document request as it is", () => {
    const url = pageUrl(new Request("http://shop.test/wohnen/data?page=2"));
    expect(url.pathname + url.search).toBe("/wohnen/data?page=2");
    expect(pagePath("/wohnen.data")).toBe("/wohnen");
    expect(pagePath("/wohnen")).toBe("/wohnen");
  });
});
