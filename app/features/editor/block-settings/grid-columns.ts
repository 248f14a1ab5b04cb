import { BLOCK_LIMITS } from "#common/blocks/block-fields.ts";
import { GRID_CELL_NAMES, type MultiGridBlock } from "#common/blocks/block-schema.ts";

/**
 * The column rules of a MultiGrid form (docs/blocks.md): 1-4 columns, each 1-12 twelfths
 * wide, together at most 12; content[i] is the block of column i. The list has no holes, so
 * an empty column can only follow the filled ones: a column can take a block when every
 * column before it has one, and can be emptied when it is the last filled one.
 */
export type GridCell = MultiGridBlock["content"][number];
export type GridCellName = (typeof GRID_CELL_NAMES)[number];
export type CellChoice = GridCellName | "empty";

export const GRID_WIDTH_TOTAL = 12;
export const MAX_COLUMNS = BLOCK_LIMITS.maxGridColumns;

/** Equal widths that fill the row: 12, 6+6, 4+4+4, 3+3+3+3. */
export function evenWidths(count: number): number[] {
  const columns = Math.min(MAX_COLUMNS, Math.max(1, Math.trunc(count)));
  return Array.from({ length: columns }, () => Math.floor(GRID_WIDTH_TOTAL / columns));
}

/** A new column count: equal widths, and the blocks of the columns that are gone dropped. */
export function withColumnCount(
  grid: Pick<MultiGridBlock, "configuration" | "content">,
  count: number,
): { columnWidths: number[]; content: GridCell[] } {
  const columnWidths = evenWidths(count);
  return { columnWidths, content: grid.content.slice(0, columnWidths.length) };
}

export function withColumnWidth(widths: readonly number[], index: number, width: number): number[] {
  return widths.map((current, i) => (i === index ? width : current));
}

export function widthsTotal(widths: readonly number[]): number {
  return widths.reduce((sum, width) => sum + width, 0);
}

export function cellChoice(content: readonly GridCell[], index: number): CellChoice {
  return content[index]?.name ?? "empty";
}

/** The choices column `index` offers now (see the rule above). */
export function allowedCellChoices(content: readonly GridCell[], index: number): CellChoice[] {
  const blocks = index <= content.length ? [...GRID_CELL_NAMES] : [];
  const canBeEmpty = index >= content.length - 1;
  return canBeEmpty ? [...blocks, "empty"] : blocks;
}

export function emptyCell(name: GridCellName, uuid: string): GridCell {
  return { name, type: "content", meta: { uuid }, content: {} };
}

/**
 * Column `index` holds a new empty block of the chosen type, or nothing. The same type as
 * now, or a choice the rule does not allow, leaves the list as it is.
 */
export function withCellChoice(
  content: readonly GridCell[],
  index: number,
  choice: CellChoice,
  uuid: string,
): GridCell[] {
  if (choice === cellChoice(content, index) || !allowedCellChoices(content, index).includes(choice)) {
    return [...content];
  }
  if (choice === "empty") return content.slice(0, index);
  const next = [...content];
  next[index] = emptyCell(choice, uuid);
  return next;
}

/** Column `index`'s block replaced by its edited version. */
export function withCell(content: readonly GridCell[], index: number, cell: GridCell): GridCell[] {
  return content.map((current, i) => (i === index ? cell : current));
}
