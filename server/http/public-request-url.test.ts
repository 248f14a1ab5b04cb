import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { forwardedClientIp, publicRequestUrl, publicRequestUrlMiddleware } from "./public-request-url.ts";

const upstream = "http://127.0.0.1:3000/de/login?next=%2Fcart";

function url(headers: Record<string, string>, config: { TRUST_PROXY: boolean; PUBLIC_URL?: string }, from = upstream) {
  return publicRequestUrl(from, new Headers(headers), config);
}

describe("publicRequestUrl", () => {
  it("takes protocol and host a trusted proxy forwards", () => {
    const headers = { "x-forwarded-proto": "https", "x-forwarded-host": "Shop.Example" };
    expect(url(headers, { TRUST_PROXY: true })).toBe("https://shop.example/de/login?next=%2Fcart");
    expect(url({ "x-forwarded-proto": "https", "x-forwarded-host": "shop.example:8443" }, { TRUST_PROXY: true })).toBe(
      "https://shop.example:8443/de/login?next=%2Fcart",
    );
  });

  it("keeps the Host a proxy passed on when it sends no X-Forwarded-Host, and drops the default port", () => {
    const from = "http://shop.example:443/de/login";
    expect(url({ "x-forwarded-proto": "https" }, { TRUST_PROXY: true }, from)).toBe("https://shop.example/de/login");
    expect(url({ "x-forwarded-proto": "https" }, { TRUST_PROXY: true }, "http://shop.example/cart")).toBe(
      "https://shop.example/cart",
    );
  });

  it("reads the first value of a list and falls back to PUBLIC_URL's protocol", () => {
    const headers = { "x-forwarded-proto": "https, http", "x-forwarded-host": "shop.example, internal:8080" };
    expect(url(headers, { TRUST_PROXY: true })).toBe("https://shop.example/de/login?next=%2Fcart");
    expect(url({}, { TRUST_PROXY: true, PUBLIC_URL: "https://shop.example" }, "http://shop.example/x")).toBe(
      "https://shop.example/x",
    );
  });

  it("ignores forwarded values that are not a protocol or a host", () => {
    const hostile = { "x-forwarded-proto": "javascript", "x-forwarded-host": "evil.example/path@x" };
    expect(url(hostile, { TRUST_PROXY: true })).toBe(upstream);
    expect(url({ "x-forwarded-host": "user@evil.example" }, { TRUST_PROXY: true })).toBe(upstream);
  });

  it("never trusts forwarded headers without TRUST_PROXY: PUBLIC_URL's origin, else the request's", () => {
    const headers = { "x-forwarded-proto": "https", "x-forwarded-host": "evil.example" };
    expect(url(headers, { TRUST_PROXY: false })).toBe(upstream);
    expect(url(headers, { TRUST_PROXY: false, PUBLIC_URL: "https://shop.example/" })).toBe(
      "https://shop.example/de/login?next=%2Fcart",
    );
  });

  it("keeps a path that looks like a protocol-relative address a path", () => {
    expect(url({ "x-forwarded-proto": "https" }, { TRUST_PROXY: true }, "http://shop.example//evil.example/a")).toBe(
      "https://shop.example//evil.example/a",
    );
  });
});

describe("publicRequestUrlMiddleware", () => {
  it("hands later handlers the public URL and the untouched body", async () => {
    const app = new Hono();
    app.use(publicRequestUrlMiddleware({ TRUST_PROXY: true }));
    app.post("/echo", async (c) => c.json({ url: c.req.url, body: await c.req.text() }));
    const answer = await app.request("http://upstream:3000/echo", {
      method: "POST",
      headers: { "x-forwarded-proto": "https", "x-forwarded-host": "shop.example" },
      body: "a=1&b=2",
    });
    expect(await answer.json()).toEqual({ url: "https://shop.example/echo", body: "a=1&b=2" });
  });
});

describe("forwardedClientIp", () => {
  it("takes the entry the trusted proxies added, never one the client wrote itself", () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; nginx appended the real address.
    expect(forwardedClientIp("1.2.3.4, 203.0.113.7", 1)).toBe("203.0.113.7");
    // A CDN and a load balancer: the CDN saw the client, the balancer saw the CDN.
    expect(forwardedClientIp("1.2.3.4, 203.0.113.7, 198.51.100.2", 2)).toBe("203.0.113.7");
    expect(forwardedClientIp("203.0.113.7", 1)).toBe("203.0.113.7");
  });

  it("answers nothing when the header is missing or shorter than the chain of proxies", () => {
    expect(forwardedClientIp(undefined, 1)).toBeUndefined();
    expect(forwardedClientIp(" , ", 1)).toBeUndefined();
    expect(forwardedClientIp("203.0.113.7", 2)).toBeUndefined();
  });
});
