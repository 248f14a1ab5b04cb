import { itemTag } from "#common/page-cache-tags.ts";
import { preloadModule } from "react-dom";
import pageChunks from "virtual:page-chunks";
import { loadCategoryPage } from "~/features/catalog/category-page.server.ts";
import { loadProductPage } from "~/features/product/product-page.server.ts";
import { splitLocalePrefix } from "~/lib/locale-path.ts";
import { parseProductPath } from "~/lib/product-path.ts";
import type { Route } from "./+types/catch-all";
import { pageUrl } from "~/lib/page-url.ts";
import { loadReviews } from "~/features/reviews/reviews.server.ts";
import { withReviews } from "~/lib/json-ld.ts";
import { jsonLdForPage } from "~/lib/json-ld.server.ts";
import { seoMeta } from "~/lib/seo.ts";
import { loadPageBlocks } from "~/features/blocks/page-blocks.server.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { loadEditableBlocks } from "~/editable-blocks-loader.tsx";
import { loadPageView, PAGE_VIEW_TEXTS, pageView, type PageViewKind } from "./catch-all-views.ts";
import { useShopLocale } from "~/lib/i18n.tsx";
import { preloadTexts } from "~/lib/preload-texts.ts";
import { redirectFromOldPath } from "./category-redirect.server.ts";

/** What the loader will find at a path: a product path is one by its form alone. */
function kindOfPath(pathname: string): PageViewKind {
  return parseProductPath(splitLocalePrefix(pathname).rest) ? "product" : "category";
}

// The browser fetches the page kind's chunk as soon as this module is in, before hydration
// (the server named it as a modulepreload, so it is usually in already).
if (typeof document !== "undefined") void loadPageView(kindOfPath(window.location.pathname));

/**
 * Every path no other route claims: a product (/{slug...}_{itemId}[_{variationId}]), a
 * category or content page (/{slug...}), or the 404 page.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const location = splitLocalePrefix(pageUrl(request).pathname);
  const product = parseProductPath(location.rest);
  if (product) {
    const [page, reviews] = await Promise.all([
      loadProductPage(context, request, { ...location, ...product }),
      loadReviews(context, request, product.itemId),
      loadPageView("product"),
    ]);
    const jsonLd = jsonLdForPage(context, withReviews(page.jsonLd, reviews?.reviews ?? []));
    // A shared page is retired when its product changes (stock, reviews; docs/page-cache.md).
    getAppContext(context).page.tag(itemTag(product.itemId));
    return { ...page, reviews, jsonLd };
  }
  const [category] = await Promise.all([
    loadCategoryPage(context, request, location).catch((error: unknown) =>
      redirectFromOldPath(context, request, location, error),
    ),
    loadPageView("category"),
  ]);
  // The page's own blocks (docs/blocks.md "Rendering"); a page without any shows none.
  const [content, editor] = await Promise.all([
    loadPageBlocks(context, { identifier: String(category.page.category.id), type: "category" }),
    getAppContext(context).rpc.getEditorSession(),
  ]);
  // In edit mode the editable canvas is server-rendered: its chunk must be in before rendering.
  if (editor.editing) await loadEditableBlocks();
  return { ...category, content };
}

/** A client-side navigation fetches the kind's chunk together with the loader data, not after it. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadPageView(kindOfPath(new URL(request.url).pathname))]);
  return data;
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function CatchAllPage({ loaderData }: Route.ComponentProps) {
  // On the server: the kind's chunk and its texts as modulepreloads in the head (empty in the browser).
  for (const href of pageChunks[loaderData.kind] ?? []) preloadModule(href, { as: "script" });
  preloadTexts(useShopLocale(), PAGE_VIEW_TEXTS[loaderData.kind]);
  // Not created here: catch-all-views.ts keeps one component per kind, the same in every render.
  if (loaderData.kind === "product") {
    const ProductView = pageView("product");
    // eslint-disable-next-line react-hooks/static-components
    return <ProductView data={loaderData} />;
  }
  const CategoryView = pageView("category");
  // eslint-disable-next-line react-hooks/static-components
  return <CategoryView data={loaderData} />;
}
