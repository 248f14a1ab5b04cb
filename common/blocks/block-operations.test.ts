import { describe, expect, it } from "vitest";
import { banner, carousel, multiGrid, samplePage, textCard, uuid, uuidCounter } from "./block-fixtures.ts";
import {
  documentsEqual,
  duplicateBlock,
  findBlock,
  hasData,
  insertBlock,
  moveBlock,
  parentOf,
  removeBlock,
  updateBlock,
} from "./block-operations.ts";
import type { Block } from "./block-schema.ts";
import { uuidsOf } from "./block-tree.ts";
import { pageDocumentSchema } from "./page-document.ts";

const titles = (blocks: readonly Block[]) => blocks.map((block) => block.meta.uuid);
const frozen = () => structuredClone(samplePage());

describe("insertBlock", () => {
  it("makes the inserted block the whole list of an empty page", () => {
    const result = insertBlock([], textCard(1), null, uuidCounter(100));
    expect(result).toEqual({ ok: true, uuid: uuid(100), blocks: [{ ...textCard(1), meta: { uuid: uuid(100) } }] });
  });

  it("inserts above and below a top-level block", () => {
    const page = frozen();
    const above = insertBlock(page, textCard(50), { uuid: uuid(8), position: "above" }, uuidCounter(100));
    const below = insertBlock(page, textCard(50), { uuid: uuid(8), position: "below" }, uuidCounter(100));
    expect(above.ok && titles(above.blocks)).toEqual([uuid(1), uuid(2), uuid(5), uuid(100), uuid(8)]);
    expect(below.ok && titles(below.blocks)).toEqual([uuid(1), uuid(2), uuid(5), uuid(8), uuid(100)]);
    expect(page).toEqual(samplePage());
  });

  it("inserts at the top of the page above the first block", () => {
    const result = insertBlock(frozen(), banner(50), { uuid: uuid(1), position: "above" }, uuidCounter(100));
    expect(result.ok && titles(result.blocks)[0]).toBe(uuid(100));
  });

  it("gives the copy and every nested block fresh uuids", () => {
    const source = carousel(60, [banner(61), banner(62)]);
    const result = insertBlock(frozen(), source, { uuid: uuid(1), position: "below" }, uuidCounter(100));
    if (!result.ok) throw new Error(result.error);
    const inserted = findBlock(result.blocks, result.uuid);
    expect(inserted?.type === "structure" && titles(inserted.content)).toEqual([uuid(101), uuid(102)]);
    expect(result.uuid).toBe(uuid(100));
    expect(source.meta.uuid).toBe(uuid(60));
    expect(new Set(uuidsOf(result.blocks)).size).toBe(uuidsOf(result.blocks).length);
  });

  it("inserts inside a carousel and a grid next to a nested target", () => {
    const intoCarousel = insertBlock(frozen(), banner(50), { uuid: uuid(3), position: "below" }, uuidCounter(100));
    const carouselAfter = intoCarousel.ok && findBlock(intoCarousel.blocks, uuid(2));
    expect(carouselAfter && carouselAfter.type === "structure" && titles(carouselAfter.content)).toEqual([
      uuid(3),
      uuid(100),
      uuid(4),
    ]);
    const grid = multiGrid(5, [textCard(6)], [4, 4, 4]);
    const intoGrid = insertBlock([grid], textCard(50), { uuid: uuid(6), position: "above" }, uuidCounter(100));
    expect(intoGrid.ok && intoGrid.blocks[0]?.type === "structure" && titles(intoGrid.blocks[0].content)).toEqual([
      uuid(100),
      uuid(6),
    ]);
  });

  it("answers an error value for an unknown target or a page without a target", () => {
    expect(insertBlock(frozen(), textCard(50), { uuid: uuid(999), position: "above" })).toEqual({
      ok: false,
      error: "blockNotFound",
    });
    expect(insertBlock(frozen(), textCard(50), null)).toEqual({ ok: false, error: "blockNotFound" });
  });

  it("refuses blocks a container may not hold, and full containers", () => {
    expect(insertBlock(frozen(), textCard(50), { uuid: uuid(3), position: "above" })).toEqual({
      ok: false,
      error: "notAllowedHere",
    });
    expect(insertBlock(frozen(), carousel(50, []), { uuid: uuid(6), position: "above" })).toEqual({
      ok: false,
      error: "notAllowedHere",
    });
    expect(insertBlock(frozen(), textCard(50), { uuid: uuid(6), position: "above" })).toEqual({
      ok: false,
      error: "containerFull",
    });
    const tenBanners = carousel(
      2,
      Array.from({ length: 10 }, (_, i) => banner(10 + i)),
    );
    expect(insertBlock([tenBanners], banner(50), { uuid: uuid(10), position: "below" })).toEqual({
      ok: false,
      error: "containerFull",
    });
  });

  it("refuses to grow a page past the block limit", () => {
    const full = Array.from({ length: 100 }, (_, i) => textCard(i + 1));
    expect(insertBlock(full, textCard(500), { uuid: uuid(1), position: "below" })).toEqual({
      ok: false,
      error: "pageFull",
    });
    const almost = full.slice(0, 99);
    expect(insertBlock(almost, textCard(500), { uuid: uuid(1), position: "below" }).ok).toBe(true);
    expect(insertBlock(almost, carousel(500, [banner(501)]), { uuid: uuid(1), position: "below" })).toEqual({
      ok: false,
      error: "pageFull",
    });
  });
});

