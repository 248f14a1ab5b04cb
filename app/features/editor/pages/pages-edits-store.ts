import { createStore, useStore } from "zustand";
import type { CategorySettingsRecord } from "#common/schemas/pages.ts";
import { useEditorStore, type EditorStore } from "../editor-store.ts";
import {
  changedRecords,
  dropEdit,
  loadEdit,
  markSaved,
  updateDraft,
  type FieldErrors,
  type PageSettingsEdits,
} from "./page-settings-edits.ts";

/**
 * The Pages view's own state: page settings edits, the page whose settings drawer or delete
 * modal is open, field errors. It outlives the Pages view (closing the drawer keeps unsaved
 * settings), lives exactly as long as the editor store of this page load (a WeakMap keyed by
 * it: never shared between two server renders) and keeps the store's `pagesDirty` in step.
 */

export type SettingsView = "general" | "seo";
export type PageRef = { id: number; name: string; href: string };

type PagesEditsState = {
  edits: PageSettingsEdits;
  errors: Record<number, FieldErrors>;
  /** The page of the settings drawer and which settings it shows. */
  settingsOf: { page: PageRef; view: SettingsView } | null;
  deleteOf: PageRef | null;
  saving: boolean;
};

type PagesEditsActions = {
  openSettings: (page: PageRef, view: SettingsView) => void;
  /** Closing the settings drawer clears the selected page (docs/glossary.md, editor spec §4). */
  closeSettings: () => void;
  openDelete: (page: PageRef) => void;
  closeDelete: () => void;
  load: (record: CategorySettingsRecord) => void;
  edit: (id: number, change: (draft: CategorySettingsRecord) => CategorySettingsRecord) => void;
  setErrors: (errors: Record<number, FieldErrors>) => void;
  setSaving: (saving: boolean) => void;
  saved: (records: CategorySettingsRecord[]) => void;
  forget: (id: number) => void;
};

export type PagesEditsStore = ReturnType<typeof createPagesEditsStore>;

export function createPagesEditsStore(editor: EditorStore) {
  return createStore<PagesEditsState & PagesEditsActions>()((set, get) => {
    const setEdits = (edits: PageSettingsEdits) => {
      set({ edits });
      const dirty = changedRecords(edits).length > 0;
      if (editor.getState().pagesDirty !== dirty) editor.getState().setPagesDirty(dirty);
    };
    return {
      edits: {},
      errors: {},
      settingsOf: null,
      deleteOf: null,
      saving: false,
      openSettings: (page, view) => set({ settingsOf: { page, view } }),
      closeSettings: () => set({ settingsOf: null }),
      openDelete: (page) => set({ deleteOf: page }),
      closeDelete: () => set({ deleteOf: null }),
      load: (record) => setEdits(loadEdit(get().edits, record)),
      edit: (id, change) => setEdits(updateDraft(get().edits, id, change)),
      setErrors: (errors) => set({ errors }),
      setSaving: (saving) => set({ saving }),
      saved: (records) => {
        setEdits(markSaved(get().edits, records));
        set({ errors: {} });
      },
      forget: (id) => {
        setEdits(dropEdit(get().edits, id));
        const { [id]: _gone, ...errors } = get().errors;
        set({ errors });
      },
    };
  });
}

const storesByEditor = new WeakMap<EditorStore, PagesEditsStore>();

export function usePagesEditsStore(): PagesEditsStore {
  const editor = useEditorStore();
  let store = storesByEditor.get(editor);
  if (!store) {
    store = createPagesEditsStore(editor);
    storesByEditor.set(editor, store);
  }
  return store;
}

export function usePagesEdits<T>(selector: (state: PagesEditsState & PagesEditsActions) => T): T {
  return useStore(usePagesEditsStore(), selector);
}
