import { createHash } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { SHOP_TAG, type CachedPage } from "../modules/page-cache/index.ts";
import type { Services } from "../rpc/context.ts";
import type { AppEnv } from "./request-context.ts";

/**
 * Pages shared by every visitor who may see them (docs/page-cache.md, ADR 023): home,
 * categories, products, tags, info and content pages render nothing of the visitor's
 * session; the visitor's header data comes from one request after hydration. Such a page is
 * answered `public, s-maxage, stale-while-revalidate` with a strong ETag, and kept in the
 * shop's page cache (in process, or Redis for every node) until its time is up or a write
 * retires one of its tags.
 */

/** What a loader may say about the page it renders (AppLoadContext.page). */
export type SharedPageDecision = {
  /**
   * This request may get a shared page: a GET of a document by a visitor who is not logged
   * in, has no notice waiting, and is no operator. The root leaves the visitor's data out of
   * a shared page's HTML then.
   */
  readonly eligible: boolean;
  /** Whether the root made this page a shared one. */
  readonly shared: boolean;
  /** The root: this route renders the same page for every eligible visitor. */
  share(): void;
  /**
   * What the page shows, for its invalidation (page-cache tags: an item, a page's blocks). A
   * price that begins or ends retires its item's pages too (workflows/price-window-pages.ts).
   */
  tag(...tags: string[]): void;
};

type Decision = SharedPageDecision & { tags: Set<string> };

export function sharedPageDecision(eligible: boolean): Decision {
  let shared = false;
  const decision: Decision = {
    eligible,
    get shared() {
      return shared;
    },
    share() {
      if (eligible) shared = true;
    },
    tags: new Set([SHOP_TAG]),
    tag(...tags) {
      for (const tag of tags) decision.tags.add(tag);
    },
  };
  return decision;
}

/** Whether the request may get a shared page (before rendering: the session as it came in). */
export function isEligibleForSharedPage(c: Context<AppEnv>, url: URL): boolean {
  const ctx = c.get("ctx");
  return (
    c.req.method === "GET" &&
    !url.pathname.endsWith(".data") &&
    ctx.operator.identity === null &&
    ctx.session.state !== "authorized" &&
    ctx.session.data.flash === undefined &&
    !ctx.session.dirty
  );
}

/**
 * The cache key: the address as asked (the locale is in the path), with its origin: absolute
 * links (canonical, alternates) name the host the request came for, so a page asked for under
 * another host name (a forwarded one) never lands in the others' pages.
 */
export function sharedPageKey(url: URL): string {
  return url.origin + url.pathname + url.search;
}

/** The page cache's key: per build, since a page of another build names scripts that this one does not serve. */
export function pageCacheKey(version: string, url: URL): string {
  return `${version}:${sharedPageKey(url)}`;
}

const SCRIPT_PATTERN = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPE = /\btype\s*=\s*["']?(?!module\b|text\/javascript\b)[^"'\s>]+/i;

/**
 * A page's body: the bytes just rendered, or the text the page cache keeps. A rendered page is
 * hashed and answered as the bytes React wrote, never decoded into a string and encoded again
 * (issue 14: a cache-miss render spent about 6 % of its CPU on that).
 */
export type PageBody = string | Uint8Array<ArrayBuffer>;

/**
 * `'sha256-…'` of every inline script the page runs: a shared page cannot carry a nonce (it
 * would be the same for every visitor), so its Content-Security-Policy names its scripts by
 * hash instead. Bytes are searched as latin1 (one character per byte, no decoding): the
 * markers are ASCII, and a script's characters turn back into exactly its UTF-8 bytes.
 */
export function inlineScriptHashes(html: PageBody): string[] {
  const bytes = typeof html !== "string";
  const text = bytes ? Buffer.from(html.buffer, html.byteOffset, html.byteLength).toString("latin1") : html;
  const hashes = new Set<string>();
  for (const [, attributes = "", content = ""] of text.matchAll(SCRIPT_PATTERN)) {
    if (/\bsrc\s*=/i.test(attributes) || EXECUTABLE_TYPE.test(attributes)) continue;
    const digest = createHash("sha256")
      .update(content, bytes ? "latin1" : "utf8")
      .digest("base64");
    hashes.add(`'sha256-${digest}'`);
  }
  return [...hashes];
}

/** The same for a page's bytes and for its text (the hash of its UTF-8 bytes). */
export function strongEtag(body: PageBody): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
}

export function sharedCacheControl(services: Services): string {
  const { PAGE_CACHE_SECONDS, PAGE_CACHE_STALE_SECONDS } = services.config;
  if (PAGE_CACHE_SECONDS === 0) return "private, no-cache";
  // Browsers ask again each time (a 304 with the ETag); shared caches keep it.
  return `public, max-age=0, s-maxage=${PAGE_CACHE_SECONDS}, stale-while-revalidate=${PAGE_CACHE_STALE_SECONDS}`;
}

/** Answers a shared page (from the cache or just rendered): 304 when the browser has it. */
export function answerSharedPage(
  c: Context<AppEnv>,
  page: Omit<CachedPage, "body"> & { body: PageBody },
  services: Services,
  source: string,
): Response {
  c.set("sharedPage", true);
  c.set("sharedPageEtag", page.etag);
  c.set("sharedPageScripts", page.scriptHashes);
  const headers = new Headers(page.headers);
  headers.set("ETag", page.etag);
  headers.set("Cache-Control", sharedCacheControl(services));
  headers.set("X-Page-Cache", source);
  // The unprefixed home page answers by the visitor's language (a redirect for another one).
  if (new URL(c.req.url).pathname === "/") headers.set("Vary", "Accept-Language, Cookie");
  const ifNoneMatch = c.req.header("if-none-match");
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim() === page.etag)) {
    headers.delete("Content-Type");
    return new Response(null, { status: 304, headers });
  }
  return new Response(page.body, { status: 200, headers });
}

/**
 * Outermost: a shared page's Content-Security-Policy names its inline scripts by hash where
 * other pages carry the request's nonce (secure headers set the nonce policy after the page).
 */
export function sharedPageCsp(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const hashes = c.get("sharedPageScripts");
    if (!hashes) return;
    const policy = c.res.headers.get("Content-Security-Policy");
    if (policy) c.res.headers.set("Content-Security-Policy", policy.replace(/'nonce-[^']*'/, hashes.join(" ")));
  };
}
