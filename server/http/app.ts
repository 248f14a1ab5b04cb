import { VIDEO_EMBED_ORIGINS } from "#common/blocks/video-url.ts";
import path from "node:path";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders, NONCE } from "hono/secure-headers";
import { serveStatic } from "@hono/node-server/serve-static";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { getCookie } from "hono/cookie";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { HEADER, LOCALE_COOKIE, SESSION_COOKIE } from "#common/constants.ts";
import { translatorFor } from "#common/i18n/translator.ts";
import { pingDatabase } from "../db/client.ts";
import { allowsMollieComponents, mollieComponentsOrigin } from "../integrations/mollie/components-csp.ts";
import { mountMollieWebhook } from "../integrations/mollie/webhook-route.ts";
import type { SessionStore } from "../modules/session/index.ts";
import { currentShopIdentity } from "../modules/settings/index.ts";
import { operations } from "../operations/registry.ts";
import { createCaller } from "../rpc/caller.ts";
import type { Services } from "../rpc/context.ts";
import { isLocale, localeFromPath, localeRedirect } from "./locale.ts";
import { compression } from "./compression.ts";
import { sharedPageHits } from "./shared-page-hits.ts";
import { publicRequestUrlMiddleware } from "./public-request-url.ts";
import { requestContext, type AppEnv } from "./request-context.ts";
import { appContext } from "./router-context.ts";
import { mountMedia } from "./media-route.ts";
import { mountFonts } from "./fonts-route.ts";
import { errorBody, mountRpc } from "./rpc-transport.ts";
import { mountDocumentDownload, type OrderAccessCheck } from "./document-download.ts";
import { mountOutboxViewer } from "./outbox-viewer.ts";
import { csrfAccepted } from "./csrf.ts";
import {
  answerSharedPage,
  inlineScriptHashes,
  isEligibleForSharedPage,
  sharedPageCsp,
  sharedPageDecision,
  pageCacheKey,
  strongEtag,
} from "./shared-pages.ts";

const MAX_FORM_BYTES = 64 * 1024;
/** 180 days, as Hono's default; a shop that wants preload sets it at its proxy. */
const HSTS = "max-age=15552000; includeSubDomains";
/** A rendered page kept in the page cache is kept as text (the Redis cache stores JSON). */
const pageText = new TextDecoder();

export type AppOptions = {
  services: Services;
  sessions: SessionStore;
  /** The React Router server build; absent in API-only tests. */
  build?: ServerBuild;
  clientDir?: string;
  /** Who may download an order's documents (the order module's rule); without it there is no download route. */
  canAccessOrder?: OrderAccessCheck;
};

