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
  loading ??= import("~/features/editor/editor-shell.tsx").then((module) => (loaded = module.default));
  return loading;
}

/** The toolbar component once its chunk is in, else undefined. */
export function loadedEditorShell(): EditorShellComponent | undefined {
  return loaded;
}
