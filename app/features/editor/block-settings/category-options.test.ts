import { describe, expect, it } from "vitest";
import { itemCategoryOptions } from "./category-options.ts";

type Node = { id: number; type: "content" | "item"; details: { name: string }[]; children: Node[] };
const node = (id: number, type: Node["type"], name: string, children: Node[] = []): Node => ({
  id,
  type,
  details: [{ name }],
  children,
});

describe("itemCategoryOptions", () => {
  it("lists item categories depth first with their depth, skipping content pages but not their children", () => {
    const tree = [
      node(1, "content", "Homepage"),
      node(2, "item", "Living", [
        node(3, "item", "Sofas", [node(4, "item", "Corner sofas")]),
        node(5, "item", "Lamps"),
      ]),
      node(6, "content", "Magazine", [node(7, "item", "Featured")]),
    ];
    expect(itemCategoryOptions(tree)).toEqual([
      { id: 2, name: "Living", depth: 0 },
      { id: 3, name: "Sofas", depth: 1 },
      { id: 4, name: "Corner sofas", depth: 2 },
      { id: 5, name: "Lamps", depth: 1 },
      { id: 7, name: "Featured", depth: 0 },
    ]);
  });

  it("names a category without details by its id", () => {
    expect(itemCategoryOptions([{ id: 9, type: "item", details: [], children: [] }])).toEqual([
      { id: 9, name: "#9", depth: 0 },
    ]);
  });
});
