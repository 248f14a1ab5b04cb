import type { Locale } from "../constants.ts";
import { addMessages } from "./catalogues.ts";
import { editorDe } from "./editor-de.ts";
import { editorEn } from "./editor-en.ts";
import type { EditorMessages } from "./en.ts";

export const editorCatalogues: Record<Locale, EditorMessages> = { de: editorDe, en: editorEn };

/**
 * Adds the editor's texts to the page's catalogues (ADR 016): those loaded now and any loaded
 * later (catalogues.ts). Imported only by the editor's lazy chunks, first thing, so the texts
 * are there before any editor component renders, on the server and in the browser. The
 * namespaces are the editor's own, so nothing is overwritten.
 */
export function registerEditorMessages(): void {
  addMessages(editorCatalogues);
}
