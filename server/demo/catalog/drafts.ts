import type { ProductShape } from "#server/demo/product-art/product-shapes.ts";
import { FAMILIES } from "./families/all.ts";
import { BUNDLES, type BundleSpec } from "./families/bundles.ts";
import { OUTLET, OUTLET_CONDITIONS } from "./families/outlet.ts";
import { shopPriceCents } from "./money.ts";
import type { ColourKey, FamilySpec, ModelSpec, ReviewTopic, SizeOption, TagKey, Text2, UnitCode } from "./types.ts";

/** One future item with everything resolved from its family, model, outlet or bundle entry. */
export type ProductDraft = {
  key: string;
  itemType: "default" | "bundle" | "set";
  name: Text2;
  short: Text2;
  paragraphs: readonly Text2[];
  features: readonly Text2[];
  material: Text2;
  care: Text2;
  specs: readonly (readonly [Text2, Text2])[];
  techStyle: "table" | "list";
  category: number;
  parentCategory: number | undefined;
  /** The department whose art direction the images follow (outlet pieces keep their origin's). */
  imageCategory: number;
  manufacturerId: number;
  code: string;
  shape: ProductShape;
  colours: readonly ColourKey[];
  sizes: readonly SizeOption[];
  /** Regular gross price in cents (per size when sizes are given). */
  priceCents: number;
  dims: readonly [number, number, number];
  weightG: number;
  unitCode: UnitCode;
  unitContent: number;
  order: { min: number; interval: number };
  madeToOrder: boolean;
  tags: readonly TagKey[];
  orderProperties: readonly number[];
  graduated: boolean;
  reviewTopic: ReviewTopic;
  keywords: Text2;
  /** Outlet pieces: the regular price, shown as the recommended retail price. */
  regularPriceCents?: number;
  bundle?: BundleSpec;
};

const cents = (eur: number) => Math.round(eur * 100);

function fromModel(family: FamilySpec, model: ModelSpec): ProductDraft {
  return {
    key: model.key,
    itemType: "default",
    name: model.name,
    short: family.short,
    paragraphs: model.note ? [family.intro, model.note] : [family.intro],
    features: family.features,
    material: family.material,
    care: family.care,
    specs: family.specs ?? [],
    techStyle: family.techStyle ?? "table",
    category: family.category,
    parentCategory: family.parentCategory,
    imageCategory: family.category,
    manufacturerId: family.manufacturerId,
    code: family.code,
    shape: model.shape ?? family.shape,
    colours: model.colours ?? family.colours ?? ["sand"],
    sizes: model.sizes ?? family.sizes ?? [],
    priceCents: cents(model.price),
    dims: model.dims,
    weightG: model.weightG,
    unitCode: family.unitCode ?? "C62",
    unitContent: model.unitContent ?? family.unitContent ?? 1,
    order: model.order ?? family.order ?? { min: 1, interval: 1 },
    madeToOrder: family.madeToOrder ?? false,
    tags: [...(family.tags ?? []), ...(model.tags ?? [])],
    orderProperties: [...(family.orderProperties ?? []), ...(model.orderProperties ?? [])],
    graduated: family.graduated ?? false,
    reviewTopic: family.reviewTopic,
    keywords: family.keywords,
  };
}

const join = (a: Text2, b: Text2, separator: string): Text2 => [
  `${a[0]}${separator}${b[0]}`,
  `${a[1]}${separator}${b[1]}`,
];

export function productDrafts(): ProductDraft[] {
  const regular = FAMILIES.flatMap((family) => family.models.map((model) => fromModel(family, model)));
  const byKey = new Map(regular.map((draft) => [draft.key, draft]));
  const source = (key: string): ProductDraft => {
    const draft = byKey.get(key);
    if (!draft) throw new Error(`demo catalog: unknown product key ${key}`);
    return draft;
  };

  const outlet = OUTLET.map((spec): ProductDraft => {
    const original = source(spec.source);
    const condition = OUTLET_CONDITIONS[spec.condition];
    const size = original.sizes.find((option) => option.size === spec.size);
    const regularPriceCents = size ? cents(size.price) : original.priceCents;
    const priceCents = shopPriceCents(regularPriceCents * (1 - spec.discount));
    return {
      ...original,
      key: `outlet-${spec.source}`,
      name: join(original.name, condition.suffix, " – "),
      paragraphs: [condition.text, ...original.paragraphs],
      category: 32,
      parentCategory: undefined,
      code: "OUT",
      colours: [spec.colour],
      // A size carries its own price, so the outlet price goes into the size as well.
      sizes: size ? [{ ...size, price: priceCents / 100 }] : [],
      priceCents,
      regularPriceCents,
      madeToOrder: false,
      tags: ["outlet"],
      orderProperties: [],
      graduated: false,
    };
  });

  const bundles = BUNDLES.map((spec): ProductDraft => {
    const parts = spec.components.map((component) => source(component.source));
    const first = parts[0];
    if (!first) throw new Error(`demo catalog: bundle ${spec.key} has no components`);
    return {
      ...first,
      key: spec.key,
      itemType: spec.itemType,
      name: spec.name,
      short: spec.short,
      paragraphs: [spec.intro],
      features: spec.components.map((component, index): Text2 => {
        const name = parts[index]?.name ?? ["", ""];
        return [`${component.quantity} × ${name[0]}`, `${component.quantity} × ${name[1]}`];
      }),
      specs: [],
      category: spec.category,
      parentCategory: spec.parentCategory,
      imageCategory: spec.category,
      code: spec.itemType === "set" ? "SET" : "BDL",
      colours: [],
      sizes: [],
      priceCents: 0,
      weightG: parts.reduce((sum, part, index) => sum + part.weightG * (spec.components[index]?.quantity ?? 1), 0),
      unitCode: "C62",
      unitContent: 1,
      order: { min: 1, interval: 1 },
      tags: [],
      orderProperties: [],
      graduated: false,
      bundle: spec,
    };
  });

  return [...regular, ...outlet, ...bundles];
}
