import { data, redirect, type RouterContextProvider } from "react-router";
import { translatorFor } from "#common/i18n/translator.ts";
import { AppError } from "#server/rpc/errors.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { withPrefix, type LocalePrefix } from "~/lib/locale-path.ts";
import { pageUrl } from "~/lib/page-url.ts";
import { productPath, type ProductPathMatch } from "~/lib/product-path.ts";
import { productJsonLd, serializeJsonLd } from "./product-json-ld.ts";
import { productHead, productMeta, urlVariationId } from "./product-meta.ts";

/**
 * The product page: /{slug...}_{itemId}[_{variationId}]. Renders any variation URL
 * directly; a wrong or foreign-language slug is sent to the product's slug (301); a
 * customers-only product sends visitors to login; anything unknown is a 404.
 */
export async function loadProductPage(
  context: Readonly<RouterContextProvider>,
  request: Request,
  location: { prefix: LocalePrefix; rest: string } & ProductPathMatch,
) {
  const app = getAppContext(context);
  const url = pageUrl(request);
  let product;
  try {
    product = await app.rpc.call(
      "getProduct",
      location.variationId === null
        ? { itemId: location.itemId }
        : { itemId: location.itemId, variationId: location.variationId },
    );
  } catch (error) {
    if (error instanceof AppError && error.kind === "unauthorized") {
      throw redirect(`${withPrefix(location.prefix, "/login")}?redirect=${encodeURIComponent(url.pathname)}`);
    }
    if (error instanceof AppError && (error.kind === "not_found" || error.kind === "invalid_data")) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
  const variation = product.variations.find((entry) => entry.id === product.selectedVariationId);
  if (!variation) throw data(null, { status: 404 });

  if (location.slugPath !== product.texts.urlPath) {
    const target = withPrefix(
      location.prefix,
      productPath(product.texts.urlPath, location.itemId, location.variationId),
    );
    throw redirect(`${target}${url.search}`, 301);
  }

  const variationId = urlVariationId(product, variation.id);
  const head = productHead(product, variation, { origin: app.origin, locale: app.locale });
  return {
    kind: "product" as const,
    product,
    title: head.title,
    meta: productMeta(head, { locale: app.locale, shopName: translatorFor(app.locale)("meta.shopName") }),
    jsonLd: serializeJsonLd(productJsonLd(product, variation, head)),
    /** The same product in each language (language switcher). */
    alternates: Object.fromEntries(
      Object.entries(product.urlPathByLocale).map(([locale, urlPath]) => [
        locale,
        productPath(urlPath, product.item.id, variationId),
      ]),
    ),
  };
}

export type ProductPageData = Awaited<ReturnType<typeof loadProductPage>>;
