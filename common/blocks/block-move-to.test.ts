/** moveBlockTo: the keyboard and drag-and-drop "Block order" list's move (block-operations.ts). */
import { describe, expect, it } from "vitest";
import { samplePage, uuid } from "./block-fixtures.ts";
import { findBlock, moveBlockTo } from "./block-operations.ts";
import type { Block } from "./block-schema.ts";
import { pageDocumentSchema } from "./page-document.ts";

const titles = (blocks: readonly Block[]) => blocks.map((block) => block.meta.uuid);
const frozen = () => structuredClone(samplePage());

describe("moveBlockTo", () => {
  it("moves a top-level block to any place, the others keeping their order", () => {
    const toEnd = moveBlockTo(frozen(), uuid(1), 3);
    const toStart = moveBlockTo(frozen(), uuid(8), 0);
    const middle = moveBlockTo(frozen(), uuid(2), 2);
    expect(toEnd.ok && titles(toEnd.blocks)).toEqual([uuid(2), uuid(5), uuid(8), uuid(1)]);
    expect(toStart.ok && titles(toStart.blocks)).toEqual([uuid(8), uuid(1), uuid(2), uuid(5)]);
    expect(middle.ok && titles(middle.blocks)).toEqual([uuid(1), uuid(5), uuid(2), uuid(8)]);
  });

  it("moves inside a container without leaving it", () => {
    const inCarousel = moveBlockTo(frozen(), uuid(3), 1);
    const carouselAfter = inCarousel.ok && findBlock(inCarousel.blocks, uuid(2));
    expect(carouselAfter && carouselAfter.type === "structure" && titles(carouselAfter.content)).toEqual([
      uuid(4),
      uuid(3),
    ]);
    expect(inCarousel.ok && titles(inCarousel.blocks)).toEqual([uuid(1), uuid(2), uuid(5), uuid(8)]);
  });

  it("gives the same list back for its own place or an index outside the siblings", () => {
    const page = frozen();
    for (const index of [1, -1, 4, 1.5, Number.NaN]) {
      const result = moveBlockTo(page, uuid(2), index);
      expect(result.ok && result.blocks).toBe(page);
    }
    // A nested block's siblings are its container's: index 2 is outside the carousel.
    const nested = moveBlockTo(page, uuid(3), 2);
    expect(nested.ok && nested.blocks).toBe(page);
  });

  it("does not mutate its input, keeps the document valid and reports unknown blocks", () => {
    const page = frozen();
    const result = moveBlockTo(page, uuid(5), 0);
    expect(page).toEqual(samplePage());
    expect(result.ok && pageDocumentSchema.safeParse({ schemaVersion: 1, blocks: result.blocks }).success).toBe(true);
    expect(moveBlockTo(page, uuid(999), 0)).toEqual({ ok: false, error: "blockNotFound" });
  });

  it("is undone by moving the block back to where it was", () => {
    const page = frozen();
    const there = moveBlockTo(page, uuid(1), 2);
    const back = there.ok && moveBlockTo(there.blocks, uuid(1), 0);
    expect(back && back.ok && back.blocks).toEqual(page);
  });
});
