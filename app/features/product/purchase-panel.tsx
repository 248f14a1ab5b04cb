import type { ProductDetail, ProductVariation } from "#server/modules/catalog/product-types.ts";
import { TextField } from "~/components/ui/text-field.tsx";
import { useT } from "~/lib/i18n.tsx";
import { AvailabilityNote } from "./availability-note.tsx";
import { BundleComponentList } from "./bundle-components.tsx";
import { OrderPropertyList } from "./order-properties.tsx";
import { ProductPrice } from "./product-price.tsx";

/**
 * Price, availability, quantity and order properties of the chosen variation. The
 * add-to-cart button (and the form around these fields) comes with the cart.
 */
export function PurchasePanel({ product, variation }: { product: ProductDetail; variation: ProductVariation }) {
  const t = useT();
  const { minimumOrderQuantity: min, intervalOrderQuantity: step } = variation;
  return (
    <div className="space-y-6">
      {variation.prices && <ProductPrice prices={variation.prices} />}
      <AvailabilityNote variation={variation} />
      {variation.bundle && <BundleComponentList bundle={variation.bundle} />}
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
    </div>
  );
}
