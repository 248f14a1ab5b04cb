import { ApiError } from "~/lib/api-client.ts";
import { errorMessageFor, type TranslateFn } from "~/lib/api-error-message.ts";
import type { SavedPart } from "./save-plan.ts";

const PART_KEYS: Record<SavedPart, string> = { blocks: "editorSave.partBlocks", settings: "editorSave.partSettings" };

/** "Blocks and Settings": the saved parts as a list in the page's language. */
export function savedPartsLine(parts: readonly SavedPart[], t: TranslateFn, localeTag: string): string {
  const names = parts.map((part) => t(PART_KEYS[part]));
  return t("editorSave.savedParts", { parts: new Intl.ListFormat(localeTag, { type: "conjunction" }).format(names) });
}

/** The positive notice of a save (docs/glossary.md, editor spec §8): the success text, then what was saved. */
export function saveSuccessMessage(parts: readonly SavedPart[], t: TranslateFn, localeTag: string): string[] {
  return [t("editorSave.success"), savedPartsLine(parts, t, localeTag)];
}

/**
 * The negative notice of a failed save or restore (docs/glossary.md, editor spec §8): the editor's save
 * error text and the error's own message. A conflict (409 editorSaveConflict) is not a session
 * problem, so it shows only its own text; when the message is the save error text itself (401
 * editorSessionExpired) it is not repeated. Parts saved before the failure are named.
 */
export function saveFailureMessage(
  error: unknown,
  t: TranslateFn,
  has: (key: string) => boolean,
  savedBefore: readonly SavedPart[] = [],
  localeTag = "en",
): string[] {
  const detail = errorMessageFor(error, t, has);
  const headline = t("errors.editorSessionExpired");
  const conflict = error instanceof ApiError && error.key === "editorSaveConflict";
  const lines = conflict || detail === headline ? [detail] : [headline, detail];
  if (savedBefore.length > 0) lines.push(savedPartsLine(savedBefore, t, localeTag));
  return lines;
}
