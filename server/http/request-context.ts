import { randomUUID } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import { getCookie, setCookie } from "hono/cookie";
import type { SecureHeadersVariables } from "hono/secure-headers";
import {
  HEADER,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_DAYS,
  REFERRER_QUERY,
  SESSION_COOKIE,
  SESSION_MAX_AGE_DAYS,
  type Locale,
} from "#common/constants.ts";
import type { Config } from "../config.ts";
import { sessionStillHoldsCustomer } from "../modules/customer/index.ts";
import type { SessionStore } from "../modules/session/index.ts";
import { isWellFormedSessionId, Session } from "../modules/session/index.ts";
import type { RequestContext, Services } from "../rpc/context.ts";
import { isLocale, localeFromPath, preferredLocale } from "./locale.ts";
import { forwardedClientIp } from "./public-request-url.ts";
import { operatorFromCookies, writeOperatorCookies } from "./operator-cookies.ts";

export type AppEnv = {
  Variables: {
    ctx: RequestContext;
    /**
     * The answer is a page shared by many visitors (the page cache, docs/page-cache.md): it
     * carries no cookie and no CSRF token, whoever asked.
     */
    sharedPage?: boolean;
    /** The shared page's own strong ETag (before an encoding's suffix): which page the answer is. */
    sharedPageEtag?: string;
    /** A shared page's inline scripts, named by hash in its Content-Security-Policy (shared-pages.ts). */
    sharedPageScripts?: string[];
  } & SecureHeadersVariables;
};

const DAY = 24 * 60 * 60;
const REFERRER_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Over https as the browser sees it (the app's first middleware made the URL public: public-request-url.ts). */
export function isSecureRequest(c: Context, services: Services): boolean {
  if (services.config.PUBLIC_URL?.startsWith("https:")) return true;
  return new URL(c.req.url).protocol === "https:";
}

function clientIp(c: Context, services: Services): string {
  if (services.config.TRUST_PROXY) {
    const forwarded = forwardedClientIp(c.req.header("x-forwarded-for"), services.config.TRUST_PROXY_HOPS);
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

function requestLocale(c: Context, services: Services): Locale {
  const pathname = new URL(c.req.url).pathname;
  if (!pathname.startsWith("/api/")) {
    const fromPath = localeFromPath(pathname);
    if (fromPath) return fromPath;
    return services.config.DEFAULT_LOCALE;
  }
  const header = c.req.header(HEADER.locale);
  if (isLocale(header)) return header;
  return preferredLocale(getCookie(c, LOCALE_COOKIE), c.req.header("accept-language"), services.config.DEFAULT_LOCALE);
}

const REQUEST_ID_PATTERN = /^[\w-]{1,64}$/;

/**
 * The request's id, on each of its log lines and in its X-Request-Id answer header: the one
 * the trusted proxy sent (TRUST_PROXY; letters, digits, `_` and `-`, at most 64), otherwise
 * a new one. Without a trusted proxy a client could choose ids to muddle the logs.
 */
export function requestIdOf(c: Context, config: Pick<Config, "TRUST_PROXY">): string {
  const given = config.TRUST_PROXY ? c.req.header(HEADER.requestId) : undefined;
  return given && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
}

/**
 * Builds the request context (id, locale, session, logger) before the handlers and
 * writes the session back after them. The CSRF token of the session goes out on every
 * answer.
 */
export function requestContext(services: Services, sessions: SessionStore): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = requestIdOf(c, services.config);
    const started = performance.now();
    const log = services.log.child({ requestId });
    const cookieId = getCookie(c, SESSION_COOKIE);
    const knownId = isWellFormedSessionId(cookieId) ? cookieId : null;
    const stored = knownId ? await sessions.get(knownId) : null;
    const session = new Session(knownId, stored);
    // A password changed or reset elsewhere, a blocked or deleted account: this session no
    // longer holds the customer (ADR 031, docs/account.md).
    const userId = session.data.userId;
    if (userId && !(await sessionStillHoldsCustomer(services.db, userId, session.data.userSessionVersion ?? 0))) {
      session.clearUser();
    }

    const url = new URL(c.req.url);
    const referrer = url.searchParams.get(REFERRER_QUERY) ?? c.req.header(HEADER.referrer);
    if (referrer && REFERRER_PATTERN.test(referrer) && referrer !== session.data.referrerId) {
      session.update({ referrerId: referrer });
    }

    const ctx: RequestContext = {
      requestId,
      locale: requestLocale(c, services),
      ip: clientIp(c, services),
      session,
      operator: await operatorFromCookies(c, services),
      services,
      log,
      configId: c.req.header(HEADER.configId)?.slice(0, 128) ?? null,
      editHash: c.req.header(HEADER.editHash)?.slice(0, 128) ?? null,
      events: {},
    };
    c.set("ctx", ctx);
    const logRequest = () =>
      log.info("request", {
        method: c.req.method,
        path: url.pathname,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      });

    await next();

    if (session.dirty) {
      const mode = session.existed && !session.regenerated ? "existing" : "create";
      await sessions.apply(session.id, session.changes, SESSION_MAX_AGE_DAYS * DAY, mode);
    }
    for (const id of session.obsoleteIds) await sessions.delete(id);
    // Some handlers answer with immutable headers (Response.redirect): copied then, and only
    // then; a copy turns the body into a stream, which cost a page from the cache more CPU
    // than everything else it needs.
    try {
      c.res.headers.set(HEADER.requestId, requestId);
    } catch {
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set(HEADER.requestId, requestId);
    }
    // A shared page carries nothing of this visitor (the page cache shares only pages whose
    // rendering left the session as it was).
    if (c.get("sharedPage")) {
      logRequest();
      return;
    }
    const secure = isSecureRequest(c, services);
    writeOperatorCookies(c, ctx.operator, services, secure);
    // The cookie is created only when there is something to keep: a first visit that only
    // reads pages gets none, so its pages can be cached (docs/page-cache.md).
    const newId = cookieId !== session.id;
    if (newId && session.dirty) {
      setCookie(c, SESSION_COOKIE, session.id, {
        path: "/",
        httpOnly: true,
        sameSite: "Lax",
        secure,
        maxAge: SESSION_MAX_AGE_DAYS * DAY,
      });
    }
    const pathLocale = localeFromPath(url.pathname);
    if (pathLocale && getCookie(c, LOCALE_COOKIE) !== pathLocale && c.res.status < 400) {
      setCookie(c, LOCALE_COOKIE, pathLocale, {
        path: "/",
        sameSite: "Lax",
        secure,
        maxAge: LOCALE_COOKIE_MAX_AGE_DAYS * DAY,
      });
    }
    // A token only for a session the browser holds: without a cookie it would name nothing.
    if (!newId || session.dirty) c.res.headers.set(HEADER.csrf, session.csrfToken(services.config.sessionSecret));
    logRequest();
  };
}