describe("moveBlock", () => {
  it("moves a top-level block up and down by one place", () => {
    const up = moveBlock(frozen(), uuid(5), "up");
    const down = moveBlock(frozen(), uuid(5), "down");
    expect(up.ok && titles(up.blocks)).toEqual([uuid(1), uuid(5), uuid(2), uuid(8)]);
    expect(down.ok && titles(down.blocks)).toEqual([uuid(1), uuid(2), uuid(8), uuid(5)]);
  });

  it("leaves the list as it is at its edges", () => {
    const page = frozen();
    const first = moveBlock(page, uuid(1), "up");
    const last = moveBlock(page, uuid(8), "down");
    expect(first.ok && first.blocks).toBe(page);
    expect(last.ok && last.blocks).toBe(page);
    const nestedEdge = moveBlock(page, uuid(4), "down");
    expect(nestedEdge.ok && nestedEdge.blocks).toBe(page);
  });

  it("moves inside a carousel and a grid without leaving the container", () => {
    const inCarousel = moveBlock(frozen(), uuid(4), "up");
    const carouselAfter = inCarousel.ok && findBlock(inCarousel.blocks, uuid(2));
    expect(carouselAfter && carouselAfter.type === "structure" && titles(carouselAfter.content)).toEqual([
      uuid(4),
      uuid(3),
    ]);
    const inGrid = moveBlock(frozen(), uuid(6), "down");
    const gridAfter = inGrid.ok && findBlock(inGrid.blocks, uuid(5));
    expect(gridAfter && gridAfter.type === "structure" && titles(gridAfter.content)).toEqual([uuid(7), uuid(6)]);
    expect(inGrid.ok && titles(inGrid.blocks)).toEqual([uuid(1), uuid(2), uuid(5), uuid(8)]);
  });

  it("does not mutate its input and reports unknown blocks", () => {
    const page = frozen();
    moveBlock(page, uuid(3), "down");
    expect(page).toEqual(samplePage());
    expect(moveBlock(page, uuid(999), "up")).toEqual({ ok: false, error: "blockNotFound" });
  });
});

describe("removeBlock", () => {
  it("removes top-level blocks with their nested blocks, and nested blocks alone", () => {
    const withoutCarousel = removeBlock(frozen(), uuid(2));
    expect(withoutCarousel.ok && uuidsOf(withoutCarousel.blocks)).toEqual([
      uuid(1),
      uuid(5),
      uuid(6),
      uuid(7),
      uuid(8),
    ]);
    const withoutBanner = removeBlock(frozen(), uuid(3));
    expect(withoutBanner.ok && uuidsOf(withoutBanner.blocks)).toEqual(
      uuidsOf(samplePage()).filter((id) => id !== uuid(3)),
    );
    const last = removeBlock([textCard(1)], uuid(1));
    expect(last).toEqual({ ok: true, blocks: [] });
    expect(removeBlock(frozen(), uuid(999))).toEqual({ ok: false, error: "blockNotFound" });
  });
});

