import { z } from "zod";
import { BLOCK_LIMITS } from "./block-fields.ts";
import { blockSchema, type Block } from "./block-schema.ts";
import { DOCUMENT_MIGRATIONS } from "./migrations.ts";

export const CURRENT_SCHEMA_VERSION = 1;

/** Every block of a list, nested ones after their parent (document order). */
export function flattenBlocks(blocks: readonly Block[]): Block[] {
  return blocks.flatMap((block) => [block, ...(block.type === "structure" ? flattenBlocks(block.content) : [])]);
}

export const pageDocumentSchema = z
  .strictObject({
    schemaVersion: z.literal(CURRENT_SCHEMA_VERSION),
    blocks: z.array(blockSchema),
  })
  .superRefine((document, ctx) => {
    const all = flattenBlocks(document.blocks);
    if (all.length > BLOCK_LIMITS.maxBlocksPerPage) {
      ctx.addIssue({ code: "custom", message: "validation.tooManyBlocks", path: ["blocks"] });
    }
    const seen = new Set<string>();
    for (const block of all) {
      if (seen.has(block.meta.uuid)) {
        ctx.addIssue({ code: "custom", message: "validation.duplicateBlockId", path: ["blocks"] });
        return;
      }
      seen.add(block.meta.uuid);
    }
  });

export type PageDocument = z.infer<typeof pageDocumentSchema>;

/**
 * The rules a save adds to the schema, as field errors keyed by path: every Carousel keeps at
 * least one slide. Not part of the schema, so a document stored before the rule (an emptied
 * carousel renders nothing) still loads, and its version can still be restored; the next save
 * of the page needs a slide in it.
 */
export function saveRuleProblems(document: PageDocument): Record<string, string> {
  const problems: Record<string, string> = {};
  document.blocks.forEach((block, index) => {
    if (block.name === "Carousel" && block.content.length < BLOCK_LIMITS.minBannersPerCarousel) {
      problems[`blocks.${index}.content`] = "validation.carouselNeedsSlide";
    }
  });
  return problems;
}

export type DocumentProblem =
  | { reason: "tooLarge"; bytes: number }
  | { reason: "unsupportedVersion"; version: unknown }
  | { reason: "invalid"; error: z.ZodError };

export type DocumentResult = { ok: true; document: PageDocument } | ({ ok: false } & DocumentProblem);

/** UTF-8 bytes of the JSON form; null for values JSON cannot hold (cycles, BigInt). */
export function documentBytes(value: unknown): number | null {
  try {
    const json = JSON.stringify(value);
    return json === undefined ? null : new TextEncoder().encode(json).length;
  } catch {
    return null;
  }
}

/**
 * The schema version a stored or submitted document has: the bare block list of the
 * original commerce API (doSaveBlocks "blocks (serialised list)") is version 0.
 */
function versionOf(raw: unknown): number | null {
  if (Array.isArray(raw)) return 0;
  if (typeof raw !== "object" || raw === null) return null;
  const version = (raw as { schemaVersion?: unknown }).schemaVersion;
  return typeof version === "number" && Number.isInteger(version) && version >= 0 ? version : null;
}

/**
 * Brings a document of any known schema version to the current one with the ordered, pure
 * migrations, then validates it. Never throws: bad input is a problem value.
 */
export function migrateDocument(raw: unknown): DocumentResult {
  const bytes = documentBytes(raw);
  if (bytes === null) return invalid("validation.invalid");
  if (bytes > BLOCK_LIMITS.maxDocumentBytes) return { ok: false, reason: "tooLarge", bytes };
  const version = versionOf(raw);
  if (version === null) return invalid("validation.invalid");
  if (version > CURRENT_SCHEMA_VERSION) return { ok: false, reason: "unsupportedVersion", version };
  let current = raw;
  for (const migration of DOCUMENT_MIGRATIONS) {
    if (migration.from >= version) current = migration.migrate(current);
  }
  const parsed = pageDocumentSchema.safeParse(current);
  return parsed.success ? { ok: true, document: parsed.data } : { ok: false, reason: "invalid", error: parsed.error };
}

function invalid(message: string): DocumentResult {
  const error = new z.ZodError([{ code: "custom", message, path: [], input: undefined }]);
  return { ok: false, reason: "invalid", error };
}

export function emptyDocument(): PageDocument {
  return { schemaVersion: CURRENT_SCHEMA_VERSION, blocks: [] };
}