export function createApp({ services, sessions, build, clientDir, canAccessOrder }: AppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  if (build) {
    // First of all: a shared page from the cache needs none of the rest (docs/page-cache.md, ADR 028).
    app.use(
      sharedPageHits({
        config: services.config,
        pageCache: services.pageCache,
        log: services.log,
        version: build.assets.version,
      }),
    );
  }
  // Outside the secure headers: a shared page swaps their nonce for its scripts' hashes.
  app.use(sharedPageCsp());
  // Before everything else: the rest sees the address the browser used (behind a proxy too).
  app.use(publicRequestUrlMiddleware(services.config));

  // Mollie's card form needs its script and frames: allowed on the checkout in component mode only.
  // Turnstile (the human check when configured) runs a script and a frame from Cloudflare.
  const { TURNSTILE_SITE_KEY, TURNSTILE_SECRET, TURNSTILE_SCRIPT_URL } = services.config;
  const turnstileHosts = TURNSTILE_SITE_KEY && TURNSTILE_SECRET ? [new URL(TURNSTILE_SCRIPT_URL).origin] : [];
  // Matomo (when configured) is loaded, and reports, only after the visitor's consent (docs/consent.md).
  const analyticsHosts = services.config.MATOMO_URL ? [new URL(services.config.MATOMO_URL).origin] : [];
  const headers = secureHeaders(securityHeaderOptions(turnstileHosts, analyticsHosts));
  const headersWithMollie = secureHeaders(
    securityHeaderOptions([...turnstileHosts, mollieComponentsOrigin(services.config)], analyticsHosts),
  );
  app.use((c, next) => (allowsMollieComponents(services.config, c.req.path) ? headersWithMollie : headers)(c, next));
  // HSTS means something only over https (browsers ignore it over http, and a shop tried on
  // plain http locally must not be pinned to https).
  app.use(async (c, next) => {
    await next();
    if (new URL(c.req.url).protocol === "https:") c.header("Strict-Transport-Security", HSTS);
  });
  app.use(compression());
  // Before the static files and the request context: no session work for images.
  mountMedia(app, { mediaDir: path.join(services.config.DATA_DIR, "media"), log: services.log });
  mountFonts(app);

  if (clientDir) {
    // Hashed build assets never change: cache them for a year.
    app.use(
      "/assets/*",
      serveStatic({
        root: clientDir,
        precompressed: true,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    app.use(
      "*",
      serveStatic({
        root: clientDir,
        precompressed: true,
        // The service worker is checked on every visit, so a new build reaches browsers at once.
        onFound: (file, c) => c.header("Cache-Control", file.endsWith("/sw.js") ? "no-cache" : "public, max-age=3600"),
      }),
    );
  }

  // The build the browser should run (docs/pwa.md): the page polls it and reloads on its next navigation.
  if (build) {
    const version = build.assets.version;
    app.get("/build-version.json", (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ version });
    });
  }

  app.get("/healthz", async (c) => {
    const ok = await pingDatabase(services.db);
    c.header("Cache-Control", "no-store");
    return c.json({ status: ok ? "ok" : "unavailable", database: ok ? "reachable" : "unreachable" }, ok ? 200 : 503);
  });

  mountOutboxViewer(app, services);

  // Mollie calls without a session or CSRF token: before the request context.
  mountMollieWebhook(app, services);
  app.use(requestContext(services, sessions));
  mountRpc(app, operations);
  if (canAccessOrder) mountDocumentDownload(app, { canAccessOrder });
  app.all("/api/*", (c) => c.json({ error: { key: "operationNotFound", code: 404, message: "Not found" } }, 404));

  if (build) {
    // Page forms (React Router actions) are small; refuse anything large before parsing.
    app.post("*", bodyLimit({ maxSize: MAX_FORM_BYTES, onError: (c) => c.text("Payload Too Large", 413) }));
    const handle = createRequestHandler(
      build,
      services.config.NODE_ENV === "development" ? "development" : "production",
    );
    app.all("*", async (c) => {
      const ctx = c.get("ctx");
      const url = new URL(c.req.url);
      const redirect = localeRedirect(
        c.req.method,
        url,
        getCookie(c, LOCALE_COOKIE),
        c.req.header("accept-language"),
        services.config.DEFAULT_LOCALE,
      );
      if (redirect) return c.redirect(redirect, 302);
      // A page shared by many visitors comes from the page cache when it is there (docs/page-cache.md).
      const eligible = isEligibleForSharedPage(c, url);
      const caching = eligible && services.config.PAGE_CACHE_SECONDS > 0;
      const key = pageCacheKey(build.assets.version, url);
      if (caching) {
        const cached = await services.pageCache.get(key).catch((error: unknown) => {
          ctx.log.warn("page cache unreadable", { error });
          return null;
        });
        if (cached) return answerSharedPage(c, cached, services, "hit");
      }
      const renderedAt = caching ? await services.pageCache.clock().catch(() => -1) : -1;
      const page = sharedPageDecision(eligible);
      // Cached per process (docs/shop-settings.md): no query on most pages.
      const { identity } = await currentShopIdentity(services.db, services.config);
      const context = new RouterContextProvider();
      context.set(appContext, {
        rpc: createCaller(operations, ctx),
        locale: ctx.locale,
        timeZone: services.config.SHOP_TIME_ZONE,
        shopName: identity.shopName,
        // Only for a session the browser holds: a token of an id never stored would be refused
        // as wrong; without one, the form passes by the browser's same-origin headers (ADR 023).
        csrfToken:
          getCookie(c, SESSION_COOKIE) === ctx.session.id ? ctx.session.csrfToken(services.config.sessionSecret) : "",
        nonce: c.get("secureHeadersNonce") ?? "",
        page,
        requestId: ctx.requestId,
        origin: services.config.PUBLIC_URL?.replace(/\/+$/, "") ?? url.origin,
        documentRequest: !url.pathname.endsWith(".data"),
        verifyCsrf: (token) => {
          if (csrfAccepted(c, token)) return true;
          if (ctx.session.state !== "anonymous") ctx.session.clearUser();
          return false;
        },
        setFlash: (flash) => ctx.session.update({ flash }),
        takeFlash: () => ctx.session.takeFlash(),
        logError: (error) => ctx.log.error("render error", { error }),
        logWarning: (message, fields) => ctx.log.warn(message, fields),
      });
      const response = await handle(c.req.raw, context);
      if (!page.shared) {
        if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "private, no-cache");
        return response;
      }
      // Rendered without the nonce: whatever happens next, its scripts are allowed by hash.
      // The bytes as rendered: hashed and answered without a round trip through a string.
      const body = new Uint8Array(await response.arrayBuffer());
      const scriptHashes = inlineScriptHashes(body);
      const html = response.headers.get("Content-Type")?.startsWith("text/html") ?? false;
      // Rendering may still have touched the session (a cart line gone): then it is this visitor's page.
      if (response.status !== 200 || !html || ctx.session.dirty) {
        c.set("sharedPageScripts", scriptHashes);
        const own = new Response(body, response);
        own.headers.set("Cache-Control", "private, no-cache");
        return own;
      }
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        if (name !== "set-cookie" && name !== HEADER.csrf) headers[name] = value;
      });
      const shared = {
        body,
        headers,
        etag: strongEtag(body),
        scriptHashes,
        tags: [...page.tags],
        renderedAt,
        expiresAt: Date.now() + services.config.PAGE_CACHE_SECONDS * 1000,
      };
      if (caching && renderedAt >= 0) {
        await services.pageCache.set(key, { ...shared, body: pageText.decode(body) }).catch((error: unknown) => {
          ctx.log.warn("page cache not written", { error });
        });
      }
      return answerSharedPage(c, shared, services, caching ? "miss" : "off");
    });
  }
  // Anything that escapes the handlers (a failing session store, say): logged, and
  // answered without details: the JSON envelope for the API, a plain page otherwise.
  app.onError((error, c) => {
    const ctx = c.get("ctx");
    const log = ctx?.log ?? services.log;
    const path = new URL(c.req.url).pathname;
    if (path.startsWith("/api/")) {
      const header = c.req.header(HEADER.locale);
      const locale = ctx?.locale ?? (isLocale(header) ? header : services.config.DEFAULT_LOCALE);
      const { status, body } = errorBody(error, locale, log);
      c.header("Cache-Control", "no-store");
      return c.json(body, status as ContentfulStatusCode);
    }
    log.error("unexpected error", { error, path });
    return c.text(
      translatorFor(localeFromPath(path) ?? services.config.DEFAULT_LOCALE)("errorPage.internalTitle"),
      500,
    );
  });
  return app;
}

/**
 * `thirdPartyHosts`: origins whose scripts and frames a page may load (Mollie Components,
 * Turnstile); `analyticsHosts`: the tracker's, which loads a script and sends beacons.
 */
function securityHeaderOptions(thirdPartyHosts: string[], analyticsHosts: string[] = []) {
  return {
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE, ...thirdPartyHosts, ...analyticsHosts],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", ...analyticsHosts],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...analyticsHosts],
      // Video blocks' players (loaded only after the visitor's click or consent, docs/consent.md).
      frameSrc: ["'self'", ...thirdPartyHosts, ...VIDEO_EMBED_ORIGINS],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
    },
    referrerPolicy: "strict-origin-when-cross-origin",
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  };
}
