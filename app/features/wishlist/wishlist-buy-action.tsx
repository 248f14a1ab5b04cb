import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ProductSummary } from "#server/modules/catalog-view/product-summaries.ts";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { productPath } from "~/lib/product-path.ts";
import { useRootData } from "~/lib/root-data.ts";

/**
 * What a wishlist entry offers to buy: the add-to-cart button (the cart's, given by the
 * route as `addToCart`, for the variation's minimum order quantity), or for an item whose
 * product page must ask first (a required order property, a set) a link there, or the note
 * that it cannot be ordered now. The cart checks everything again when it adds.
 */
export function WishlistBuyAction({
  product,
  addToCart,
}: {
  product: ProductSummary;
  addToCart: (product: ProductSummary, quantity: number) => ReactNode;
}) {
  const t = useT();
  const { prefix } = useRootData();
  if (!product.salable) {
    return <p className="text-sm font-semibold text-red-800">{t("product.notSalable")}</p>;
  }
  if (product.needsChoice) {
    const href = withPrefix(prefix, productPath(product.urlPath, product.itemId, product.linkVariationId));
    return (
      <Link
        to={href}
        aria-label={t("wishlist.chooseOptionsNamed", { name: product.name })}
        className="block w-full rounded-md border border-primary-700 px-3 py-2 text-center text-sm font-semibold text-primary-800 hover:bg-primary-50"
      >
        {t("wishlist.chooseOptions")}
      </Link>
    );
  }
  const { minimum } = product.orderQuantity;
  return (
    <div className="flex flex-col gap-1">
      {addToCart(product, minimum)}
      {minimum > 1 && <p className="text-sm text-neutral-800">{t("wishlist.addsMinimum", { min: minimum })}</p>}
    </div>
  );
}
