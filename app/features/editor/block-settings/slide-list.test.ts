import { describe, expect, it } from "vitest";
import { banner, uuid } from "#common/blocks/block-fixtures.ts";
import {
  addSlide,
  emptyBanner,
  MAX_SLIDES,
  MIN_SLIDES,
  moveSlide,
  removeSlide,
  replaceSlide,
  type Slide,
} from "./slide-list.ts";

const slides = (...ns: number[]) => ns.map((n) => banner(n) as Slide);
const ids = (list: Slide[]) => list.map((slide) => slide.meta.uuid);

describe("addSlide", () => {
  it("inserts an empty Banner after the given slide and selects it", () => {
    const list = slides(1, 2);
    const edit = addSlide(list, 0, uuid(9));
    expect(edit?.selected).toBe(1);
    expect(ids(edit?.slides ?? [])).toEqual([uuid(1), uuid(9), uuid(2)]);
    expect(edit?.slides[1]).toEqual(emptyBanner(uuid(9)));
    expect(list).toHaveLength(2);
  });

  it("appends when nothing (or nothing valid) is selected, also to an empty carousel", () => {
    expect(addSlide([], -1, uuid(9))).toEqual({ slides: [emptyBanner(uuid(9))], selected: 0 });
    expect(addSlide(slides(1), 5, uuid(9))?.selected).toBe(1);
  });

  it("refuses an eleventh slide", () => {
    const full = Array.from({ length: MAX_SLIDES }, (_, i) => banner(i + 1) as Slide);
    expect(MAX_SLIDES).toBe(10);
    expect(addSlide(full, 0, uuid(99))).toBeNull();
    expect(addSlide(full.slice(1), 0, uuid(99))?.slides).toHaveLength(10);
  });
});

describe("removeSlide", () => {
  it("removes the slide and selects the one now in its place", () => {
    expect(removeSlide(slides(1, 2, 3), 1)).toEqual({ slides: slides(1, 3), selected: 1 });
  });

  it("selects the new last slide after removing the last", () => {
    expect(removeSlide(slides(1, 2, 3), 2)).toEqual({ slides: slides(1, 2), selected: 1 });
    expect(removeSlide(slides(1, 2), 1)).toEqual({ slides: slides(1), selected: 0 });
  });

  it("keeps the only slide: a carousel holds at least one", () => {
    expect(MIN_SLIDES).toBe(1);
    expect(removeSlide(slides(1), 0)).toBeNull();
    expect(removeSlide([], 0)).toBeNull();
  });

  it("changes nothing for an index out of range", () => {
    expect(removeSlide(slides(1, 2), 4)).toEqual({ slides: slides(1, 2), selected: 1 });
  });
});

describe("moveSlide", () => {
  it("swaps with the neighbour and keeps the moved slide selected", () => {
    expect(ids(moveSlide(slides(1, 2, 3), 1, "up").slides)).toEqual([uuid(2), uuid(1), uuid(3)]);
    expect(moveSlide(slides(1, 2, 3), 1, "up").selected).toBe(0);
    expect(moveSlide(slides(1, 2, 3), 1, "down")).toEqual({ slides: slides(1, 3, 2), selected: 2 });
  });

  it("does nothing at the edges", () => {
    expect(moveSlide(slides(1, 2), 0, "up")).toEqual({ slides: slides(1, 2), selected: 0 });
    expect(moveSlide(slides(1, 2), 1, "down")).toEqual({ slides: slides(1, 2), selected: 1 });
  });
});

describe("replaceSlide", () => {
  it("replaces only the slide at the index", () => {
    const edited = { ...banner(2), content: {} } as Slide;
    expect(replaceSlide(slides(1, 2, 3), 1, edited)).toEqual([banner(1), edited, banner(3)]);
  });
});
