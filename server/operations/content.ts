import { blocksTag } from "#common/page-cache-tags.ts";
import { blocksHistoryInput, restoreBlocksInput, saveBlocksInput } from "#common/blocks/editor-inputs.ts";
import { pageKeyInput, type EntityType } from "#common/blocks/page-key.ts";
import type { Database } from "../db/client.ts";
import { categoryAudience } from "../modules/catalog/index.ts";
import { listHistory, loadBlocks, restoreSnapshot, saveBlocks } from "../modules/content/index.ts";
import type { RequestContext } from "../rpc/context.ts";
import { AppError } from "../errors.ts";
import { defineOperation } from "../rpc/operation.ts";

/** A category page's blocks need the category; the homepage always exists. */
async function requirePage(db: Database, locale: RequestContext["locale"], identifier: string, type: EntityType) {
  if (type === "category" && (await categoryAudience(db, locale, Number(identifier))) === null) {
    throw new AppError("not_found", "notFound");
  }
}

/** The operator's id for the history (the access policy has made sure there is one). */
function operatorId(ctx: RequestContext): number | null {
  return ctx.operator.identity?.id ?? null;
}

/**
 * The block document of a page in the request's locale (docs/glossary.md, editor spec §7), sanitised;
 * the built-in default homepage while the stored homepage is empty. A category page
 * follows its category's guard: unknown is 404, customers-only is 401 for anyone else.
 */
export const getBlocks = defineOperation({
  name: "getBlocks",
  kind: "query",
  access: "anonymous",
  input: pageKeyInput,
  handler: async (input, ctx) => {
    const { db } = ctx.services;
    if (input.type === "category") {
      const audience = await categoryAudience(db, ctx.locale, Number(input.identifier));
      if (audience === null) throw new AppError("not_found", "notFound");
      if (audience === "customer" && ctx.session.state !== "authorized") {
        throw new AppError("unauthorized", "unauthorized");
      }
    }
    const page = await loadBlocks(db, { identifier: input.identifier, entityType: input.type, locale: ctx.locale });
    return {
      schemaVersion: page.document.schemaVersion,
      blocks: page.document.blocks,
      version: page.version,
      isDefault: page.isDefault,
    };
  },
});

/**
 * doSaveBlocks (docs/glossary.md, editor spec §7): stores the page's blocks in the request's locale as a
 * new version, validated and sanitised (docs/blocks.md). A save from an older version than the
 * stored one is refused with editorSaveConflict: two operators never overwrite each other.
 * Without an operator session the access policy answers editorSessionExpired.
 */
export const doSaveBlocks = defineOperation({
  name: "doSaveBlocks",
  kind: "mutation",
  access: "operator",
  input: saveBlocksInput,
  pageTags: (input) => [blocksTag(input.entityType, input.identifier)],
  handler: async (input, ctx) => {
    const { db } = ctx.services;
    await requirePage(db, ctx.locale, input.identifier, input.entityType);
    let document: unknown;
    try {
      document = JSON.parse(input.blocks);
    } catch {
      throw new AppError("invalid_data", "invalidData", { fields: { blocks: "validation.invalid" } });
    }
    const saved = await saveBlocks(db, {
      identifier: input.identifier,
      entityType: input.entityType,
      locale: ctx.locale,
      document,
      expectedVersion: input.expectedVersion,
      operatorId: operatorId(ctx),
    });
    return { schemaVersion: saved.document.schemaVersion, blocks: saved.document.blocks, version: saved.version };
  },
});

/** The page's saved versions in the request's locale, newest first (the editor's version history). */
export const getBlocksHistory = defineOperation({
  name: "getBlocksHistory",
  kind: "query",
  access: "operator",
  input: blocksHistoryInput,
  handler: async (input, ctx) => {
    const { db } = ctx.services;
    await requirePage(db, ctx.locale, input.identifier, input.type);
    return listHistory(db, { identifier: input.identifier, entityType: input.type, locale: ctx.locale });
  },
});

/** Restores a saved version as the page's newest one (a save: the same conflict rule). */
export const doRestoreBlocks = defineOperation({
  name: "doRestoreBlocks",
  kind: "mutation",
  access: "operator",
  input: restoreBlocksInput,
  pageTags: (input) => [blocksTag(input.type, input.identifier)],
  handler: async (input, ctx) => {
    const { db } = ctx.services;
    await requirePage(db, ctx.locale, input.identifier, input.type);
    const restored = await restoreSnapshot(db, {
      identifier: input.identifier,
      entityType: input.type,
      locale: ctx.locale,
      snapshotId: input.snapshotId,
      expectedVersion: input.expectedVersion,
      operatorId: operatorId(ctx),
    });
    return {
      schemaVersion: restored.document.schemaVersion,
      blocks: restored.document.blocks,
      version: restored.version,
    };
  },
});
