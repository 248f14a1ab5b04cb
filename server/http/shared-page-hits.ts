/**
 * A shared page from the page cache answered before the middleware stack (docs/page-cache.md
 * "Fast hits", ADR 028). A hit needs none of what the stack does for other requests: no
 * session (a shared page carries nothing of the visitor), no nonce (its scripts are named by
 * hash), no compression (its bytes are kept per version and encoding). What it answers is what
 * the whole stack answered for the same page and encoding the time before, recorded then: its
 * headers (security headers, Content-Security-Policy, Cache-Control, ETag, Vary, X-Page-Cache)
 * and its bytes, with a request id of its own.
 *
 * Only a request that surely gets the shared page takes this way: a GET of a document without
 * a session or operator cookie, without a referrer id, without If-None-Match (a 304 goes the
 * whole way), not redirected to another language's home. Anyone else goes the whole way, as
 * before. The page cache is asked on every hit (in process or Redis), so a retired or expired
 * page is never answered, and its recorded answer is dropped.
 */
import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import {
  EDIT_COOKIE,
  HEADER,
  LOCALE_COOKIE,
  OPERATOR_SESSION_COOKIE,
  REFERRER_QUERY,
  SESSION_COOKIE,
} from "#common/constants.ts";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import type { PageCache } from "../modules/page-cache/index.ts";
import { chooseEncoding } from "./compression.ts";
import { KeptBodies } from "./kept-bodies.ts";
import { localeRedirect } from "./locale.ts";
import { publicRequestUrl } from "./public-request-url.ts";
import { requestIdOf, type AppEnv } from "./request-context.ts";
import { pageCacheKey } from "./shared-pages.ts";

/** The answers kept per process (their bodies' bytes; a compressed body is shared with the compression's). */
const ANSWER_BYTES = 32 * 1024 * 1024;
/** Cookies that make a visitor someone (a session, an operator): they go the whole way. */
const PERSONAL_COOKIES = [SESSION_COOKIE, OPERATOR_SESSION_COOKIE, EDIT_COOKIE];

type Answer = {
  /** The page's own strong ETag: the answer is good while the cache serves this version. */
  etag: string;
  /** Every header of the whole way's answer but its request id. */
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer>;
  readonly byteLength: number;
};

export type SharedPageHitsOptions = {
  config: Pick<Config, "PAGE_CACHE_SECONDS" | "TRUST_PROXY" | "PUBLIC_URL" | "DEFAULT_LOCALE">;
  pageCache: PageCache;
  log: Logger;
  /** The build's version (the page cache's key, app.ts). */
  version: string;
  maxBytes?: number;
};

/** The page this request gets for sure if it is shared, or null when it may get another answer. */
function sharedPageRequest(c: Context, config: SharedPageHitsOptions["config"], version: string) {
  const raw = c.req.raw;
  if (raw.method !== "GET" || raw.headers.has("if-none-match") || raw.headers.has(HEADER.referrer)) return null;
  const url = new URL(publicRequestUrl(raw.url, raw.headers, config));
  if (url.pathname.endsWith(".data") || url.searchParams.has(REFERRER_QUERY)) return null;
  if (raw.headers.has("cookie")) {
    const cookies = getCookie(c);
    if (PERSONAL_COOKIES.some((name) => name in cookies)) return null;
  }
  const redirect = localeRedirect(
    raw.method,
    url,
    getCookie(c, LOCALE_COOKIE),
    raw.headers.get("accept-language") ?? undefined,
    config.DEFAULT_LOCALE,
  );
  if (redirect) return null;
  const key = pageCacheKey(version, url);
  const encoding = chooseEncoding(raw.headers.get("accept-encoding") ?? undefined) ?? "identity";
  return { key, answerKey: `${encoding} ${key}`, path: url.pathname };
}

/** The whole way's answer, for the next request of the same page and encoding. */
async function record(c: Context<AppEnv>): Promise<Answer | null> {
  const etag = c.get("sharedPageEtag");
  const res = c.res;
  if (
    !etag ||
    res.status !== 200 ||
    res.headers.get("X-Page-Cache") !== "hit" ||
    res.headers.has("Set-Cookie") ||
    res.headers.has(HEADER.csrf)
  ) {
    return null;
  }
  // A copy: the original still goes out as it is.
  const body = new Uint8Array(await res.clone().arrayBuffer());
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (name !== HEADER.requestId) headers[name] = value;
  });
  headers["content-length"] = String(body.byteLength);
  return { etag, headers, body, byteLength: body.byteLength };
}

export function sharedPageHits({
  config,
  pageCache,
  log,
  version,
  maxBytes = ANSWER_BYTES,
}: SharedPageHitsOptions): MiddlewareHandler<AppEnv> {
  const answers = new KeptBodies<Answer>(maxBytes);
  return async (c, next) => {
    const started = performance.now();
    const request = config.PAGE_CACHE_SECONDS > 0 ? sharedPageRequest(c, config, version) : null;
    if (!request) return next();
    const answer = answers.get(request.answerKey);
    if (answer) {
      const page = await pageCache.get(request.key).catch(() => null);
      if (page?.etag === answer.etag) {
        const requestId = requestIdOf(c, config);
        log.info("request", {
          requestId,
          method: "GET",
          path: request.path,
          status: 200,
          ms: Math.round(performance.now() - started),
        });
        return new Response(answer.body, {
          status: 200,
          headers: { ...answer.headers, [HEADER.requestId]: requestId },
        });
      }
      answers.delete(request.answerKey);
    }
    await next();
    // Not recording costs the next visitor the whole way, never this one their answer.
    const recorded = await record(c).catch((error: unknown) => {
      log.warn("shared page answer not recorded", { error });
      return null;
    });
    if (recorded) answers.set(request.answerKey, recorded);
  };
}
