import { describe, expect, it } from "vitest";
import { moveBlockTo } from "#common/blocks/block-operations.ts";
import { textCard, uuid } from "#common/blocks/block-fixtures.ts";
import { dropIndex } from "./drop-index.ts";

const page = () => [textCard(1), textCard(2), textCard(3), textCard(4)];
const order = (from: number, target: number, position: "before" | "after") => {
  const result = moveBlockTo(page(), uuid(from + 1), dropIndex(from, target, position));
  return result.ok ? result.blocks.map((block) => block.meta.uuid) : [];
};

describe("dropIndex", () => {
  it("puts a block dropped after a later one right behind it", () => {
    expect(order(0, 2, "after")).toEqual([uuid(2), uuid(3), uuid(1), uuid(4)]);
    expect(order(0, 3, "after")).toEqual([uuid(2), uuid(3), uuid(4), uuid(1)]);
  });

  it("puts a block dropped before an earlier one right in front of it", () => {
    expect(order(3, 1, "before")).toEqual([uuid(1), uuid(4), uuid(2), uuid(3)]);
    expect(order(2, 0, "before")).toEqual([uuid(3), uuid(1), uuid(2), uuid(4)]);
  });

  it("changes nothing for a drop next to the block's own place", () => {
    expect(order(1, 2, "before")).toEqual([uuid(1), uuid(2), uuid(3), uuid(4)]);
    expect(order(1, 0, "after")).toEqual([uuid(1), uuid(2), uuid(3), uuid(4)]);
  });
});
