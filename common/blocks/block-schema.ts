import { z } from "zod";
import {
  BLOCK_LIMITS,
  breakpointImages,
  button,
  buttonLabel,
  colour,
  flexPosition,
  htmlText,
  shortText,
  textAlignment,
  unitFraction,
} from "./block-fields.ts";
import { parseVideoUrl } from "./video-url.ts";

/** The block document (docs/glossary.md, editor spec §3): name, type, meta.uuid, configuration, content. */
export const CONTENT_BLOCK_NAMES = [
  "Banner",
  "TextCard",
  "Image",
  "ProductRecommendedProducts",
  "NewsletterSubscribe",
  "Video",
] as const;
export const STRUCTURE_BLOCK_NAMES = ["Carousel", "MultiGrid"] as const;
export const BLOCK_NAMES = [...STRUCTURE_BLOCK_NAMES, ...CONTENT_BLOCK_NAMES] as const;
export type BlockName = (typeof BLOCK_NAMES)[number];

const meta = z.strictObject({ uuid: z.uuid("validation.invalid") });
/** Content blocks have no configuration yet; an empty object keeps the field's place. */
const noConfiguration = z.strictObject({}).optional();

const contentBlock = <const Name extends string, Content extends z.ZodType>(name: Name, content: Content) =>
  z.strictObject({
    name: z.literal(name),
    type: z.literal("content", "validation.invalid"),
    meta,
    configuration: noConfiguration,
    content,
  });

export const bannerBlock = contentBlock(
  "Banner",
  z.strictObject({
    image: z.strictObject({ ...breakpointImages, brightness: unitFraction.optional() }).optional(),
    text: z
      .strictObject({
        color: colour.optional(),
        bgcolor: colour.optional(),
        bgopacity: unitFraction.optional(),
        pretitle: shortText.optional(),
        title: shortText.optional(),
        subtitle: shortText.optional(),
        htmlDescription: htmlText.optional(),
        textAlignment: textAlignment.optional(),
        justify: flexPosition.optional(),
        align: flexPosition.optional(),
        background: z.boolean().optional(),
      })
      .optional(),
    button: button.optional(),
  }),
);

export const textCardBlock = contentBlock(
  "TextCard",
  z.strictObject({
    text: z
      .strictObject({
        htmlDescription: htmlText.optional(),
        pretitle: shortText.optional(),
        title: shortText.optional(),
        subtitle: shortText.optional(),
        textAlignment: textAlignment.optional(),
        color: colour.optional(),
      })
      .optional(),
    button: button.optional(),
  }),
);

export const imageBlock = contentBlock(
  "Image",
  z.strictObject({ ...breakpointImages, imageAlignment: textAlignment.optional() }),
);

export const productRecommendedProductsBlock = contentBlock(
  "ProductRecommendedProducts",
  z.strictObject({
    categoryId: z.number().int("validation.wholeNumber").positive("validation.invalid").max(2_147_483_647).optional(),
    text: z
      .strictObject({
        pretitle: shortText.optional(),
        title: shortText.optional(),
        subtitle: shortText.optional(),
        htmlDescription: htmlText.optional(),
        textAlignment: textAlignment.optional(),
        color: colour.optional(),
      })
      .optional(),
  }),
);

export const newsletterSubscribeBlock = contentBlock(
  "NewsletterSubscribe",
  z.strictObject({
    text: z
      .strictObject({ bgColor: colour.optional(), title: shortText.optional(), htmlDescription: htmlText.optional() })
      .optional(),
    input: z
      .strictObject({ displayNameInput: z.boolean().optional(), nameIsRequired: z.boolean().optional() })
      .optional(),
    button: z.strictObject({ label: buttonLabel.optional() }).optional(),
  }),
);

/**
 * A YouTube or Vimeo video by its address (common/blocks/video-url.ts), with the title that names
 * its player for assistive technology and its placeholder, and an optional caption.
 */
export const videoBlock = contentBlock(
  "Video",
  z.strictObject({
    url: z
      .string({ error: "validation.videoUrl" })
      .max(BLOCK_LIMITS.maxLink, "validation.videoUrl")
      .refine((url) => parseVideoUrl(url) !== null, "validation.videoUrl"),
    title: shortText.min(1, "validation.videoTitle"),
    caption: shortText.optional(),
  }),
);

/** Blocks a MultiGrid column may hold (one block per column). */
export const GRID_CELL_NAMES = ["Banner", "TextCard", "Image"] as const;
const gridCell = z.discriminatedUnion("name", [bannerBlock, textCardBlock, imageBlock], {
  error: "validation.blockNotAllowedHere",
});

export const carouselBlock = z.strictObject({
  name: z.literal("Carousel"),
  type: z.literal("structure", "validation.invalid"),
  meta,
  configuration: z
    .strictObject({
      controls: z.strictObject({ displayArrows: z.boolean().optional(), color: colour.optional() }).optional(),
    })
    .optional(),
  content: z
    .array(z.discriminatedUnion("name", [bannerBlock], { error: "validation.blockNotAllowedHere" }))
    .max(BLOCK_LIMITS.maxBannersPerCarousel, "validation.tooManyBlocks"),
});

/** Column widths in twelfths of the row; content[i] is the block of column i. */
export const multiGridBlock = z
  .strictObject({
    name: z.literal("MultiGrid"),
    type: z.literal("structure", "validation.invalid"),
    meta,
    configuration: z.strictObject({
      columnWidths: z
        .array(z.number().int("validation.wholeNumber").min(1, "validation.invalid").max(12, "validation.invalid"))
        .min(1, "validation.invalid")
        .max(BLOCK_LIMITS.maxGridColumns, "validation.invalid")
        .refine((widths) => widths.reduce((sum, width) => sum + width, 0) <= 12, "validation.columnWidths"),
    }),
    content: z.array(gridCell).max(BLOCK_LIMITS.maxGridColumns, "validation.tooManyBlocks"),
  })
  .refine((grid) => grid.content.length <= grid.configuration.columnWidths.length, {
    message: "validation.tooManyBlocks",
    path: ["content"],
  });

export const blockSchema = z.discriminatedUnion(
  "name",
  [
    carouselBlock,
    multiGridBlock,
    bannerBlock,
    textCardBlock,
    imageBlock,
    productRecommendedProductsBlock,
    newsletterSubscribeBlock,
    videoBlock,
  ],
  { error: "validation.blockUnknown" },
);

export type Block = z.infer<typeof blockSchema>;
export type CarouselBlock = z.infer<typeof carouselBlock>;
export type MultiGridBlock = z.infer<typeof multiGridBlock>;
export type StructureBlock = CarouselBlock | MultiGridBlock;
export type ContentBlock = Exclude<Block, StructureBlock>;
