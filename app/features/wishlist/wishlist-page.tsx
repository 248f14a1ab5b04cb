import { Breadcrumbs } from "~/components/ui/breadcrumbs.tsx";
import { useCallback, useEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import type { ProductSummary } from "#server/modules/catalog-view/product-summaries.ts";
import { ShopFrame } from "~/features/layout/shop-frame.tsx";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";
import { WishlistBuyAction } from "./wishlist-buy-action.tsx";
import type { WishlistPageData } from "./wishlist-page.server.ts";
import { WishlistRemoveButton } from "./wishlist-remove-button.tsx";

type ListProps = {
  data: WishlistPageData;
  renderCard: (product: ProductSummary, index: number) => ReactNode;
  addToCart: (product: ProductSummary, quantity: number) => ReactNode;
};

/** /wishlist: the list in the shop's frame, with breadcrumbs. */
export function WishlistPage(props: ListProps) {
  const t = useT();
  return (
    <ShopFrame>
      <main id="main" className="mx-auto max-w-7xl px-4 py-8">
        <Breadcrumbs current={t("wishlist.title")} />
        <WishlistList {...props} className="mt-4" />
      </main>
    </ShopFrame>
  );
}

/**
 * The wishlist: a card per wishlisted variation with a way to buy it (WishlistBuyAction)
 * and a remove button, or a way back to the shop when the list is empty. An entry that cannot
 * be bought now says so; entries the shop no longer offers have no card at all
 * (getWishlistProducts). /wishlist and the account's /my-account/wishlist show it. The route gives what features do not import from each other:
 * `renderCard` draws a product card (the catalog's) whose heading is an h2, `addToCart` the
 * cart's add button for a quantity of the entry's variation.
 */
export function WishlistList({ data, renderCard, addToCart, className = "" }: ListProps & { className?: string }) {
  const t = useT();
  const { prefix } = useRootData();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const removed = useRef(false);
  const markRemoved = useCallback(() => {
    removed.current = true;
  }, []);
  const { products } = data;
  // The removed entry's button disappears with the reloaded list: the focus goes to the
  // heading, which then reads the new count.
  useEffect(() => {
    if (!removed.current) return;
    removed.current = false;
    headingRef.current?.focus();
  }, [products]);

  return (
    <>
      <h1 ref={headingRef} tabIndex={-1} className={`text-3xl font-semibold ${className}`}>
        {t("wishlist.title")}{" "}
        <span className="text-xl font-normal text-neutral-700">
          ({t("wishlist.count", { count: products.length })})
        </span>
      </h1>
      {products.length > 0 ? (
        <>
          <p className="mt-2 text-neutral-800">{t("wishlist.intro")}</p>
          <ul className="mt-8 grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 xl:grid-cols-4">
            {products.map((product, index) => (
              <li key={product.variationId} className="flex flex-col gap-3">
                <div className="flex-1">{renderCard(product, index)}</div>
                <WishlistBuyAction product={product} addToCart={addToCart} />
                <WishlistRemoveButton
                  variationId={product.variationId}
                  productName={product.name}
                  onRemoved={markRemoved}
                />
              </li>
            ))}
          </ul>
          <p className="mt-8 text-sm text-neutral-700">
            {t(products[0]?.prices.isNet ? "catalog.vatNoteNet" : "catalog.vatNoteGross")}
          </p>
        </>
      ) : (
        <div className="mt-8 rounded-lg border border-dashed border-neutral-400 p-8 text-center">
          <p className="text-neutral-800">{t("wishlist.empty")}</p>
          <Link to={withPrefix(prefix, "/")} className="mt-4 inline-flex font-semibold text-primary-800 underline">
            {t("wishlist.continueShopping")}
          </Link>
        </div>
      )}
    </>
  );
}
