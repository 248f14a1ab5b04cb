import type { OrderProperty } from "#server/modules/catalog/product-properties.ts";

/**
 * Marks after an order property's name (docs/glossary.md, storefront spec §5): '*' for a surcharge,
 * '**' for a required property, both (separated by a space) for a required one with a
 * surcharge. The legend under the properties explains them.
 */
export function propertyMarks(property: Pick<OrderProperty, "surcharge" | "isRequired">): string {
  return [property.surcharge ? "*" : "", property.isRequired ? "**" : ""].filter(Boolean).join(" ");
}

/**
 * Whether the field starts chosen. The server already answers `isPreSelected: false` for a
 * paid property (`startsPreSelected`); the field holds the same line, because a pre-ticked
 * paid extra is unlawful (EU consumer rights directive, Art. 22) whoever sent the data.
 */
export function startsChosen(property: Pick<OrderProperty, "isPreSelected" | "surcharge">): boolean {
  return property.isPreSelected && property.surcharge === null;
}

/** Which marks the legend must explain. */
export function legendFor(properties: Pick<OrderProperty, "surcharge" | "isRequired">[]) {
  return {
    surcharge: properties.some((property) => property.surcharge !== null),
    required: properties.some((property) => property.isRequired),
  };
}

/**
 * "5 MB", "500 kB": a file size limit for people. Binary multiples, as upload limits are
 * usually set (5 MB = 5 × 1024 × 1024 bytes).
 */
export function formatFileSize(bytes: number, locale: string): string {
  const [unit, divisor] = bytes >= 1024 * 1024 ? (["megabyte", 1024 * 1024] as const) : (["kilobyte", 1024] as const);
  return new Intl.NumberFormat(locale, { style: "unit", unit, maximumFractionDigits: 1 }).format(bytes / divisor);
}
