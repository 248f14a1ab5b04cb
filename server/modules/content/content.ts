import { and, desc, eq, lte, sql } from "drizzle-orm";
import type { Locale } from "#common/constants.ts";
import { BLOCK_LIMITS } from "#common/blocks/block-fields.ts";
import { HOMEPAGE_IDENTIFIER, type EntityType } from "#common/blocks/page-key.ts";
import { INFO_PAGES, type InfoPage } from "#common/static-pages.ts";
import {
  documentBytes,
  emptyDocument,
  migrateDocument,
  saveRuleProblems,
  type PageDocument,
} from "#common/blocks/page-document.ts";
import type { Database } from "../../db/client.ts";
import { AppError, fieldKeys } from "../../errors.ts";
import { pageBlocks, pageBlockSnapshots } from "./content.table.ts";
import { holdUploads, uploadStemsIn } from "../media/index.ts";
import { defaultHomepage } from "./default-homepage.ts";
import { sampleInfoPage } from "./info-page-samples.ts";
import { sanitizeDocument } from "./rich-text.ts";

/** The page a block document belongs to, in one locale. */
export type PageKey = { identifier: string; entityType: EntityType; locale: Locale };

/** A page's blocks as shoppers see them; version 0 means nothing is stored yet. */
export type PageBlocks = { document: PageDocument; version: number; isDefault: boolean };

export type Snapshot = { id: number; version: number; savedAt: string; operatorId: number | null };

/** Snapshots kept per page and locale; older ones are deleted on save. */
export const HISTORY_LIMIT = 50;

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

function isPage(key: PageKey) {
  return and(
    eq(pageBlocks.identifier, key.identifier),
    eq(pageBlocks.entityType, key.entityType),
    eq(pageBlocks.locale, key.locale),
  );
}

const isInfoPage = (identifier: string): identifier is InfoPage =>
  (INFO_PAGES as readonly string[]).includes(identifier);

const isHomepage = (key: PageKey) => key.entityType === "immutable" && key.identifier === HOMEPAGE_IDENTIFIER;

/**
 * The page's document, migrated to the current schema and sanitised again (stored rich
 * text is never trusted on render). An empty homepage is the built-in default homepage; an
 * info page never saved is its sample text (ADR 040), which the page marks as a sample.
 */
export async function loadBlocks(db: Database, key: PageKey): Promise<PageBlocks> {
  const [row] = await db
    .select({ version: pageBlocks.version, document: pageBlocks.document })
    .from(pageBlocks)
    .where(isPage(key))
    .limit(1);
  const stored = row ? storedDocument(row.document) : emptyDocument();
  const version = row?.version ?? 0;
  if (isHomepage(key) && stored.blocks.length === 0) {
    return { document: defaultHomepage(key.locale), version, isDefault: true };
  }
  if (key.entityType === "info" && !row && isInfoPage(key.identifier)) {
    return { document: sampleInfoPage(key.identifier, key.locale), version, isDefault: true };
  }
  return { document: sanitizeDocument(stored), version, isDefault: false };
}

/** Documents were valid when they were saved; one that no longer loads is a defect, not bad input. */
function storedDocument(raw: unknown): PageDocument {
  const result = migrateDocument(raw);
  if (!result.ok) throw new AppError("unexpected", "unknownError", { cause: result });
  return result.document;
}

/**
 * A submitted document as it may be stored: within the byte limit, of a known schema
 * version (migrated to the current one), valid, with its rich text sanitised.
 */
export function acceptDocument(raw: unknown): PageDocument {
  const tooLarge = () =>
    new AppError("invalid_data", "blocksDocumentTooLarge", {
      values: { maxKilobytes: BLOCK_LIMITS.maxDocumentBytes / 1024 },
    });
  // PostgreSQL text and jsonb cannot hold NUL; the RPC layer refuses it too, other callers may not.
  if (JSON.stringify(raw ?? null)?.includes("\\u0000")) {
    throw new AppError("invalid_data", "invalidData", { fields: { _: "validation.invalid" } });
  }
  const result = migrateDocument(raw);
  if (!result.ok) {
    if (result.reason === "tooLarge") throw tooLarge();
    if (result.reason === "unsupportedVersion") throw new AppError("invalid_data", "blocksSchemaUnsupported");
    throw new AppError("invalid_data", "invalidData", { fields: fieldKeys(result.error) });
  }
  const document = sanitizeDocument(result.document);
  // Sanitising escapes stray "<" as "&lt;" and can grow a text: the limit holds for what is stored.
  if ((documentBytes(document) ?? Infinity) > BLOCK_LIMITS.maxDocumentBytes) throw tooLarge();
  return document;
}

const conflict = () => new AppError("conflict", "editorSaveConflict");

/**
 * Stores a new version of the page's document. `expectedVersion` is the version the
 * operator started from (0: nothing stored yet); if another save came first, this one is
 * refused with editorSaveConflict and nothing changes. The new version, its snapshot and
 * the pruning of old snapshots happen in one transaction.
 */
