import type { Locale } from "#common/constants.ts";
import type { tags } from "./item.table.ts";

export type ProductTag = { id: number; name: string; slug: string; color: string; textTone: "dark" | "light" };

/** Tags without a colour are white (docs/glossary.md, storefront spec §9). */
export const DEFAULT_TAG_COLOR = "#ffffff";

/**
 * Dark text on a tag whose background brightness (ITU-R BT.601 weights, 0-255) exceeds
 * 128, light text otherwise (docs/glossary.md, storefront spec §9). Unreadable colours count as white.
 */
export function tagTextTone(color: string | null): "dark" | "light" {
  const hex = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(color ?? "")?.[1];
  if (!hex) return "dark";
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex;
  const [r, g, b] = [0, 2, 4].map((offset) => Number.parseInt(full.slice(offset, offset + 2), 16)) as [
    number,
    number,
    number,
  ];
  const brightness = (r * 299 + g * 587 + b * 114) / 1000;
  return brightness > 128 ? "dark" : "light";
}

export function toProductTag(row: typeof tags.$inferSelect, locale: Locale): ProductTag {
  const color = row.color && /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(row.color) ? row.color : DEFAULT_TAG_COLOR;
  return { id: row.id, name: row.names[locale], slug: row.slugs[locale], color, textTone: tagTextTone(color) };
}
