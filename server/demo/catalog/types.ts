import type { ProductShape } from "#server/demo/product-art/product-shapes.ts";

/** German and English text, written side by side in the data tables: [de, en]. */
export type Text2 = readonly [de: string, en: string];

export type ColourKey =
  | "sand"
  | "sage"
  | "anthracite"
  | "terracotta"
  | "midnight"
  | "cream"
  | "black"
  | "white"
  | "oak"
  | "walnut"
  | "brass"
  | "rose"
  | "ochre"
  | "lightgrey"
  | "forest"
  | "silver"
  | "steel"
  | "cognac";

export type SizeKey =
  | "c40"
  | "c50"
  | "c60"
  | "c30x50"
  | "t130"
  | "t150"
  | "p20"
  | "p24"
  | "p28"
  | "w80"
  | "w120"
  | "d160"
  | "d200"
  | "m1"
  | "m2";

export type TagKey = "new" | "bestseller" | "sustainable" | "outlet" | "handmade" | "smart" | "limited";

/** Which pool of review texts fits a product. */
export type ReviewTopic = "furniture" | "lighting" | "textiles" | "kitchen" | "audio" | "smart" | "accessories";

export type UnitCode = "C62" | "LTR" | "KGM" | "MTR" | "MTK";

/** A size choice with its own price (and base-price content, e.g. m² of a throw). */
export type SizeOption = { size: SizeKey; price: number; unitContent?: number };

/** One sellable product of a family; it becomes one item. */
export type ModelSpec = {
  /** Stable key, used by bundles and the outlet to point at this product. */
  key: string;
  name: Text2;
  /** Default gross price in EUR. */
  price: number;
  /** Width, height, depth (length) in mm. */
  dims: readonly [number, number, number];
  weightG: number;
  /** One sentence that sets this model apart from its family. */
  note?: Text2;
  colours?: readonly ColourKey[];
  sizes?: readonly SizeOption[];
  shape?: ProductShape;
  unitContent?: number;
  /** Added to the family's tags and order properties. */
  tags?: readonly TagKey[];
  orderProperties?: readonly number[];
  order?: { min: number; interval: number };
};

/** A product line: shared texts and rules for all its models. */
export type FamilySpec = {
  category: number;
  /** Also listed in the level-2 parent category (not as default). */
  parentCategory?: number;
  shape: ProductShape;
  manufacturerId: number;
  /** Short code for SKUs, three letters. */
  code: string;
  short: Text2;
  intro: Text2;
  features: readonly Text2[];
  material: Text2;
  care: Text2;
  /** Extra rows of technical data. */
  specs?: readonly (readonly [label: Text2, value: Text2])[];
  /** Electronics list their technical data; furniture shows a table. */
  techStyle?: "table" | "list";
  colours?: readonly ColourKey[];
  sizes?: readonly SizeOption[];
  unitCode?: UnitCode;
  unitContent?: number;
  order?: { min: number; interval: number };
  /** Furniture built after the order: long delivery times, may be sold beyond stock. */
  madeToOrder?: boolean;
  tags?: readonly TagKey[];
  /** Order property ids offered with every model. */
  orderProperties?: readonly number[];
  /** Cheap products sold with quantity discounts. */
  graduated?: boolean;
  reviewTopic: ReviewTopic;
  keywords: Text2;
  models: readonly ModelSpec[];
};
