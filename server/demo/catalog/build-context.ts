import { idSequence, type CatalogRows } from "./catalog-rows.ts";
import type { ColourKey, SizeKey } from "./types.ts";

export type BuiltVariation = { id: number; colour: ColourKey | null; size: SizeKey | null; priceCents: number };

/** State shared by the builders while they walk the drafts: the rows so far and the id counters. */
export type BuildContext = {
  now: Date;
  rows: CatalogRows;
  ids: Record<"variation" | "price" | "history" | "movement" | "image" | "review" | "reply", () => number>;
  /** Variations by product key, colour and size, for bundle components. */
  variationsByKey: Map<string, BuiltVariation[]>;
};

export function variationKey(colour: ColourKey | null, size: SizeKey | null): string {
  return `${colour ?? "-"}/${size ?? "-"}`;
}

export function createContext(now: Date, lookups: Pick<CatalogRows, LookupTable>): BuildContext {
  return {
    now,
    rows: {
      ...lookups,
      items: [],
      itemTexts: [],
      itemCategories: [],
      itemTags: [],
      itemProperties: [],
      variations: [],
      variationAttributeValues: [],
      variationPrices: [],
      priceHistory: [],
      bundleComponents: [],
      stock: [],
      stockMovements: [],
      itemImages: [],
      variationImages: [],
      reviews: [],
      reviewReplies: [],
      imageJobs: [],
    },
    ids: {
      // Variations get ids far from the item ids, so a number in a log says which it is.
      variation: idSequence(10000),
      price: idSequence(1),
      history: idSequence(1),
      movement: idSequence(1),
      image: idSequence(1),
      review: idSequence(1),
      reply: idSequence(1),
    },
    variationsByKey: new Map(),
  };
}

export type LookupTable =
  | "manufacturers"
  | "availabilities"
  | "units"
  | "tags"
  | "attributes"
  | "attributeValues"
  | "propertyGroups"
  | "properties"
  | "propertySelectionValues";
