import fc from "fast-check";
import { uuid } from "./block-fixtures.ts";
import type { Block } from "./block-schema.ts";
import type { PageDocument } from "./page-document.ts";

/**
 * fast-check arbitraries of valid block documents, for the property and fuzz tests. Only
 * tests import this file (fast-check is a devDependency).
 */

const text = (max: number) => fc.string({ maxLength: max, unit: "grapheme" });
const colour = fc.constantFrom("#fff", "#000000", "#12abef", "#12abef80");
const link = fc.constantFrom(
  "",
  "/wohnen",
  "/en/living?x=1#top",
  "#contact-information",
  "https://example.com/a",
  "mailto:a@b.de",
  "tel:+4930123",
);
const image = fc.constantFrom(
  "",
  "items/sofa-lund-2-sitzer-salbei-1.webp",
  "library/a-1.webp",
  "https://cdn.example/x.jpg",
);
const html = fc.constantFrom("", "<p>Hello <strong>world</strong></p>", "<h2>Title</h2><ul><li>One</li></ul>");
const alignment = fc.constantFrom("left" as const, "center" as const, "right" as const);
const position = fc.constantFrom("start" as const, "center" as const, "end" as const);

const button = fc.record(
  { label: text(80), link, variant: fc.constantFrom("primary" as const, "secondary" as const) },
  { requiredKeys: [] },
);
const images = { wideScreen: image, desktop: image, tablet: image, mobile: image, alt: text(250) };
const meta = { uuid: fc.constant(uuid(0)) };

const bannerArb = fc.record({
  name: fc.constant("Banner" as const),
  type: fc.constant("content" as const),
  meta: fc.record(meta),
  content: fc.record(
    {
      image: fc.record({ ...images, brightness: fc.double({ min: 0, max: 1, noNaN: true }) }, { requiredKeys: [] }),
      text: fc.record(
        {
          color: colour,
          bgcolor: colour,
          bgopacity: fc.double({ min: 0, max: 1, noNaN: true }),
          pretitle: text(200),
          title: text(200),
          subtitle: text(200),
          htmlDescription: html,
          textAlignment: alignment,
          justify: position,
          align: position,
          background: fc.boolean(),
        },
        { requiredKeys: [] },
      ),
      button,
    },
    { requiredKeys: [] },
  ),
});

const textCardArb = fc.record({
  name: fc.constant("TextCard" as const),
  type: fc.constant("content" as const),
  meta: fc.record(meta),
  content: fc.record(
    {
      text: fc.record(
        { htmlDescription: html, pretitle: text(200), title: text(200), textAlignment: alignment, color: colour },
        { requiredKeys: [] },
      ),
      button,
    },
    { requiredKeys: [] },
  ),
});

const imageArb = fc.record({
  name: fc.constant("Image" as const),
  type: fc.constant("content" as const),
  meta: fc.record(meta),
  content: fc.record({ ...images, imageAlignment: alignment }, { requiredKeys: [] }),
});

const productsArb = fc.record({
  name: fc.constant("ProductRecommendedProducts" as const),
  type: fc.constant("content" as const),
  meta: fc.record(meta),
  content: fc.record(
    { categoryId: fc.integer({ min: 1, max: 2_147_483_647 }), text: fc.record({ title: text(200) }) },
    { requiredKeys: [] },
  ),
});

const newsletterArb = fc.record({
  name: fc.constant("NewsletterSubscribe" as const),
  type: fc.constant("content" as const),
  meta: fc.record(meta),
  content: fc.record(
    {
      text: fc.record({ bgColor: colour, title: text(200), htmlDescription: html }, { requiredKeys: [] }),
      input: fc.record({ displayNameInput: fc.boolean(), nameIsRequired: fc.boolean() }, { requiredKeys: [] }),
      button: fc.record({ label: text(80) }, { requiredKeys: [] }),
    },
    { requiredKeys: [] },
  ),
});

const videoArb = fc.record({
  name: fc.constant("Video" as const),
  type: fc.constant("content" as const),
  meta: fc.record(meta),
  content: fc.record(
    {
      url: fc.oneof(
        fc.stringMatching(/^[A-Za-z0-9_-]{11}$/).map((id) => `https://www.youtube.com/watch?v=${id}`),
        fc.integer({ min: 1, max: 999_999_999 }).map((id) => `https://vimeo.com/${id}`),
      ),
      title: text(200).filter((title) => title.length > 0),
      caption: text(200),
    },
    { requiredKeys: ["url", "title"] },
  ),
});

const carouselArb = fc.record({
  name: fc.constant("Carousel" as const),
  type: fc.constant("structure" as const),
  meta: fc.record(meta),
  configuration: fc.record({ controls: fc.record({ displayArrows: fc.boolean(), color: colour }) }),
  content: fc.array(bannerArb, { maxLength: 4 }),
});

const multiGridArb = fc.constantFrom([12], [6, 6], [4, 8], [4, 4, 4], [3, 3, 3, 3]).chain((columnWidths) =>
  fc.record({
    name: fc.constant("MultiGrid" as const),
    type: fc.constant("structure" as const),
    meta: fc.record(meta),
    configuration: fc.constant({ columnWidths }),
    content: fc.array(fc.oneof(bannerArb, textCardArb, imageArb), { maxLength: columnWidths.length }),
  }),
);

/** Gives every block of a list its own uuid (the arbitraries above all carry uuid(0)). */
function numbered(blocks: Block[], next: { value: number }): Block[] {
  return blocks.map((block) => {
    const meta = { uuid: uuid(++next.value) };
    return block.type === "structure"
      ? ({ ...block, meta, content: numbered(block.content, next) } as Block)
      : { ...block, meta };
  });
}

export const blockArbitrary: fc.Arbitrary<Block> = fc.oneof(
  bannerArb,
  textCardArb,
  imageArb,
  productsArb,
  newsletterArb,
  videoArb,
  carouselArb,
  multiGridArb,
) as fc.Arbitrary<Block>;

/** A valid page of up to `maxBlocks` top-level blocks, uuids unique. */
export function blocksArbitrary(maxBlocks = 8): fc.Arbitrary<Block[]> {
  return fc.array(blockArbitrary, { maxLength: maxBlocks }).map((blocks) => numbered(blocks, { value: 0 }));
}

export const documentArbitrary: fc.Arbitrary<PageDocument> = blocksArbitrary().map((blocks) => ({
  schemaVersion: 1 as const,
  blocks,
}));
