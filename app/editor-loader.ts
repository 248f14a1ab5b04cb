import { requireTexts } from "#common/i18n/catalogues.ts";
import { TEXT_PART_NAMES } from "#common/i18n/text-parts.ts";
import type EditorShell from "~/features/editor/editor-shell.tsx";

type EditorShellComponent = typeof EditorShell;

let loaded: EditorShellComponent | undefined;
let loading: Promise<EditorShellComponent> | undefined;

/**
 * Fetches the editor chunk (docs/operators.md), once. Only an operator in the editor gets
 * here: the root loader on the server, and the browser before hydrating a page whose
 * server-rendered toolbar it finds (entry.client.tsx).
 */
export function loadEditorShell(): Promise<EditorShellComponent> {
  // The editor can show any page's components, so it has every part of the shop's texts
  // (common/i18n/text-parts.ts, ADR 029), as it has its own (ADR 016).
  loading ??= Promise.all([import("~/features/editor/editor-shell.tsx"), requireTexts(TEXT_PART_NAMES)]).then(
    ([module]) => (loaded = module.default),
  );
  return loading;
}

/** The toolbar component once its chunk is in, else undefined. */
export function loadedEditorShell(): EditorShellComponent | undefined {
  return loaded;
}
