import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { HEADER } from "#common/constants.ts";
import { createLogger } from "../logger.ts";
import { createMemoryPageCache } from "../modules/page-cache/index.ts";
import { page } from "../modules/page-cache/page-cache-rules.ts";
import { compression } from "./compression.ts";
import { publicRequestUrlMiddleware } from "./public-request-url.ts";
import type { AppEnv } from "./request-context.ts";
import { sharedPageHits, type SharedPageHitsOptions } from "./shared-page-hits.ts";
import { pageCacheKey } from "./shared-pages.ts";

const VERSION = "v1";
const ORIGIN = "http://shop.test";
const HTML = `<!DOCTYPE html><html><body>${"<p>Esstisch Eske, Eiche massiv</p>".repeat(100)}</body></html>`;
const CONFIG: SharedPageHitsOptions["config"] = {
  PAGE_CACHE_SECONDS: 60,
  TRUST_PROXY: false,
  PUBLIC_URL: undefined,
  DEFAULT_LOCALE: "de",
};

/**
 * The fast hits in front of a stand-in for the rest of the stack: it answers a page of the
 * cache the way the catch-all does (shared-pages.ts) with headers of its own, and counts the
 * requests that reached it.
 */
async function shop(config: Partial<SharedPageHitsOptions["config"]> = {}) {
  const cache = createMemoryPageCache();
  const app = new Hono<AppEnv>();
  const reached: string[] = [];
  const log = createLogger("silent");
  const shopConfig = { ...CONFIG, ...config };
  app.use(sharedPageHits({ config: shopConfig, pageCache: cache, log, version: VERSION }));
  app.use(publicRequestUrlMiddleware(shopConfig));
  app.use(compression());
  app.all("*", async (c) => {
    reached.push(c.req.path);
    const cached = await cache.get(pageCacheKey(VERSION, new URL(c.req.url)));
    if (!cached) return c.text("not cached", 404);
    c.set("sharedPageEtag", cached.etag);
    return new Response(cached.body, {
      headers: {
        ...cached.headers,
        ETag: cached.etag,
        "Cache-Control": "public, max-age=0, s-maxage=60",
        "X-Page-Cache": c.req.header("x-test-source") ?? "hit",
        "Content-Security-Policy": "script-src 'self' 'sha256-abc'",
        [HEADER.requestId]: `whole-way-${reached.length}`,
        ...(c.req.header("x-test-cookie") ? { "Set-Cookie": "sid=abc" } : {}),
      },
    });
  });
  const store = async (path: string, body = HTML, etag = '"e1"', origin = ORIGIN) =>
    cache.set(
      pageCacheKey(VERSION, new URL(path, origin)),
      page({ body, etag, renderedAt: await cache.clock(), tags: ["shop", "item:1"] }),
    );
  const get = async (path: string, headers: Record<string, string> = {}, init: RequestInit = {}) =>
    app.request(new URL(path, ORIGIN).href, { ...init, headers });
  /** A browser's request: brotli. */
  const warm = (path: string) => get(path, { "accept-encoding": "br" });
  return { cache, reached, store, get, warm };
}

const withoutRequestId = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => name !== HEADER.requestId));

