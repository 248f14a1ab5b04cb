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
 * The variation choice, then price, availability, quantity and order properties of the
 * chosen variation. While the choice names no variation (id -1) the panel says so instead
 * of a price; the fields and the button stay, and an add is refused (the choice travels in
 * the form, the server decides). A salable variation's fields sit in `purchaseForm`, which
 * adds the add-to-cart button.
 */
export function PurchasePanel({
  product,
  variation,
  shownVariation,
  picker,
  purchaseForm,
}: {
  product: ProductDetail;
  /** The chosen variation; null when the choice names none. */
  variation: ProductVariation | null;
  /** The last valid variation: its fields stay while the choice is invalid. */
  shownVariation: ProductVariation;
  picker: ReactNode;
  purchaseForm?: PurchaseForm | undefined;
}) {
  const t = useT();
  const formVariation = variation ?? shownVariation;
  const { minimumOrderQuantity: min, intervalOrderQuantity: step } = formVariation;
  const Form = formVariation.isSalable ? purchaseForm : undefined;
  const wrap = (fields: ReactNode) =>
    Form ? (
      <Form itemId={product.item.id} variation={formVariation}>
        {fields}
      </Form>
    ) : (
      <div className="space-y-6">{fields}</div>
    );
  return wrap(
    <>
      {picker}
      {variation ? (
        <>
          {variation.prices && <ProductPrice prices={variation.prices} />}
          <AvailabilityNote variation={variation} />
          {variation.bundle && <BundleComponentList bundle={variation.bundle} />}
        </>
      ) : (
        <p role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-3 font-medium text-red-900">
          {t("product.invalidVariation")}
        </p>
      )}
      {formVariation.isSalable && (
        <TextField
          key={formVariation.id}
          label={t("product.quantity")}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={min}
          step={step}
          max={formVariation.maximumOrderQuantity ?? undefined}
          defaultValue={min}
          hint={min > 1 || step > 1 ? t("product.quantityRule", { min, step }) : undefined}
          className="max-w-40"
        />
      )}
      <OrderPropertyList properties={product.orderProperties} itemId={product.item.id} />
    </>,
  );
}
