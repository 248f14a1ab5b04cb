import { z } from "zod";
import { blockSchema } from "#common/blocks/block-schema.ts";

/**
 * The shape of /blocks/blocksLists.json (docs/glossary.md, editor spec §7): an object of groups, each with
 * a title, a category and variations (image and title); each variation also carries the
 * block it inserts as a template per language. Titles are per language too, since the
 * editor speaks German and English (docs/editor.md "Editing blocks").
 */
const localizedText = z.strictObject({ de: z.string().min(1), en: z.string().min(1) });

export const blockVariationSchema = z.strictObject({
  title: localizedText,
  /** A preview image of this shop's public folder. */
  image: z.string().regex(/^\/blocks\/[a-z0-9-]+\.(svg|png|webp)$/),
  template: z.strictObject({ de: blockSchema, en: blockSchema }),
});

export const blocksListGroupSchema = z.strictObject({
  title: localizedText,
  category: z.string().min(1),
  variations: z.array(blockVariationSchema).min(1),
});

export const blocksListsSchema = z.record(z.string(), blocksListGroupSchema);

export type BlockVariation = z.infer<typeof blockVariationSchema>;
export type BlocksListGroup = z.infer<typeof blocksListGroupSchema>;
export type BlocksLists = z.infer<typeof blocksListsSchema>;
