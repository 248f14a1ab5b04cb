import { Breadcrumbs } from "~/components/ui/breadcrumbs.tsx";
import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { ShopFrame } from "~/features/layout/shop-frame.tsx";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";
import type { CategoryPageData } from "./category-page.server.ts";
import { ProductListing } from "./product-listing.tsx";
import { useViewer } from "~/lib/viewer.tsx";

/**
 * A category page: breadcrumbs, subcategories and, for an item category, the products of
 * the category and its subcategories. `cardActions` is the per-card slot (wishlist).
 */
export function CategoryPage({
  data,
  cardActions,
  cardBuyAction,
  blocks,
}: {
  data: CategoryPageData;
  /** The page's blocks (docs/glossary.md, editor spec §3), rendered by the route between subcategories and products. */
  blocks?: ReactNode;
  cardActions?: ComponentProps<typeof ProductListing>["cardActions"];
  cardBuyAction?: ComponentProps<typeof ProductListing>["cardBuyAction"];
}) {
  const t = useT();
  const { prefix } = useRootData();
  const { session } = useViewer();
  const { page } = data;
  const details = page.category.details[0];
  // getCategoryPage names every child; customers-only ones are links for customers only.
  const children = page.category.children.filter(
    (c) => c.details[0] && (c.right !== "customer" || session.state === "authorized"),
  );
  return (
    <ShopFrame>
      <main id="main" className="mx-auto max-w-7xl px-4 py-8">
        <Breadcrumbs
          trail={page.breadcrumbs.slice(0, -1).map((crumb) => ({ name: crumb.name, path: `/${crumb.urlPath}` }))}
          current={page.breadcrumbs.at(-1)?.name ?? details?.name ?? ""}
        />
        <h1 className="mt-4 text-3xl font-semibold">{details?.name}</h1>
        {children.length > 0 && (
          <section aria-labelledby="subcategories" className="mt-6">
            <h2 id="subcategories" className="text-lg font-semibold">
              {t("category.subcategories")}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {children.map((child) => (
                <li key={child.id}>
                  <Link
                    to={withPrefix(prefix, `/${child.details[0]?.urlPath ?? ""}`)}
                    className="block rounded-full border border-neutral-300 px-4 py-2 text-sm font-semibold hover:border-primary-600 hover:bg-primary-50"
                  >
                    {child.details[0]?.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        {blocks && <div className="mt-(--block-spacing)">{blocks}</div>}
        {data.listing && (
          <ProductListing
            listing={data.listing}
            query={data.query}
            cardActions={cardActions}
            cardBuyAction={cardBuyAction}
          />
        )}
      </main>
    </ShopFrame>
  );
}
