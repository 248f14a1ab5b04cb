import type { MiddlewareHandler } from "hono";
import type { Config } from "../config.ts";

type OriginConfig = Pick<Config, "TRUST_PROXY" | "PUBLIC_URL">;

/**
 * The client's address from X-Forwarded-For behind `hops` trusted proxies: each appends the
 * address it was called from, so the entry `hops` from the right is the one the outermost
 * trusted proxy saw; anything left of it the client may have written itself. Undefined when
 * the header has fewer entries (the request did not come through all proxies).
 */
export function forwardedClientIp(header: string | undefined, hops: number): string | undefined {
  if (!header) return undefined;
  const entries = header
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const entry = entries[entries.length - hops];
  return entry && entry.length <= 64 ? entry : undefined;
}

const PROTOCOLS = new Set(["http", "https"]);
/** A host name or IPv4/IPv6 literal with an optional port: nothing a path or userinfo could hide in. */
const HOST_PATTERN = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/** The first value of a comma-separated forwarding header (the one the client's first proxy saw). */
function firstValue(header: string | null): string | undefined {
  const value = header?.split(",")[0]?.trim();
  return value ? value : undefined;
}

/**
 * The address of a request as the shopper's browser sent it. The Node server builds the URL
 * from the socket and the Host header, so behind a TLS-terminating proxy it reads
 * `http://upstream-host/...`, while the browser's Origin says `https://shop.example`; React
 * Router refuses every form action whose Origin differs from the request URL's.
 *
 * - TRUST_PROXY: protocol from X-Forwarded-Proto and host from X-Forwarded-Host (the first
 *   value of each, validated), each falling back to what the request itself says; without a
 *   forwarded protocol, PUBLIC_URL's protocol.
 * - Otherwise, with PUBLIC_URL: its origin (the shop's one public address).
 * - Neither: the request's own URL.
 *
 * Answers the URL unchanged (same string) when nothing differs.
 */
export function publicRequestUrl(requestUrl: string, headers: Headers, config: OriginConfig): string {
  const url = new URL(requestUrl);
  const publicUrl = config.PUBLIC_URL ? new URL(config.PUBLIC_URL) : undefined;
  let protocol = url.protocol;
  let host = url.host;
  if (config.TRUST_PROXY) {
    const forwardedProto = firstValue(headers.get("x-forwarded-proto"))?.toLowerCase();
    if (forwardedProto && PROTOCOLS.has(forwardedProto)) protocol = `${forwardedProto}:`;
    else if (publicUrl) protocol = publicUrl.protocol;
    const forwardedHost = firstValue(headers.get("x-forwarded-host"));
    if (forwardedHost && HOST_PATTERN.test(forwardedHost)) host = forwardedHost.toLowerCase();
  } else if (publicUrl) {
    protocol = publicUrl.protocol;
    host = publicUrl.host;
  }
  if (protocol === url.protocol && host === url.host) return requestUrl;
  // Parsed on its own, the origin drops a port that is its protocol's default; the path and
  // query stay as they were (never re-parsed, so `//evil.example` in a path stays a path).
  const origin = new URL(`${protocol}//${host}`);
  const rebuilt = new URL(url);
  rebuilt.protocol = origin.protocol;
  rebuilt.hostname = origin.hostname;
  rebuilt.port = origin.port;
  return rebuilt.href;
}

/**
 * First middleware of the app: every later reader of `c.req.url` (React Router's origin
 * check, absolute links, Secure cookies, the locale redirect) sees the public address.
 */
export function publicRequestUrlMiddleware(config: OriginConfig): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw;
    const href = publicRequestUrl(raw.url, raw.headers, config);
    if (href !== raw.url) {
      const hasBody = raw.method !== "GET" && raw.method !== "HEAD" && raw.body !== null;
      c.req.raw = new Request(href, {
        method: raw.method,
        headers: raw.headers,
        body: hasBody ? raw.body : null,
        signal: raw.signal,
        // Node's fetch Request needs this for a streamed body.
        ...(hasBody ? { duplex: "half" } : {}),
      } as RequestInit);
    }
    await next();
  };
}