describe("updateBlock", () => {
  it("replaces content and configuration by uuid and keeps name, type and uuid", () => {
    const content = { text: { title: "New" } };
    const updated = updateBlock(frozen(), uuid(7), { content });
    expect(updated.ok && findBlock(updated.blocks, uuid(7))).toEqual({
      name: "TextCard",
      type: "content",
      meta: { uuid: uuid(7) },
      content,
    });
    const configured = updateBlock(frozen(), uuid(2), { configuration: { controls: { displayArrows: false } } });
    const carouselAfter = configured.ok && findBlock(configured.blocks, uuid(2));
    expect(carouselAfter && carouselAfter.configuration).toEqual({ controls: { displayArrows: false } });
    expect(carouselAfter && carouselAfter.type === "structure" && carouselAfter.content).toHaveLength(2);
    expect(updateBlock(frozen(), uuid(999), { content: {} })).toEqual({ ok: false, error: "blockNotFound" });
  });
});

describe("duplicateBlock", () => {
  it("puts a fresh copy right below the original, nested blocks included", () => {
    const result = duplicateBlock(frozen(), uuid(2), uuidCounter(100));
    if (!result.ok) throw new Error(result.error);
    expect(titles(result.blocks)).toEqual([uuid(1), uuid(2), uuid(100), uuid(5), uuid(8)]);
    expect(uuidsOf(result.blocks)).toContain(uuid(102));
    const nested = duplicateBlock(frozen(), uuid(3), uuidCounter(100));
    expect(nested.ok && parentOf(nested.blocks, uuid(100))?.meta.uuid).toBe(uuid(2));
    expect(duplicateBlock(frozen(), uuid(6))).toEqual({ ok: false, error: "containerFull" });
    expect(duplicateBlock(frozen(), uuid(999))).toEqual({ ok: false, error: "blockNotFound" });
  });
});

describe("findBlock and parentOf", () => {
  it("find blocks at any depth", () => {
    expect(findBlock(samplePage(), uuid(7))).toEqual(textCard(7));
    expect(findBlock(samplePage(), uuid(999))).toBeUndefined();
    expect(parentOf(samplePage(), uuid(7))?.meta.uuid).toBe(uuid(5));
    expect(parentOf(samplePage(), uuid(1))).toBeNull();
    expect(parentOf(samplePage(), uuid(999))).toBeUndefined();
  });
});

describe("hasData", () => {
  it("counts a block with empty content as having no data", () => {
    expect(hasData(carousel(1, []))).toBe(false);
    expect(hasData(carousel(1, [banner(2)]))).toBe(true);
    expect(hasData({ name: "Image", type: "content", meta: { uuid: uuid(1) }, content: {} })).toBe(false);
    expect(hasData(textCard(1))).toBe(true);
  });
});

describe("documentsEqual", () => {
  const doc = (blocks: Block[]) => ({ schemaVersion: 1 as const, blocks });

  it("compares deeply and ignores key order", () => {
    const a = doc(samplePage());
    const reordered = JSON.parse(JSON.stringify(a), (_key, value: unknown) =>
      value && typeof value === "object" && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).reverse())
        : value,
    ) as typeof a;
    expect(documentsEqual(a, reordered)).toBe(true);
    expect(documentsEqual(a, structuredClone(a))).toBe(true);
  });

  it("sees every change: a text, an order, a removed block, an added key", () => {
    const a = doc(samplePage());
    const changedText = updateBlock(a.blocks, uuid(6), { content: { text: { title: "Other" } } });
    const moved = moveBlock(a.blocks, uuid(3), "down");
    const removed = removeBlock(a.blocks, uuid(8));
    for (const result of [changedText, moved, removed]) {
      expect(result.ok && documentsEqual(a, doc(result.blocks))).toBe(false);
    }
    const withSubtitle = doc(samplePage());
    (withSubtitle.blocks[0] as { content: { text: Record<string, string> } }).content.text.subtitle = "x";
    expect(documentsEqual(a, withSubtitle)).toBe(false);
    expect(documentsEqual(a, doc([]))).toBe(false);
  });
});

describe("results stay valid documents", () => {
  it("keeps the sample page valid through every operation", () => {
    const page = samplePage();
    expect(pageDocumentSchema.safeParse({ schemaVersion: 1, blocks: page }).success).toBe(true);
    const results = [
      insertBlock(page, banner(50), { uuid: uuid(4), position: "above" }, uuidCounter(100)),
      moveBlock(page, uuid(7), "up"),
      removeBlock(page, uuid(6)),
      duplicateBlock(page, uuid(1), uuidCounter(100)),
    ];
    for (const result of results) {
      expect(result.ok && pageDocumentSchema.safeParse({ schemaVersion: 1, blocks: result.blocks }).success).toBe(true);
    }
  });
});
