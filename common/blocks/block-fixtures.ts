import type { Block, CarouselBlock, MultiGridBlock } from "./block-schema.ts";

/**
 * Small, valid blocks for the unit tests of the block document and its operations. Uuids
 * are readable counters (`uuid(7)`), valid version-4 uuids all the same.
 */
export function uuid(n: number): string {
  return `00000000-0000-4000-8000-${n.toString(16).padStart(12, "0")}`;
}

/** A uuid source that counts up from `start`, for operations that mint fresh uuids. */
export function uuidCounter(start = 1000): () => string {
  let next = start;
  return () => uuid(next++);
}

export function textCard(n: number, title = `Text ${n}`): Block {
  return {
    name: "TextCard",
    type: "content",
    meta: { uuid: uuid(n) },
    content: { text: { title, htmlDescription: "<p>Hello</p>", textAlignment: "left" } },
  };
}

export function banner(n: number): Block {
  return {
    name: "Banner",
    type: "content",
    meta: { uuid: uuid(n) },
    content: {
      image: { desktop: "items/sofa-lund-2-sitzer-salbei-1.webp", alt: "Sofa", brightness: 0.8 },
      text: { title: `Banner ${n}`, color: "#ffffff", bgcolor: "#000000", bgopacity: 0.5 },
      button: { label: "Shop now", link: "/wohnen", variant: "primary" },
    },
  };
}

export function carousel(n: number, banners: Block[]): CarouselBlock {
  return {
    name: "Carousel",
    type: "structure",
    meta: { uuid: uuid(n) },
    configuration: { controls: { displayArrows: true, color: "#333333" } },
    content: banners as CarouselBlock["content"],
  };
}

export function multiGrid(n: number, cells: Block[], columnWidths = [6, 6]): MultiGridBlock {
  return {
    name: "MultiGrid",
    type: "structure",
    meta: { uuid: uuid(n) },
    configuration: { columnWidths },
    content: cells as MultiGridBlock["content"],
  };
}

/** A page with every nesting case: [text 1, carousel 2 (banners 3, 4), grid 5 (text 6, text 7), text 8]. */
export function samplePage(): Block[] {
  return [textCard(1), carousel(2, [banner(3), banner(4)]), multiGrid(5, [textCard(6), textCard(7)]), textCard(8)];
}
