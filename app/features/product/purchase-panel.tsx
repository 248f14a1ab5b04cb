import type { ComponentType, ReactNode } from "react";
import type { ProductDetail, ProductVariation } from "#server/modules/catalog/product-types.ts";
import { TextField } from "~/components/ui/text-field.tsx";
import { useT } from "~/lib/i18n.tsx";
import { AvailabilityNote } from "./availability-note.tsx";
import { BundleComponentList } from "./bundle-components.tsx";
import { OrderPropertyList } from "./order-properties.tsx";
import { ProductPrice } from "./product-price.tsx";

/**
 * The add-to-cart form around the quantity and order property fields (the cart's, given by
 * the route). A component, not a render function: it keeps state (the quick cart dialog).
 */
export type PurchaseForm = ComponentType<{ itemId: number; variation: ProductVariation; children: ReactNode }>;

/**
 * Price, availability, quantity and order properties of the chosen variation. A salable
 * variation's fields sit in `purchaseForm`, which adds the add-to-cart button.
 */
export function PurchasePanel({
  product,
  variation,
  purchaseForm,
}: {
  product: ProductDetail;
  variation: ProductVariation;
  purchaseForm?: PurchaseForm | undefined;
}) {
  const t = useT();
  const { minimumOrderQuantity: min, intervalOrderQuantity: step } = variation;
  const Form = variation.isSalable ? purchaseForm : undefined;
  const wrap = (fields: ReactNode) =>
    Form ? (
      <Form itemId={product.item.id} variation={variation}>
        {fields}
      </Form>
    ) : (
      fields
    );
  return (
    <div className="space-y-6">
      {variation.prices && <ProductPrice prices={variation.prices} />}
      <AvailabilityNote variation={variation} />
      {variation.bundle && <BundleComponentList bundle={variation.bundle} />}
      {wrap(
        <>
          {variation.isSalable && (
            <TextField
              key={variation.id}
              label={t("product.quantity")}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={min}
              step={step}
              max={variation.maximumOrderQuantity ?? undefined}
              defaultValue={min}
              hint={min > 1 || step > 1 ? t("product.quantityRule", { min, step }) : undefined}
              className="max-w-40"
            />
          )}
          <OrderPropertyList properties={product.orderProperties} itemId={product.item.id} />
        </>,
      )}
    </div>
  );
}
