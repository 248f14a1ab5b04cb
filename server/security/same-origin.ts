/**
 * Whether a browser sent a request from one of the shop's own pages, by what browsers alone
 * can write: Fetch Metadata's `Sec-Fetch-Site` (every current browser sends it), else the
 * `Origin` header compared with the shop's origin (older browsers send it on every POST).
 * A request with neither is not taken for a same-origin one. This is the check Go's
 * `CrossOriginProtection` makes; the shop uses it where a page served to many visitors (a
 * cached page, docs/page-cache.md) cannot carry a session's CSRF token (ADR 023).
 */
export function isSameOriginBrowserRequest(header: (name: string) => string | undefined, shopOrigin: string): boolean {
  const site = header("sec-fetch-site");
  if (site) return site === "same-origin";
  const origin = header("origin");
  return origin !== undefined && origin === shopOrigin;
}
