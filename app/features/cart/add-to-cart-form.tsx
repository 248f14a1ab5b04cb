import type { ReactNode } from "react";
import type { ProductVariation } from "#server/modules/catalog/product-types.ts";
import { Button } from "~/components/ui/button.tsx";
import { useT } from "~/lib/i18n.tsx";
import { addPayload, readAddForm } from "./add-payload.ts";
import { CartForm } from "./cart-form.tsx";
import { LazyQuickCart } from "./lazy-quick-cart.tsx";
import { useAddToCart } from "./use-add-to-cart.ts";

/**
 * The product page's buy box: the quantity and order property fields (children) with the
 * add-to-cart button. The browser checks min, step and required fields first; the server
 * decides (minimum and interval quantity, required properties, stock). A success opens
 * the quick cart; a refusal is a notification, and its cart replaces the browser's.
 */
export function AddToCartForm({
  itemId,
  variation,
  children,
}: {
  itemId: number;
  variation: ProductVariation;
  children: ReactNode;
}) {
  const t = useT();
  const { add, added, close } = useAddToCart();
  return (
    <>
      <CartForm intent="add" multipart className="space-y-6" onSubmit={(form) => add(addPayload(readAddForm(form)))}>
        {(busy) => (
          <>
            <input type="hidden" name="productId" value={variation.id} />
            <input type="hidden" name="itemId" value={itemId} />
            {children}
            {/* aria-disabled, not disabled: a disabled button drops the focus the dialog gives back. */}
            <Button
              type="submit"
              aria-disabled={busy || undefined}
              aria-busy={busy || undefined}
              className="w-full sm:w-auto"
            >
              {t("cart.addToCart")}
            </Button>
          </>
        )}
      </CartForm>
      {/* Outside the form: React events bubble through the dialog's portal. */}
      <LazyQuickCart added={added} onClose={close} />
    </>
  );
}
