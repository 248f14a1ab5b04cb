import type { Locale } from "#common/constants.ts";
import type { itemImages } from "./item.table.ts";

export type ProductImage = {
  id: number;
  /** File in the media folder; URLs come from common/media.ts. */
  fileName: string;
  cleanName: string;
  width: number;
  height: number;
  alt: string;
};

type ImageRow = { image: typeof itemImages.$inferSelect; variationId: number | null };

/**
 * Splits image rows (item images left-joined with their variation assignments, in
 * position order) into the item's list and each variation's own list. A variation
 * without assigned images shows all of them.
 */
export function groupImages(
  rows: ImageRow[],
  locale: Locale,
): { all: ProductImage[]; byVariation: Map<number, number[]>; byItem: Map<number, ProductImage[]> } {
  const all: ProductImage[] = [];
  const seen = new Set<number>();
  const byVariation = new Map<number, number[]>();
  const byItem = new Map<number, ProductImage[]>();
  for (const { image, variationId } of rows) {
    if (!seen.has(image.id)) {
      seen.add(image.id);
      const view: ProductImage = {
        id: image.id,
        fileName: image.fileName,
        cleanName: image.cleanName,
        width: image.width,
        height: image.height,
        alt: image.alt[locale],
      };
      all.push(view);
      const list = byItem.get(image.itemId) ?? [];
      list.push(view);
      byItem.set(image.itemId, list);
    }
    if (variationId !== null) {
      const ids = byVariation.get(variationId) ?? [];
      ids.push(image.id);
      byVariation.set(variationId, ids);
    }
  }
  return { all, byVariation, byItem };
}
