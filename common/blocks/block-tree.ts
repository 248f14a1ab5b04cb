import { BLOCK_LIMITS } from "./block-fields.ts";
import { GRID_CELL_NAMES, type Block, type BlockName, type StructureBlock } from "./block-schema.ts";

/** Why an operation could not change the block list; the list stays as it was. */
export type BlockOperationError = "blockNotFound" | "notAllowedHere" | "containerFull" | "pageFull";

export type BlockOperationResult = { ok: true; blocks: Block[] } | { ok: false; error: BlockOperationError };

/** Changes one list of siblings: the page's blocks (parent null) or a structure block's content. */
export type ListEdit = (list: Block[], index: number, parent: StructureBlock | null) => Block[] | BlockOperationError;

/**
 * Finds the list that holds `uuid` at any depth and replaces it with what `edit` makes of
 * it, copying only the blocks on the way down (structural sharing). The input is never
 * mutated.
 */
export function editListOf(blocks: readonly Block[], uuid: string, edit: ListEdit): BlockOperationResult {
  const result = editRecursive(blocks, uuid, edit, null);
  if (result === null) return { ok: false, error: "blockNotFound" };
  return typeof result === "string" ? { ok: false, error: result } : { ok: true, blocks: result };
}

function editRecursive(
  list: readonly Block[],
  uuid: string,
  edit: ListEdit,
  parent: StructureBlock | null,
): Block[] | BlockOperationError | null {
  const index = list.findIndex((block) => block.meta.uuid === uuid);
  if (index !== -1) return edit([...list], index, parent);
  for (const [position, block] of list.entries()) {
    if (block.type !== "structure") continue;
    const children = editRecursive(block.content, uuid, edit, block);
    if (children === null) continue;
    if (typeof children === "string") return children;
    const copy = [...list];
    copy[position] = withChildren(block, children);
    return copy;
  }
  return null;
}

/** A structure block with another list of children (the containment rules keep it valid). */
export function withChildren(block: StructureBlock, children: Block[]): StructureBlock {
  return { ...block, content: children } as StructureBlock;
}

/** Whether `name` may stand in `parent` (null: the page itself), and how many fit there. */
export function placementRule(parent: StructureBlock | null, name: BlockName): { allowed: boolean; capacity: number } {
  if (parent === null) return { allowed: true, capacity: BLOCK_LIMITS.maxBlocksPerPage };
  if (parent.name === "Carousel") return { allowed: name === "Banner", capacity: BLOCK_LIMITS.maxBannersPerCarousel };
  return {
    allowed: (GRID_CELL_NAMES as readonly string[]).includes(name),
    capacity: parent.configuration.columnWidths.length,
  };
}

/** Every uuid of a list, nested ones included. */
export function uuidsOf(blocks: readonly Block[]): string[] {
  return blocks.flatMap((block) => [block.meta.uuid, ...(block.type === "structure" ? uuidsOf(block.content) : [])]);
}

/** A deep copy of a block with fresh uuids, nested blocks too (docs/glossary.md, editor spec §4). */
export function freshCopy(block: Block, newUuid: () => string): Block {
  const copy = structuredClone(block);
  const renew = (target: Block): void => {
    target.meta = { ...target.meta, uuid: newUuid() };
    if (target.type === "structure") target.content.forEach(renew);
  };
  renew(copy);
  return copy;
}

/** Deep equality of JSON values, key order ignored ("Save changes" compares this way). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((value, index) => jsonEqual(value, b[index]));
  }
  const keysA = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const keysB = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  return (
    keysA.length === keysB.length &&
    keysA.every(
      (key) =>
        Object.hasOwn(b, key) && jsonEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
}
