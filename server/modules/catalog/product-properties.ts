import type { Locale } from "#common/constants.ts";
import { grossFromNet, money, type Money } from "#common/money.ts";
import { shownSurcharge, type SurchargeDisplay } from "#common/surcharge.ts";
import type { properties, propertyGroups, propertySelectionValues } from "./property.table.ts";

type PropertyRow = typeof properties.$inferSelect;
type GroupRow = typeof propertyGroups.$inferSelect;
type SelectionRow = typeof propertySelectionValues.$inferSelect;

export type OrderProperty = {
  id: number;
  valueType: PropertyRow["valueType"];
  name: string;
  description: string;
  isRequired: boolean;
  /** Starts chosen: never for a paid property (`startsPreSelected`). */
  isPreSelected: boolean;
  isMultiline: boolean;
  isShownAsAdditionalCosts: boolean;
  /** As the shopper's prices are shown (common/surcharge.ts): gross 'incl', or net 'plus'. */
  surcharge: { amount: Money; display: SurchargeDisplay } | null;
  selectionValues: { id: number; name: string }[];
  /** File properties: accepted extensions (lower case, without dot) and the size limit. */
  file: { acceptedFormats: string[]; maxFileSizeBytes: number | null } | null;
};

/** Properties without a group come in a group with id null and no name. */
export type OrderPropertyGroup = { id: number | null; name: string; properties: OrderProperty[] };

export type OrderProperties = {
  groups: OrderPropertyGroup[];
  hasOrderProperties: boolean;
  hasRequiredOrderProperty: boolean;
};

/**
 * Whether a property starts chosen: as the catalogue says, but never when it costs extra.
 * EU consumer law (Art. 22 Directive 2011/83/EU) forbids pre-ticked paid extras, whatever
 * the catalogue data says; a free one may start chosen.
 */
export function startsPreSelected(property: Pick<PropertyRow, "isPreSelected" | "surchargeCents">): boolean {
  return property.isPreSelected && property.surchargeCents <= 0;
}

const byPosition = <T extends { position: number; id: number }>(a: T, b: T) => a.position - b.position || a.id - b.id;

/** Groups an item's order properties: ungrouped first, then groups by position; each sorted by position. */
export function groupOrderProperties(
  rows: { property: PropertyRow; group: GroupRow | null }[],
  selectionValues: SelectionRow[],
  options: { locale: Locale; currency: string; vatRatePercent: number; showNetPrices: boolean },
): OrderProperties {
  const { locale, currency, vatRatePercent, showNetPrices } = options;
  const surchargeOf = (property: PropertyRow) => {
    if (property.surchargeCents <= 0) return null;
    // The shop sets a surcharge with or without VAT; the shopper sees it one way (common/surcharge.ts).
    const gross = property.surchargeIncludesVat
      ? property.surchargeCents
      : grossFromNet(property.surchargeCents, vatRatePercent);
    const shown = shownSurcharge(gross, vatRatePercent, showNetPrices);
    return { amount: money(shown.cents, currency, locale), display: shown.display };
  };
  const groups = new Map<number | null, { position: number; group: OrderPropertyGroup; rows: PropertyRow[] }>();
  for (const { property, group } of rows) {
    const key = group?.id ?? null;
    let entry = groups.get(key);
    if (!entry) {
      entry = {
        position: group ? group.position : Number.NEGATIVE_INFINITY,
        group: { id: key, name: group ? group.names[locale] : "", properties: [] },
        rows: [],
      };
      groups.set(key, entry);
    }
    entry.rows.push(property);
  }
  const ordered = [...groups.values()].sort((a, b) => a.position - b.position || (a.group.id ?? 0) - (b.group.id ?? 0));
  for (const entry of ordered) {
    entry.group.properties = entry.rows.sort(byPosition).map((property) => ({
      id: property.id,
      valueType: property.valueType,
      name: property.names[locale].name,
      description: property.names[locale].description,
      isRequired: property.isRequired,
      isPreSelected: startsPreSelected(property),
      isMultiline: property.isMultiline,
      isShownAsAdditionalCosts: property.isShownAsAdditionalCosts,
      surcharge: surchargeOf(property),
      selectionValues:
        property.valueType === "selection"
          ? selectionValues
              .filter((value) => value.propertyId === property.id)
              .sort(byPosition)
              .map((value) => ({ id: value.id, name: value.names[locale] }))
          : [],
      file:
        property.valueType === "file"
          ? { acceptedFormats: property.acceptedFormats, maxFileSizeBytes: property.maxFileSizeBytes }
          : null,
    }));
  }
  const all = ordered.flatMap((entry) => entry.group.properties);
  return {
    groups: ordered.map((entry) => entry.group),
    hasOrderProperties: all.length > 0,
    hasRequiredOrderProperty: all.some((property) => property.isRequired),
  };
}
