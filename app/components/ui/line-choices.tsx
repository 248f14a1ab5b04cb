import type { Money } from "#common/money.ts";
import { surchargeText } from "#common/surcharge.ts";
import { useShopLocale, useT } from "~/lib/i18n.tsx";

export type LineAttribute = { name: string; value: string };
/** A surcharge of one piece, gross, with the line's VAT rate (common/surcharge.ts decides how it reads). */
export type LineSurcharge = { grossCents: number; vatRatePercent: number; currency: string };
export type LineProperty = { propertyId: number; name: string; displayValue: string; surcharge: LineSurcharge | null };

/** Answers with a surcharge (`price`, gross, of one piece) as the list shows them, at the line's VAT rate. */
export function lineProperties(
  params: { propertyId: number; name: string; displayValue: string; price: Money }[],
  vatRatePercent: number,
): LineProperty[] {
  return params.map(({ propertyId, name, displayValue, price }) => ({
    propertyId,
    name,
    displayValue,
    surcharge: price.value === 0 ? null : { grossCents: price.value, vatRatePercent, currency: price.currency },
  }));
}

/**
 * What the shopper chose for one cart or order line: the variation's attribute values
 * ("Farbe: Anthrazit"), then the order property answers with their surcharges, which read
 * as everywhere else (gross 'inkl.', or net 'zzgl.' where prices are shown net). One list
 * for the cart, the quick cart, the checkout and the confirmation, so no view loses the
 * choice. A property whose answer no longer resolves shows its name alone.
 */
export function LineChoices({
  attributes,
  properties,
  showNetPrices = false,
  className = "text-sm text-neutral-800",
}: {
  attributes: LineAttribute[];
  properties: LineProperty[];
  showNetPrices?: boolean;
  className?: string;
}) {
  const t = useT();
  const locale = useShopLocale();
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
          {property.surcharge && (
            <span className="text-neutral-700">
              {" "}
              ({surchargeText(t, property.surcharge, { locale, showNetPrices })})
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
