import { useEffect } from "react";
import { useT } from "~/lib/i18n.tsx";
import { useEditor, useEditorStore } from "../editor-store.ts";
import { RedoIcon, UndoIcon } from "./toolbar-icons.tsx";
import { ICON_BUTTON } from "./toolbar-styles.ts";
import { isTextEntryTarget, matchUndoShortcut } from "./undo-shortcut.ts";

/**
 * Undo and Redo of block edits (issue 5 section 3), disabled without history, and their
 * shortcuts Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z and Ctrl+Y anywhere on the page except in fields,
 * which keep their own undo (the rich-text editor too). Rendered only while editing.
 */
export function UndoRedoButtons() {
  const t = useT();
  const canUndo = useEditor((state) => state.past.length > 0 && state.document !== null);
  const canRedo = useEditor((state) => state.future.length > 0 && state.document !== null);
  const undo = useEditor((state) => state.undo);
  const redo = useEditor((state) => state.redo);
  useUndoShortcuts();
  return (
    <span className="flex gap-1">
      <button
        type="button"
        className={ICON_BUTTON}
        disabled={!canUndo}
        onClick={undo}
        title={t("editorToolbar.undoShortcut")}
      >
        <UndoIcon />
        <span className="sr-only">{t("editorToolbar.undo")}</span>
      </button>
      <button
        type="button"
        className={ICON_BUTTON}
        disabled={!canRedo}
        onClick={redo}
        title={t("editorToolbar.redoShortcut")}
      >
        <RedoIcon />
        <span className="sr-only">{t("editorToolbar.redo")}</span>
      </button>
    </span>
  );
}

export function useUndoShortcuts(): void {
  const store = useEditorStore();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = matchUndoShortcut(event);
      if (!action || event.defaultPrevented) return;
      if (isTextEntryTarget(event.target instanceof HTMLElement ? event.target : null)) return;
      const state = store.getState();
      // A save in flight makes the answer the new baseline; an undo now would be lost under it.
      if (state.saving) return;
      event.preventDefault();
      if (action === "undo") state.undo();
      else state.redo();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [store]);
}
