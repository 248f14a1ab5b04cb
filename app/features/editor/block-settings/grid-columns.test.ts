import { describe, expect, it } from "vitest";
import { banner, multiGrid, textCard, uuid } from "#common/blocks/block-fixtures.ts";
import { blockErrors } from "./block-errors.ts";
import {
  allowedCellChoices,
  cellChoice,
  emptyCell,
  evenWidths,
  widthsTotal,
  withCell,
  withCellChoice,
  withColumnCount,
  withColumnWidth,
  type GridCell,
} from "./grid-columns.ts";

const cells = (...blocks: unknown[]) => blocks as GridCell[];

describe("column widths", () => {
  it("splits the row evenly for 1 to 4 columns and clamps other counts", () => {
    expect(evenWidths(1)).toEqual([12]);
    expect(evenWidths(2)).toEqual([6, 6]);
    expect(evenWidths(3)).toEqual([4, 4, 4]);
    expect(evenWidths(4)).toEqual([3, 3, 3, 3]);
    expect(evenWidths(0)).toEqual([12]);
    expect(evenWidths(9)).toEqual([3, 3, 3, 3]);
  });

  it("drops the blocks of removed columns and keeps the others", () => {
    const grid = multiGrid(1, [textCard(2), textCard(3), textCard(4)], [4, 4, 4]);
    expect(withColumnCount(grid, 2)).toEqual({ columnWidths: [6, 6], content: [textCard(2), textCard(3)] });
    expect(withColumnCount(grid, 4).content).toHaveLength(3);
  });

  it("changes one width and adds them up", () => {
    expect(withColumnWidth([6, 6], 1, 8)).toEqual([6, 8]);
    expect(widthsTotal([6, 8])).toBe(14);
  });

  it("gives every even split a valid grid (sum at most 12)", () => {
    for (const count of [1, 2, 3, 4]) {
      const grid = multiGrid(1, [], evenWidths(count));
      expect(blockErrors(grid)).toEqual({});
    }
  });
});

describe("cell choices", () => {
  const two = cells(banner(2), textCard(3));

  it("reads the block type of a column, empty past the list", () => {
    expect(cellChoice(two, 0)).toBe("Banner");
    expect(cellChoice(two, 1)).toBe("TextCard");
    expect(cellChoice(two, 2)).toBe("empty");
  });

  it("lets only the last filled column be emptied and only the next free one be filled", () => {
    expect(allowedCellChoices(two, 0)).toEqual(["Banner", "TextCard", "Image"]);
    expect(allowedCellChoices(two, 1)).toEqual(["Banner", "TextCard", "Image", "empty"]);
    expect(allowedCellChoices(two, 2)).toEqual(["Banner", "TextCard", "Image", "empty"]);
    expect(allowedCellChoices(two, 3)).toEqual(["empty"]);
    expect(allowedCellChoices([], 0)).toEqual(["Banner", "TextCard", "Image", "empty"]);
  });

  it("puts a new empty block of the chosen type in the column", () => {
    expect(withCellChoice(two, 2, "Image", uuid(9))).toEqual([banner(2), textCard(3), emptyCell("Image", uuid(9))]);
    expect(withCellChoice(two, 0, "TextCard", uuid(9))).toEqual([emptyCell("TextCard", uuid(9)), textCard(3)]);
  });

  it("empties the last filled column", () => {
    expect(withCellChoice(two, 1, "empty", uuid(9))).toEqual([banner(2)]);
  });

  it("leaves the list alone for the same type or a choice the rule refuses", () => {
    expect(withCellChoice(two, 0, "Banner", uuid(9))).toEqual(two);
    expect(withCellChoice(two, 0, "empty", uuid(9))).toEqual(two);
    expect(withCellChoice(two, 3, "Image", uuid(9))).toEqual(two);
  });

  it("replaces one column's block with its edited version", () => {
    const edited = { ...textCard(3), content: {} } as GridCell;
    expect(withCell(two, 1, edited)).toEqual([banner(2), edited]);
  });

  it("gives new blocks that pass the schema", () => {
    const grid = multiGrid(1, withCellChoice([], 0, "Banner", uuid(9)), [12]);
    expect(blockErrors(grid)).toEqual({});
  });
});
