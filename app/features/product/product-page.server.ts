import { data, redirect, type RouterContextProvider } from "react-router";
import { AppError } from "#server/errors.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { withPrefix, type LocalePrefix } from "~/lib/locale-path.ts";
import { pageUrl } from "~/lib/page-url.ts";
import { productPath, type ProductPathMatch } from "~/lib/product-path.ts";
import { breadcrumbsFor, seoFor } from "~/lib/seo.server.ts";
import { productJsonLd } from "./product-json-ld.ts";
import type { JsonLdNode } from "~/lib/json-ld.ts";
import { productHead, urlVariationId } from "./product-meta.ts";

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
    product = await app.rpc.getProduct(
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
  const head = productHead(product, variation, app.origin);
  const seo = seoFor(context, {
    title: head.title,
    description: head.description,
    keywords: head.keywords,
    paths: head.paths,
    type: "product",
    image: head.imageUrls[0],
  });
  const trail = [
    ...(product.defaultCategory?.breadcrumbs ?? []).map((crumb) => ({ name: crumb.name, path: `/${crumb.urlPath}` })),
    { name: product.texts.name, path: productPath(product.texts.urlPath, product.item.id, variationId) },
  ];
  // The catch-all adds the reviews and keeps it for the render (json-ld.server.ts).
  const jsonLd = [
    productJsonLd(product, variation, head, {
      url: seo.canonical,
      shopName: app.shopName,
    }),
    breadcrumbsFor(context, trail),
  ];
  return {
    kind: "product" as const,
    product,
    seo,
    jsonLd,
    /** The same product in each language (language switcher). */
    alternates: head.paths,
  };
}

/** What the product view gets: the JSON-LD only on a client-side navigation (json-ld.server.ts). */
export type ProductPageData = Omit<Awaited<ReturnType<typeof loadProductPage>>, "jsonLd"> & { jsonLd?: JsonLdNode[] };
