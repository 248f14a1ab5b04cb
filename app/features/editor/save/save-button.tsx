import { useId } from "react";
import { useT } from "~/lib/i18n.tsx";
import { canSave, hasBlockChanges, hasDesignChanges, useEditor } from "../editor-store.ts";
import { useSaveChanges } from "./use-save-changes.ts";

/**
 * 'Save changes' (docs/glossary.md, editor spec §§2 and 4): enabled only with block or design changes and
 * not while saving. aria-disabled (not disabled) keeps it focusable, so keyboard and screen
 * reader users reach it and hear why; the same reason shows under it on hover and focus.
 */
export function SaveButton() {
  const t = useT();
  const hintId = useId();
  const saving = useEditor((state) => state.saving);
  const enabled = useEditor(canSave);
  const unsaved = useEditor((state) => hasBlockChanges(state) || hasDesignChanges(state));
  const save = useSaveChanges();

  const hint = saving
    ? t("editorToolbar.savingHint")
    : unsaved
      ? t("editorToolbar.unsavedHint")
      : t("editorToolbar.nothingToSave");
  return (
    <span className="group relative">
      <button
        type="button"
        aria-disabled={enabled ? undefined : "true"}
        aria-describedby={hintId}
        onClick={() => {
          if (enabled) void save();
        }}
        className={
          enabled
            ? "rounded-md bg-white px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-neutral-900 hover:bg-neutral-200 focus-visible:outline-white"
            : "cursor-not-allowed rounded-md bg-neutral-600 px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-neutral-100"
        }
      >
        {saving ? t("editorToolbar.saving") : t("editorToolbar.save")}
      </button>
      <span
        id={hintId}
        className="pointer-events-none absolute top-full right-0 z-50 mt-2 hidden w-56 rounded-md bg-neutral-800 p-2 text-xs text-white shadow-lg group-focus-within:block group-hover:block"
      >
        {hint}
      </span>
    </span>
  );
}
