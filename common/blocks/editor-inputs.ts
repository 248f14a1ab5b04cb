import { z } from "zod";
import { BLOCK_LIMITS } from "./block-fields.ts";
import { entityType, isPageKey, pageIdentifier, pageKeyInput } from "./page-key.ts";

/** The version a save starts from (0: nothing stored yet); a save from an older one is a conflict. */
const expectedVersion = z
  .int("validation.invalid")
  .min(0, "validation.invalid")
  .max(2_147_483_647, "validation.invalid");

/**
 * doSaveBlocks (docs/glossary.md, editor spec §7): identifier, entityType and the blocks as a serialised
 * list (a JSON text: the bare block list of the original API, or a `{ schemaVersion, blocks }`
 * document), plus the version the operator started from. The size is checked again on the
 * parsed document (docs/blocks.md); this bound only keeps a huge text from being parsed.
 */
export const saveBlocksInput = z
  .strictObject({
    identifier: pageIdentifier,
    entityType,
    blocks: z.string({ error: "validation.mandatory" }).max(BLOCK_LIMITS.maxDocumentBytes * 2, "validation.invalid"),
    expectedVersion,
  })
  .refine((input) => isPageKey(input.identifier, input.entityType), {
    message: "validation.invalid",
    path: ["identifier"],
  });

/** The saved versions of one page (the version history of the editor). */
export const blocksHistoryInput = pageKeyInput;

/** Makes a snapshot of the page its newest version, starting from `expectedVersion`. */
export const restoreBlocksInput = z
  .strictObject({
    identifier: pageIdentifier,
    type: entityType,
    snapshotId: z.int("validation.invalid").min(1, "validation.invalid").max(2_147_483_647, "validation.invalid"),
    expectedVersion,
  })
  .refine((input) => isPageKey(input.identifier, input.type), { message: "validation.invalid", path: ["identifier"] });
