import { describe, expect, it } from "vitest";
import { computePaths, createsCycle } from "./category-paths.ts";

const rows = [
  { id: 1, parentId: null },
  { id: 10, parentId: null },
  { id: 11, parentId: 10 },
  { id: 12, parentId: 11 },
  { id: 50, parentId: 1 },
];

describe("computePaths", () => {
  it("joins the slugs from the root, the homepage adding nothing", () => {
    const slugs = new Map([
      [1, ""],
      [10, "wohnen"],
      [11, "moebel"],
      [12, "tische"],
      [50, "sale"],
    ]);
    expect(Object.fromEntries(computePaths(rows, slugs))).toEqual({
      1: "",
      10: "wohnen",
      11: "wohnen/moebel",
      12: "wohnen/moebel/tische",
      50: "sale",
    });
  });

  it("gives no path to a page without texts in the language, and skips it in its children's", () => {
    const paths = computePaths(
      rows,
      new Map([
        [10, "wohnen"],
        [12, "tische"],
      ]),
    );
    expect(paths.has(11)).toBe(false);
    expect(paths.get(12)).toBe("wohnen/tische");
  });

  it("refuses a tree with a cycle instead of looping", () => {
    const looped = [
      { id: 2, parentId: 3 },
      { id: 3, parentId: 2 },
    ];
    expect(() =>
      computePaths(
        looped,
        new Map([
          [2, "a"],
          [3, "b"],
        ]),
      ),
    ).toThrow(/cycle/);
  });
});

describe("createsCycle", () => {
  it("finds a move below itself or a descendant", () => {
    expect(createsCycle(rows, 10, 12)).toBe(true);
    expect(createsCycle(rows, 10, 10)).toBe(true);
    expect(createsCycle(rows, 12, 10)).toBe(false);
    expect(createsCycle(rows, 12, null)).toBe(false);
    expect(createsCycle(rows, 50, 12)).toBe(false);
  });
});
