/**
 * Runs the page loaders of the product routes in process, as the HTTP layer would (the
 * integration app has no React Router build): the catch-all route for product URLs and
 * the /p/{variationId}/{slug} redirect.
 */
import { RouterContextProvider } from "react-router";
import type { Locale } from "#common/constants.ts";
import { appContext } from "#server/http/router-context.ts";
import type { ShopCaller as Caller } from "#server/operations/registry.ts";
import { loader as catchAllLoader } from "~/routes/catch-all.tsx";
import { loader as productRedirectLoader } from "~/routes/product-redirect.tsx";
import { loader as sitemapLoader } from "~/routes/sitemap-xml.ts";
import { loadProductPage } from "~/features/product/product-page.server.ts";
import { splitLocalePrefix } from "~/lib/locale-path.ts";
import { parseProductPath } from "~/lib/product-path.ts";
import { sharedPageDecision } from "#server/http/shared-pages.ts";
import type { JsonLdNode } from "~/lib/json-ld.ts";
import { pageJsonLd } from "~/lib/json-ld.server.ts";

type CatchAllData = Awaited<ReturnType<typeof catchAllLoader>>;
/** `jsonLd`: what the page's document carries for crawlers (server-only, not in `data`). */
export type PageAnswer = { status: number; location: string | null; data: CatchAllData | null; jsonLd: JsonLdNode[] };

export function contextFor(caller: Caller, locale: Locale = "de"): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(appContext, {
    rpc: caller,
    locale,
    timeZone: "Europe/Berlin",
    shopName: "Nordlicht Home & Tech",
    csrfToken: "token",
    nonce: "nonce",
    page: sharedPageDecision(false),
    requestId: "request",
    origin: "http://shop.test",
    documentRequest: true,
    verifyCsrf: () => false,
    setFlash: () => {},
    takeFlash: () => null,
    logError: () => {},
    logWarning: () => {},
  });
  return context;
}

/** A thrown redirect is a Response; a thrown `data(null, { status })` carries `init.status`. */
function answerOf(thrown: unknown): PageAnswer {
  if (thrown instanceof Response)
    return { status: thrown.status, location: thrown.headers.get("Location"), data: null, jsonLd: [] };
  const init = (thrown as { init?: { status?: number } } | null)?.init;
  if (init?.status) return { status: init.status, location: null, data: null, jsonLd: [] };
  throw thrown;
}

export async function renderPage(caller: Caller, path: string, locale: Locale = "de"): Promise<PageAnswer> {
  const request = new Request(`http://shop.test${path}`);
  const context = contextFor(caller, locale);
  try {
    const data = await catchAllLoader({
      request,
      url: new URL(request.url),
      pattern: "*",
      context,
      params: { "*": path.slice(1) },
    } as Parameters<typeof catchAllLoader>[0]);
    return { status: 200, location: null, data, jsonLd: pageJsonLd(context) };
  } catch (thrown) {
    return answerOf(thrown);
  }
}

export async function followProductLink(
  caller: Caller,
  path: string,
  variationId: string,
  locale: Locale = "de",
): Promise<PageAnswer> {
  const request = new Request(`http://shop.test${path}`);
  try {
    const response = await productRedirectLoader({
      request,
      url: new URL(request.url),
      pattern: "p/:variationId/:slug",
      context: contextFor(caller, locale),
      params: { variationId, slug: "any" },
    } as Parameters<typeof productRedirectLoader>[0]);
    return { status: response.status, location: response.headers.get("Location"), data: null, jsonLd: [] };
  } catch (thrown) {
    return answerOf(thrown);
  }
}

/**
 * The product loader on the raw request of a client-side navigation ("….data?_routes=…"),
 * with the address already dispatched as a product.
 */
export async function loadProductData(caller: Caller, path: string, locale: Locale = "de"): Promise<PageAnswer> {
  const request = new Request(`http://shop.test${path}`);
  const location = splitLocalePrefix(new URL(request.url).pathname.replace(/\.data$/, ""));
  const product = parseProductPath(location.rest);
  if (!product) throw new Error(`${path} is no product address`);
  try {
    await loadProductPage(contextFor(caller, locale), request, { ...location, ...product });
    return { status: 200, location: null, data: null, jsonLd: [] };
  } catch (thrown) {
    return answerOf(thrown);
  }
}

/** GET /sitemap.xml through its route loader, as `caller`'s visitor. */
export function requestSitemap(caller: Caller): Promise<Response> {
  const request = new Request("http://shop.test/sitemap.xml");
  return sitemapLoader({
    request,
    url: new URL(request.url),
    pattern: "sitemap.xml",
    context: contextFor(caller),
    params: {},
  } as Parameters<typeof sitemapLoader>[0]);
}
