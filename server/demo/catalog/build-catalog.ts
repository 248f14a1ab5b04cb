import { ATTRIBUTE_VALUES, ATTRIBUTES } from "./attributes.ts";
import { buildBundleVariation, type GroupShot } from "./build-bundles.ts";
import { createContext } from "./build-context.ts";
import { buildImages } from "./build-images.ts";
import { buildReviews } from "./build-reviews.ts";
import { buildVariations } from "./build-variations.ts";
import { daysBefore, type CatalogRows } from "./catalog-rows.ts";
import { productDrafts, type ProductDraft } from "./drafts.ts";
import { descriptionHtml, keywords, LANGS, metaDescription, pickLang, technicalDataHtml } from "./item-texts.ts";
import { AVAILABILITIES, MANUFACTURERS, TAG_IDS, TAGS, UNITS } from "./lookups.ts";
import { ORDER_PROPERTIES, PROPERTY_GROUPS, PROPERTY_SELECTION_VALUES } from "./order-properties.ts";
import { createRng } from "./prng.ts";
import { createSlugRegistry } from "./slug.ts";
import type { TagKey } from "./types.ts";

export const FIRST_ITEM_ID = 1000;

/**
 * The copy of a draft for a catalog seeded at a scale (benchmarks): its own key (so its own
 * random prices, stock and reviews), and a name with the copy's number, so names and slugs
 * stay distinct. Copy 1 is the draft itself.
 */
function scaledDraft(draft: ProductDraft, copy: number): ProductDraft {
  if (copy === 1) return draft;
  return {
    ...draft,
    key: `${draft.key}~${copy}`,
    name: [`${draft.name[0]} Serie ${copy}`, `${draft.name[1]} series ${copy}`],
  };
}

/**
 * The whole demo catalog as rows. Pure and deterministic apart from `now`, which only moves
 * dates (creation, reviews, offers, price history) relative to the day of seeding.
 *
 * `scale` > 1 (benchmarks, `npm run seed -- --scale 10`) appends scale - 1 copies of every
 * product after the demo catalog, whose rows stay exactly those of scale 1. The copies reuse
 * the images of their originals instead of rendering new ones.
 */
export function buildCatalog(now: Date, options: { scale?: number } = {}): CatalogRows {
  const scale = options.scale ?? 1;
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`demo catalog: scale must be a whole number >= 1`);
  const ctx = createContext(now, {
    manufacturers: MANUFACTURERS,
    availabilities: AVAILABILITIES,
    units: UNITS,
    tags: TAGS,
    attributes: ATTRIBUTES,
    attributeValues: ATTRIBUTE_VALUES,
    propertyGroups: PROPERTY_GROUPS,
    properties: ORDER_PROPERTIES,
    propertySelectionValues: PROPERTY_SELECTION_VALUES,
  });
  const { rows } = ctx;
  const drafts = productDrafts();
  const draftsByKey = new Map<string, ProductDraft>(drafts.map((draft) => [draft.key, draft]));
  const slugs = { de: createSlugRegistry(), en: createSlugRegistry() };
  const manufacturerName = new Map(MANUFACTURERS.map((manufacturer) => [manufacturer.id, manufacturer.name]));
  const categoryPositions = new Map<number, number>();
  const nextPosition = (categoryId: number) => {
    const position = categoryPositions.get(categoryId) ?? 0;
    categoryPositions.set(categoryId, position + 1);
    return position;
  };

  const originalImages = new Map<number, string[]>();
  const scaled = Array.from({ length: scale }, (_, copy) => drafts.map((draft) => scaledDraft(draft, copy + 1))).flat();

  scaled.forEach((draft, index) => {
    const itemId = FIRST_ITEM_ID + index;
    const original = index >= drafts.length ? FIRST_ITEM_ID + (index % drafts.length) : null;
    const rng = createRng(`item:${draft.key}`);
    const isNew = draft.itemType === "default" && draft.regularPriceCents === undefined && rng.chance(0.1);
    const createdAt = daysBefore(now, isNew ? rng.int(2, 25) : rng.int(45, 720));
    rows.items.push({ id: itemId, itemType: draft.itemType, manufacturerId: draft.manufacturerId, createdAt });

    const source = { ...draft, manufacturer: manufacturerName.get(draft.manufacturerId) ?? "" };
    for (const lang of LANGS) {
      const name = pickLang(draft.name, lang);
      rows.itemTexts.push({
        itemId,
        lang,
        name,
        urlPath: slugs[lang](name),
        title: name,
        shortDescription: pickLang(draft.short, lang),
        description: descriptionHtml(source, lang),
        technicalData: technicalDataHtml(source, lang),
        metaDescription: metaDescription(source, lang),
        keywords: keywords(source, lang),
      });
    }

    rows.itemCategories.push({
      itemId,
      categoryId: draft.category,
      isDefault: true,
      position: nextPosition(draft.category),
    });
    if (draft.parentCategory !== undefined && (draft.itemType !== "default" || rng.chance(0.5))) {
      rows.itemCategories.push({
        itemId,
        categoryId: draft.parentCategory,
        isDefault: false,
        position: nextPosition(draft.parentCategory),
      });
    }

    let groupShot: GroupShot | null = null;
    if (draft.bundle) {
      const bundle = buildBundleVariation(ctx, draft, itemId, createdAt, draftsByKey, rng);
      ctx.variationsByKey.set(draft.key, bundle.variations);
      groupShot = bundle.groupShot;
    } else {
      ctx.variationsByKey.set(draft.key, buildVariations(ctx, draft, itemId, createdAt, rng));
    }
    const firstImage = rows.itemImages.length;
    const firstJob = rows.imageJobs.length;
    buildImages(ctx, draft, itemId, ctx.variationsByKey.get(draft.key) ?? [], groupShot, rng);
    if (original === null) {
      originalImages.set(
        itemId,
        rows.imageJobs.slice(firstJob).map((job) => job.fileName),
      );
    } else {
      // A copy shows its original's pictures: rendering ten times as many takes minutes.
      const files = originalImages.get(original) ?? [];
      rows.itemImages.slice(firstImage).forEach((image, position) => {
        image.fileName = files[position % files.length] ?? image.fileName;
      });
      rows.imageJobs.length = firstJob;
    }

    const bestseller = draft.tags.includes("bestseller") || (draft.itemType === "default" && rng.chance(0.06));
    const tagKeys = new Set<TagKey>(draft.tags);
    if (bestseller) tagKeys.add("bestseller");
    if (isNew) tagKeys.add("new");
    for (const tag of tagKeys) rows.itemTags.push({ itemId, tagId: TAG_IDS[tag] });
    for (const propertyId of new Set(draft.orderProperties)) rows.itemProperties.push({ itemId, propertyId });

    buildReviews(ctx, draft, itemId, createdAt, bestseller, rng);
  });
  return rows;
}
