import { STATIC_PAGES } from "#common/static-pages.ts";

/**
 * The routes whose page is the same for every visitor who is not logged in (docs/page-cache.md):
 * home, info pages, tags and the catch-all (categories, products, content pages). Their
 * patterns without the locale prefix; the search (unbounded addresses), the cart, the checkout
 * and the account are every visitor's own.
 */
const SHARED_PATTERNS = new Set(["/", "/tag/:slug", "/*", ...STATIC_PAGES.map((page) => `/${page}`)]);

/** `pattern`: the matched route pattern React Router gives every loader (e.g. "en/tag/:slug", "*"). */
export function isSharedPagePattern(pattern: string): boolean {
  const bare = `/${pattern}`.replace(/^\/+/, "/").replace(/^\/(?:de|en)(?=\/|$)/, "") || "/";
  return SHARED_PATTERNS.has(bare);
}
