import type { Context } from "hono";
import { isSameOriginBrowserRequest } from "../security/same-origin.ts";
import type { AppEnv } from "./request-context.ts";

/** The shop's origin as browsers see it (PUBLIC_URL, else the public request URL). */
export function shopOrigin(c: Context<AppEnv>): string {
  const publicUrl = c.get("ctx").services.config.PUBLIC_URL;
  return new URL(publicUrl ?? c.req.url).origin;
}

/**
 * The CSRF rule of every mutation (ADR 002, amended by ADR 023): a token, when one is sent,
 * must be the session's; a request without one passes only when the browser says it comes
 * from the shop's own pages. Pages shared by many visitors (the page cache) carry no token,
 * so their forms without JavaScript, and the first call of a visitor who has no session yet,
 * rely on the second rule. A wrong token is refused whatever the headers say.
 */
export function csrfAccepted(c: Context<AppEnv>, token: unknown): boolean {
  const ctx = c.get("ctx");
  if (typeof token === "string" && token !== "") {
    return ctx.session.verifyCsrf(token, ctx.services.config.sessionSecret);
  }
  return isSameOriginBrowserRequest((name) => c.req.header(name), shopOrigin(c));
}
