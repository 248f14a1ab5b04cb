import type { Block, StructureBlock } from "./block-schema.ts";
import {
  editListOf,
  freshCopy,
  jsonEqual,
  placementRule,
  uuidsOf,
  type BlockOperationError,
  type BlockOperationResult,
} from "./block-tree.ts";
import { BLOCK_LIMITS } from "./block-fields.ts";
import type { PageDocument } from "./page-document.ts";

/**
 * The only ways the editor changes a page's blocks (docs/glossary.md, editor spec §4). Each is pure:
 * it returns a new list and leaves its input untouched; an impossible change answers an
 * error value and no list.
 */

export type InsertResult = { ok: true; blocks: Block[]; uuid: string } | { ok: false; error: BlockOperationError };

const randomUuid = () => crypto.randomUUID();

/**
 * Inserts a fresh copy of `block` (new uuids, nested too) above or below the block
 * `targetUuid`, at any depth. On an empty page the list becomes that block.
 */
export function insertBlock(
  blocks: readonly Block[],
  block: Block,
  target: { uuid: string; position: "above" | "below" } | null,
  newUuid: () => string = randomUuid,
): InsertResult {
  const copy = freshCopy(block, newUuid);
  if (blocks.length === 0) return { ok: true, blocks: [copy], uuid: copy.meta.uuid };
  if (!target) return { ok: false, error: "blockNotFound" };
  if (uuidsOf(blocks).length + uuidsOf([copy]).length > BLOCK_LIMITS.maxBlocksPerPage) {
    return { ok: false, error: "pageFull" };
  }
  const result = editListOf(blocks, target.uuid, (list, index, parent) => {
    const rule = placementRule(parent, copy.name);
    if (!rule.allowed) return "notAllowedHere";
    if (list.length >= rule.capacity) return "containerFull";
    list.splice(target.position === "above" ? index : index + 1, 0, copy);
    return list;
  });
  return result.ok ? { ...result, uuid: copy.meta.uuid } : result;
}

/** Moves a block one place up or down among its siblings; at the edge nothing changes. */
export function moveBlock(blocks: readonly Block[], uuid: string, direction: "up" | "down"): BlockOperationResult {
  let moved = false;
  const result = editListOf(blocks, uuid, (list, index) => {
    const to = direction === "up" ? index - 1 : index + 1;
    if (to < 0 || to >= list.length) return list;
    [list[index], list[to]] = [list[to] as Block, list[index] as Block];
    moved = true;
    return list;
  });
  // Unmoved, the caller gets its own list back: "nothing changed" is `result.blocks === blocks`.
  return result.ok && !moved ? { ok: true, blocks: blocks as Block[] } : result;
}

/**
 * Moves a block to place `toIndex` among its siblings (drag and drop reordering); the others
 * keep their order. An index outside the sibling list, or the block's own place, changes nothing.
 */
export function moveBlockTo(blocks: readonly Block[], uuid: string, toIndex: number): BlockOperationResult {
  let moved = false;
  const result = editListOf(blocks, uuid, (list, index) => {
    if (!Number.isInteger(toIndex) || toIndex < 0 || toIndex >= list.length || toIndex === index) return list;
    const [block] = list.splice(index, 1);
    list.splice(toIndex, 0, block as Block);
    moved = true;
    return list;
  });
  return result.ok && !moved ? { ok: true, blocks: blocks as Block[] } : result;
}

/** Removes a block (with its nested blocks). */
export function removeBlock(blocks: readonly Block[], uuid: string): BlockOperationResult {
  return editListOf(blocks, uuid, (list, index) => {
    list.splice(index, 1);
    return list;
  });
}

/** Replaces a block's configuration and/or content; its name, type and uuid stay. */
export function updateBlock(
  blocks: readonly Block[],
  uuid: string,
  changes: { configuration?: Block["configuration"]; content?: Block["content"] },
): BlockOperationResult {
  return editListOf(blocks, uuid, (list, index) => {
    const current = list[index] as Block;
    list[index] = {
      ...current,
      ...("configuration" in changes && { configuration: changes.configuration }),
      ...("content" in changes && { content: changes.content }),
    } as Block;
    return list;
  });
}

/** Inserts a fresh copy of a block right below it. */
export function duplicateBlock(
  blocks: readonly Block[],
  uuid: string,
  newUuid: () => string = randomUuid,
): InsertResult {
  const original = findBlock(blocks, uuid);
  if (!original) return { ok: false, error: "blockNotFound" };
  return insertBlock(blocks, original, { uuid, position: "below" }, newUuid);
}

/** The block with this uuid at any depth. */
export function findBlock(blocks: readonly Block[], uuid: string): Block | undefined {
  for (const block of blocks) {
    if (block.meta.uuid === uuid) return block;
    if (block.type === "structure") {
      const found = findBlock(block.content, uuid);
      if (found) return found;
    }
  }
  return undefined;
}

/** The structure block whose content holds `uuid`; null for a block on the page itself. */
export function parentOf(
  blocks: readonly Block[],
  uuid: string,
  parent: StructureBlock | null = null,
): StructureBlock | null | undefined {
  for (const block of blocks) {
    if (block.meta.uuid === uuid) return parent;
    if (block.type === "structure") {
      const found = parentOf(block.content, uuid, block);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** docs/glossary.md, editor spec §3: "A block with empty content counts as having no data." */
export function hasData(block: Block): boolean {
  const content: unknown = block.content;
  if (Array.isArray(content)) return content.length > 0;
  return typeof content === "object" && content !== null && Object.keys(content).length > 0;
}

/** The "Save changes" rule (docs/glossary.md, editor spec §4): deep comparison with the saved document. */
export function documentsEqual(a: PageDocument, b: PageDocument): boolean {
  return jsonEqual(a, b);
}
