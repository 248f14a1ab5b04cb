import type { Money } from "#common/money.ts";
import { useT } from "~/lib/i18n.tsx";

export type LineAttribute = { name: string; value: string };
export type LineProperty = { propertyId: number; name: string; displayValue: string; surcharge: Money };

/** A cart line's answers (`price` is the surcharge of one piece) as the list shows them. */
export function cartLineProperties(
  params: { propertyId: number; name: string; displayValue: string; price: Money }[],
): LineProperty[] {
  return params.map(({ propertyId, name, displayValue, price }) => ({
    propertyId,
    name,
    displayValue,
    surcharge: price,
  }));
}

/**
 * What the shopper chose for one cart or order line: the variation's attribute values
 * ("Farbe: Anthrazit"), then the order property answers with their surcharges. One list
 * for the cart, the quick cart, the checkout and the confirmation, so no view loses the
 * choice. A property whose answer no longer resolves shows its name alone.
 */
export function LineChoices({
  attributes,
  properties,
  className = "text-sm text-neutral-800",
}: {
  attributes: LineAttribute[];
  properties: LineProperty[];
  className?: string;
}) {
  const t = useT();
  if (attributes.length === 0 && properties.length === 0) return null;
  return (
    <ul aria-label={t("cart.options")} className={className}>
      {attributes.map((attribute) => (
        <li key={`attribute-${attribute.name}`}>
          {attribute.name}: {attribute.value}
        </li>
      ))}
      {properties.map((property) => (
        <li key={`property-${property.propertyId}`}>
          {property.name}
          {property.displayValue !== "" && `: ${property.displayValue}`}
          {property.surcharge.value !== 0 && (
            <span className="text-neutral-700">
              {" "}
              ({t("product.surchargeIncl", { price: property.surcharge.formatted })})
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