describe("fast shared-page hits", () => {
  it("answers a page's later hits as the whole way answered its first, per encoding, with a request id of its own", async () => {
    const { store, get, reached } = await shop();
    await store("/wohnen");
    for (const accept of [undefined, "gzip, deflate, br", "gzip"]) {
      const headers: Record<string, string> = accept ? { "accept-encoding": accept } : {};
      const before = reached.length;
      const whole = await get("/wohnen", headers);
      expect(reached).toHaveLength(before + 1);
      const fast = await get("/wohnen", headers);
      const again = await get("/wohnen", headers);
      expect(reached, accept).toHaveLength(before + 1);
      expect(withoutRequestId(fast)).toEqual({
        ...withoutRequestId(whole),
        "content-length": String((await whole.clone().arrayBuffer()).byteLength),
      });
      expect(Buffer.from(await fast.arrayBuffer())).toEqual(Buffer.from(await whole.arrayBuffer()));
      expect(fast.headers.get("content-encoding")).toBe(whole.headers.get("content-encoding"));
      expect(fast.headers.get(HEADER.requestId)).toMatch(/^[\da-f-]{36}$/);
      expect(again.headers.get(HEADER.requestId)).not.toBe(fast.headers.get(HEADER.requestId));
    }
  });

  it("sends everyone who may get another answer the whole way", async () => {
    const { store, get, warm, reached } = await shop();
    await store("/wohnen");
    await store("/");
    await store("/wohnen.data");
    await store("/wohnen?ReferrerID=partner");
    for (const path of ["/wohnen", "/", "/wohnen.data", "/wohnen?ReferrerID=partner"]) {
      await warm(path);
      await warm(path);
    }
    const ineligible: [string, Record<string, string>, RequestInit?][] = [
      ["/wohnen", { "accept-encoding": "br", cookie: "sid=abc" }],
      ["/wohnen", { "accept-encoding": "br", cookie: "locale=de; op_sid=abc" }],
      ["/wohnen", { "accept-encoding": "br", cookie: "pwa=edit" }],
      ["/wohnen", { "accept-encoding": "br", [HEADER.referrer]: "partner" }],
      ["/wohnen?ReferrerID=partner", { "accept-encoding": "br" }],
      ["/wohnen", { "accept-encoding": "br", "if-none-match": '"e1-br"' }],
      ["/wohnen.data", { "accept-encoding": "br" }],
      ["/wohnen", { "accept-encoding": "br" }, { method: "HEAD" }],
      ["/wohnen", { "accept-encoding": "br" }, { method: "POST", body: "" }],
      // The home page of another language is a redirect.
      ["/", { "accept-encoding": "br", "accept-language": "en-US,en;q=0.9" }],
      ["/", { "accept-encoding": "br", cookie: "locale=en" }],
    ];
    for (const [path, headers, init] of ineligible) {
      const before = reached.length;
      await get(path, headers, init);
      expect(reached, `${path} ${JSON.stringify(headers)} ${init?.method ?? "GET"}`).toHaveLength(before + 1);
    }
    // Cookies that make nobody someone (the language, consent) do not.
    const before = reached.length;
    await get("/wohnen", { "accept-encoding": "br", cookie: "locale=de; cc_cookie=%7B%7D" });
    await get("/", { "accept-encoding": "br", "accept-language": "de-DE,de;q=0.9,en;q=0.5" });
    expect(reached).toHaveLength(before);
  });

  it("never answers a page the cache no longer serves, and records the new version", async () => {
    const { cache, store, warm, reached } = await shop();
    await store("/wohnen");
    await warm("/wohnen");
    await cache.invalidate(["item:1"]);
    const before = reached.length;
    expect((await warm("/wohnen")).status).toBe(404);
    expect(reached).toHaveLength(before + 1);
    await store("/wohnen", HTML.replace("Eske", "Enna"), '"e2"');
    const whole = await warm("/wohnen");
    const fast = await warm("/wohnen");
    expect(reached).toHaveLength(before + 2);
    expect(fast.headers.get("etag")).toBe('"e2-br"');
    expect(Buffer.from(await fast.arrayBuffer())).toEqual(Buffer.from(await whole.arrayBuffer()));
  });

  it("records only a hit without a cookie, and keeps hosts apart behind a proxy", async () => {
    const { store, get, reached } = await shop({ TRUST_PROXY: true });
    await store("/wohnen");
    await store("/wohnen", HTML, '"other-host"', "https://other.example");
    await get("/wohnen", { "x-test-source": "miss" });
    await get("/wohnen", { "x-test-cookie": "1" });
    await get("/wohnen", { "x-test-source": "miss" });
    expect(reached).toHaveLength(3);
    await get("/wohnen");
    await get("/wohnen");
    expect(reached).toHaveLength(4);
    // Another forwarded host is another page, recorded for itself.
    const forwarded = { "x-forwarded-host": "other.example", "x-forwarded-proto": "https" };
    expect((await get("/wohnen", forwarded)).headers.get("etag")).toBe('"other-host"');
    expect((await get("/wohnen", forwarded)).headers.get("etag")).toBe('"other-host"');
    expect(reached).toHaveLength(5);
  });

  it("does nothing when the page cache is off", async () => {
    const { store, get, reached } = await shop({ PAGE_CACHE_SECONDS: 0 });
    await store("/wohnen");
    await get("/wohnen");
    await get("/wohnen");
    expect(reached).toHaveLength(2);
  });
});
