import { useRef } from "react";
import { useT } from "~/lib/i18n.tsx";
import { CartForm } from "./cart-form.tsx";
import { LazyQuickCart } from "./lazy-quick-cart.tsx";
import { useAddToCart } from "./use-add-to-cart.ts";

/**
 * The direct add button of a product card: `quantity` (one, or a wishlist entry's minimum
 * order quantity) of the card's variation. Listings show it only when the product can go
 * into the cart without choices (ProductSummary.canAddToCartDirectly, docs/glossary.md, storefront spec §5),
 * the wishlist when the entry needs no choice (ProductSummary.needsChoice).
 */
export function CardAddButton({
  variationId,
  productName,
  quantity = 1,
}: {
  variationId: number;
  productName: string;
  quantity?: number;
}) {
  const t = useT();
  const { add, added, close } = useAddToCart();
  const button = useRef<HTMLButtonElement>(null);
  // react-aria gives the focus back to what had it when the dialog opened. Should that have
  // been lost meanwhile (the list re-rendered under a slow answer), the focus would end on the
  // page itself: then it goes back to this button, where the keyboard user started.
  const closeAndRefocus = () => {
    close();
    setTimeout(() => {
      if (document.activeElement === null || document.activeElement === document.body) button.current?.focus();
    }, 50);
  };
  return (
    <>
      <CartForm intent="add" onSubmit={() => add({ productId: variationId, quantity })}>
        {(busy) => (
          <>
            <input type="hidden" name="productId" value={variationId} />
            <input type="hidden" name="quantity" value={quantity} />
            <button
              ref={button}
              type="submit"
              aria-label={t("cart.addNamedToCart", { name: productName })}
              aria-disabled={busy || undefined}
              aria-busy={busy || undefined}
              className="w-full rounded-md border border-primary-700 px-3 py-2 text-sm font-semibold text-primary-800 hover:bg-primary-50"
            >
              {t("cart.addToCart")}
            </button>
          </>
        )}
      </CartForm>
      {/* Outside the form: React events bubble through the dialog's portal. */}
      <LazyQuickCart added={added} onClose={closeAndRefocus} />
    </>
  );
}

/** The card slot of product lists: the direct add button where the listing allows it. */
export function cardAddButtonFor(product: { variationId: number; name: string; canAddToCartDirectly: boolean }) {
  return product.canAddToCartDirectly ? (
    <CardAddButton variationId={product.variationId} productName={product.name} />
  ) : null;
}
