import { itemTag } from "#common/page-cache-tags.ts";
import { data, redirect, type RouterContextProvider } from "react-router";
import { translatorFor } from "#common/i18n/translator.ts";
import { AppError } from "#server/errors.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { withPrefix, type LocalePrefix } from "~/lib/locale-path.ts";
import { pagePath, pageUrl } from "~/lib/page-url.ts";
import { listingQueryOf } from "./listing-query.server.ts";
import { robotsContent } from "~/lib/seo.ts";
import { breadcrumbsFor, seoFor } from "~/lib/seo.server.ts";
import { jsonLdForPage } from "~/lib/json-ld.server.ts";
import { canonicalListingSearch, isListingVariant, listingInput } from "./listing-search-params.ts";
import { listingItemList } from "./listing-seo.server.ts";
import { cardProduct } from "./card-product.ts";

/**
 * A category or content page at a slug path; customers-only categories send visitors to
 * login. An item category lists its products and those of its subcategories (getFacet),
 * in the state the URL names (listing-search-params.ts).
 */
export async function loadCategoryPage(
  context: Readonly<RouterContextProvider>,
  request: Request,
  location: { prefix: LocalePrefix; rest: string },
) {
  const app = getAppContext(context);
  const url = pageUrl(request);
  let urlPath: string;
  try {
    urlPath = decodeURIComponent(pagePath(location.rest)).replace(/^\/+|\/+$/g, "");
  } catch {
    throw data(null, { status: 404 });
  }
  const query = listingQueryOf(url);
  try {
    const page = await app.rpc.getCategoryPage({ urlPath });
    const alternates = Object.fromEntries(
      Object.entries(page.pathByLocale).map(([locale, path]) => [locale, `/${path}`]),
    );
    const details = page.category.details[0];
    const name = details?.metaTitle || details?.name || "";
    const listing =
      page.category.type === "item"
        ? await app.rpc.getFacet({
            categoryId: page.category.id,
            ...listingInput(query),
          })
        : null;
    const t = translatorFor(app.locale);
    const title = query.page > 1 ? t("catalog.pageTitle", { name, page: query.page }) : name;
    const shop = app.shopName;
    const itemList = listing && listingItemList(context, listing, details?.name ?? name);
    const seo = seoFor(context, {
      title,
      description: details?.metaDescription || t("seo.categoryDescription", { name: details?.name ?? name, shop }),
      keywords: details?.metaKeywords || t("seo.keywords"),
      paths: alternates,
      search: canonicalListingSearch(query),
      // The operator's canonical URL names the category as a whole, not one of its pages.
      canonicalOverride: query.page === 1 ? details?.canonicalLink || undefined : undefined,
      robots: robotsContent(details?.metaRobots ?? "ALL", { noindex: isListingVariant(query) }),
    });
    const jsonLd = jsonLdForPage(context, [
      breadcrumbsFor(
        context,
        page.breadcrumbs.map((crumb) => ({ name: crumb.name, path: `/${crumb.urlPath}` })),
      ),
      ...(itemList ? [itemList] : []),
    ]);
    // A shared page is retired when one of the products it shows changes (docs/page-cache.md).
    app.page.tag(...(listing?.products ?? []).map((product) => itemTag(product.itemId)));
    return {
      kind: "category" as const,
      page: { category: categoryForPage(page.category), breadcrumbs: page.breadcrumbs },
      alternates,
      // The listing without getFacet's copy of the category, its cards as they are shown.
      listing: listing && {
        pagination: listing.pagination,
        products: listing.products.map(cardProduct),
        facets: listing.facets,
      },
      query,
      seo,
      jsonLd,
    };
  } catch (error) {
    if (error instanceof AppError && error.kind === "unauthorized") {
      throw redirect(`${withPrefix(location.prefix, "/login")}?redirect=${encodeURIComponent(url.pathname)}`);
    }
    if (error instanceof AppError && (error.kind === "not_found" || error.kind === "invalid_data")) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}

type PageCategory = Awaited<ReturnType<ReturnType<typeof getAppContext>["rpc"]["getCategoryPage"]>>["category"];

/**
 * What the page shows of its category, the rest stays on the server (it is sent to the browser
 * for hydration: issue 14): its id, its name and its children's names, paths and rights.
 */
function categoryForPage(category: PageCategory) {
  const nameOf = (details: PageCategory["details"]) =>
    details.slice(0, 1).map((detail) => ({ name: detail.name, urlPath: detail.urlPath }));
  return {
    id: category.id,
    details: nameOf(category.details),
    children: category.children.map((child) => ({ id: child.id, right: child.right, details: nameOf(child.details) })),
  };
}

export type CategoryPageData = Awaited<ReturnType<typeof loadCategoryPage>>;