export async function saveBlocks(
  db: Database,
  input: PageKey & { document: unknown; expectedVersion: number; operatorId: number | null },
): Promise<{ document: PageDocument; version: number }> {
  const document = acceptDocument(input.document);
  // A restore (restoreSnapshot) brings back what was accepted then; a save meets today's rules.
  const problems = saveRuleProblems(document);
  if (Object.keys(problems).length > 0) throw new AppError("invalid_data", "invalidData", { fields: problems });
  return db.transaction((tx) => writeVersion(tx, input, input.expectedVersion, input.operatorId, document));
}

async function writeVersion(
  tx: Transaction,
  key: PageKey,
  expectedVersion: number,
  operatorId: number | null,
  document: PageDocument,
): Promise<{ document: PageDocument; version: number }> {
  const [written] =
    expectedVersion === 0
      ? // A concurrent first save waits on the unique index and then inserts nothing.
        await tx
          .insert(pageBlocks)
          .values({ ...key, version: 1, document, updatedBy: operatorId })
          .onConflictDoNothing()
          .returning({ id: pageBlocks.id, version: pageBlocks.version })
      : // A concurrent save waits on the row lock, then finds another version and updates nothing.
        await tx
          .update(pageBlocks)
          .set({ version: sql`${pageBlocks.version} + 1`, document, updatedAt: new Date(), updatedBy: operatorId })
          .where(and(isPage(key), eq(pageBlocks.version, expectedVersion)))
          .returning({ id: pageBlocks.id, version: pageBlocks.version });
  if (!written) throw conflict();
  // An image deleted from the library meanwhile is refused; the others stay until the commit.
  if ((await holdUploads(tx, uploadStemsIn(document))).length > 0) {
    throw new AppError("invalid_data", "mediaNotFound", { fields: { blocks: "errors.mediaNotFound" } });
  }
  await tx.insert(pageBlockSnapshots).values({ pageId: written.id, version: written.version, operatorId, document });
  await tx
    .delete(pageBlockSnapshots)
    .where(
      and(eq(pageBlockSnapshots.pageId, written.id), lte(pageBlockSnapshots.version, written.version - HISTORY_LIMIT)),
    );
  return { document, version: written.version };
}

/** The page's saved versions, newest first. */
export async function listHistory(db: Database, key: PageKey): Promise<Snapshot[]> {
  const rows = await db
    .select({
      id: pageBlockSnapshots.id,
      version: pageBlockSnapshots.version,
      savedAt: pageBlockSnapshots.savedAt,
      operatorId: pageBlockSnapshots.operatorId,
    })
    .from(pageBlockSnapshots)
    .innerJoin(pageBlocks, eq(pageBlocks.id, pageBlockSnapshots.pageId))
    .where(isPage(key))
    .orderBy(desc(pageBlockSnapshots.version))
    .limit(HISTORY_LIMIT);
  return rows.map((row) => ({ ...row, savedAt: row.savedAt.toISOString() }));
}

/**
 * Makes an older snapshot of the page its newest version (a save like any other, with
 * the same conflict rule). Snapshots of older schema versions are migrated first.
 */
export async function restoreSnapshot(
  db: Database,
  input: PageKey & { snapshotId: number; expectedVersion: number; operatorId: number | null },
): Promise<{ document: PageDocument; version: number }> {
  return db.transaction(async (tx) => {
    const [snapshot] = await tx
      .select({ document: pageBlockSnapshots.document })
      .from(pageBlockSnapshots)
      .innerJoin(pageBlocks, eq(pageBlocks.id, pageBlockSnapshots.pageId))
      .where(and(isPage(input), eq(pageBlockSnapshots.id, input.snapshotId)))
      .limit(1);
    if (!snapshot) throw new AppError("not_found", "blockSnapshotNotFound");
    const document = acceptDocument(snapshot.document);
    return writeVersion(tx, input, input.expectedVersion, input.operatorId, document);
  });
}

/**
 * Deletes a page's documents in every locale with their history: for deleteCategory, in
 * the same transaction as the category (a workflow step; the category module owns its rows).
 */
export async function deletePageBlocks(
  db: Database | Transaction,
  page: { identifier: string; entityType: EntityType },
): Promise<number> {
  const deleted = await db
    .delete(pageBlocks)
    .where(and(eq(pageBlocks.identifier, page.identifier), eq(pageBlocks.entityType, page.entityType)))
    .returning({ id: pageBlocks.id });
  return deleted.length;
}

/**
 * Whether a page's blocks or one of its kept versions refer to a media file (the library
 * refuses to delete it then). References are exact JSON strings, so `uploads/a.webp` never
 * matches `uploads/ba.webp`; the reference's characters hold no LIKE wildcards.
 */
export async function pagesReferTo(db: Database | Transaction, reference: string): Promise<boolean> {
  const pattern = `%${JSON.stringify(reference)}%`;
  const [page] = await db
    .select({ id: pageBlocks.id })
    .from(pageBlocks)
    .where(sql`${pageBlocks.document}::text like ${pattern}`)
    .limit(1);
  if (page) return true;
  const [snapshot] = await db
    .select({ id: pageBlockSnapshots.id })
    .from(pageBlockSnapshots)
    .where(sql`${pageBlockSnapshots.document}::text like ${pattern}`)
    .limit(1);
  return snapshot !== undefined;
}
