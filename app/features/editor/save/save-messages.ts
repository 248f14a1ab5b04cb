import { LOCALE_TAGS, type Locale } from "#common/constants.ts";
import { translatorFor } from "#common/i18n/catalogues.ts";
import { ApiError } from "~/lib/api-client.ts";
import { errorMessageFor } from "~/lib/api-error-message.ts";
import type { SavedPart } from "./save-plan.ts";

const PART_KEYS = { blocks: "editorSave.partBlocks", settings: "editorSave.partSettings" } as const satisfies Record<
  SavedPart,
  string
>;

/** "Blocks and Settings": the saved parts as a list in the page's language. */
export function savedPartsLine(parts: readonly SavedPart[], locale: Locale): string {
  const t = translatorFor(locale);
  const names = parts.map((part) => t(PART_KEYS[part]));
  const list = new Intl.ListFormat(LOCALE_TAGS[locale], { type: "conjunction" }).format(names);
  return t("editorSave.savedParts", { parts: list });
}

/** The positive notice of a save (docs/glossary.md, editor spec §8): the success text, then what was saved. */
export function saveSuccessMessage(parts: readonly SavedPart[], locale: Locale): string[] {
  return [translatorFor(locale)("editorSave.success"), savedPartsLine(parts, locale)];
}

/**
 * The negative notice of a failed save or restore (docs/glossary.md, editor spec §8): the editor's save
 * error text and the error's own message. A conflict (409 editorSaveConflict) is not a session
 * problem, so it shows only its own text; when the message is the save error text itself (401
 * editorSessionExpired) it is not repeated. Parts saved before the failure are named.
 */
export function saveFailureMessage(error: unknown, locale: Locale, savedBefore: readonly SavedPart[] = []): string[] {
  const detail = errorMessageFor(error, locale);
  const headline = translatorFor(locale)("errors.editorSessionExpired");
  const conflict = error instanceof ApiError && error.key === "editorSaveConflict";
  const lines = conflict || detail === headline ? [detail] : [headline, detail];
  if (savedBefore.length > 0) lines.push(savedPartsLine(savedBefore, locale));
  return lines;
}
