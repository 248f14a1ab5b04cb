import { describe, expect, it } from "vitest";
import { HOMEPAGE_CATEGORY_ID } from "#common/constants.ts";
import { navTree } from "./nav-tree.ts";

type Node = Parameters<typeof navTree>[0][number];

function node(id: number, name: string, overrides: Partial<Node> = {}): Node {
  return {
    id,
    type: "item",
    linklist: "Y",
    details: [{ name, urlPath: name.toLowerCase() }],
    children: [],
    ...overrides,
  };
}

describe("navTree", () => {
  it("keeps name, path and kind of each shown category, nested as the tree is", () => {
    const tree = navTree([
      node(10, "Wohnen", { children: [node(11, "Möbel", { details: [{ name: "Möbel", urlPath: "wohnen/moebel" }] })] }),
      node(40, "Über uns", { type: "content" }),
    ]);
    expect(tree).toEqual([
      {
        id: 10,
        name: "Wohnen",
        path: "wohnen",
        item: true,
        children: [{ id: 11, name: "Möbel", path: "wohnen/moebel", item: true, children: [] }],
      },
      { id: 40, name: "Über uns", path: "über uns", item: false, children: [] },
    ]);
  });

  it("leaves out the homepage's category, hidden categories with their children, and untranslated ones", () => {
    const tree = navTree([
      node(HOMEPAGE_CATEGORY_ID, "Startseite"),
      node(21, "Küche", { linklist: "N", children: [node(22, "Töpfe")] }),
      node(24, "Elektronik", { details: [] }),
      node(10, "Wohnen", { children: [node(11, "Möbel", { linklist: "N" })] }),
    ]);
    expect(tree.map((category) => category.id)).toEqual([10]);
    expect(tree[0]?.children).toEqual([]);
  });
});
