import { createStore, useStore } from "zustand";
import { useEditorStoreBox } from "~/lib/editor-store-slot.tsx";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { offerEditorStore, parentEditorStore } from "./device-preview/shared-store.ts";
import { documentsEqual } from "#common/blocks/block-operations.ts";
import type { Block } from "#common/blocks/block-schema.ts";
import type { PageDocument } from "#common/blocks/page-document.ts";
import type { EntityType } from "#common/blocks/page-key.ts";
import type { DesignSettings } from "#common/design/design-settings.ts";

/**
 * The editor's client state (docs/glossary.md, editor spec §4): the page being edited with its saved
 * baseline and undo/redo stacks, the design settings with theirs, the drawer and the block
 * placeholder. One store per page load, in the editor chunk only. Block changes go through
 * the pure functions of common/blocks/block-operations.ts and then `apply`.
 */

export type DrawerView = "design" | "pages" | "blocksList" | "blockSettings";
export type DevicePreview = "mobile" | "tablet" | "full";
/** Where "Add block" inserts: above or below a block; null uuid on an empty page. */
export type Placeholder = { uuid: string | null; position: "above" | "below" };
export type EditorPage = { identifier: string; type: EntityType };

/** Undo keeps this many steps; older ones are dropped. */
export const UNDO_LIMIT = 100;

export type EditorState = {
  page: EditorPage | null;
  /** The stored version the edits start from (0: nothing stored); doSaveBlocks' expectedVersion. */
  version: number;
  saved: PageDocument | null;
  document: PageDocument | null;
  past: PageDocument[];
  future: PageDocument[];
  selectedUuid: string | null;
  placeholder: Placeholder | null;
  drawer: DrawerView | null;
  designSaved: DesignSettings | null;
  design: DesignSettings | null;
  /** The Pages view has page settings that are not saved yet. */
  pagesDirty: boolean;
  devicePreview: DevicePreview;
  saving: boolean;
};

export type EditorActions = {
  loadPage: (page: EditorPage, document: PageDocument, version: number) => void;
  /** A new document from an edit: the old one goes on the undo stack, redo is cleared. */
  apply: (next: PageDocument) => void;
  undo: () => void;
  redo: () => void;
  /**
   * After a save or restore: the stored document is the new baseline (the undo history stays).
   * `sent` is the document the save started from: when the operator edited on while the save
   * was under way, those edits stay (and keep 'Save changes' enabled); else the stored, sanitised
   * document is shown.
   */
  markSaved: (document: PageDocument, version: number, sent?: PageDocument) => void;
  openDrawer: (view: DrawerView) => void;
  closeDrawer: () => void;
  selectBlock: (uuid: string | null) => void;
  setPlaceholder: (placeholder: Placeholder | null) => void;
  loadDesign: (design: DesignSettings) => void;
  setDesign: (patch: Partial<DesignSettings>) => void;
  /** As markSaved: design changes made while the save was under way stay. */
  markDesignSaved: (design: DesignSettings, sent?: DesignSettings) => void;
  setPagesDirty: (dirty: boolean) => void;
  setDevicePreview: (preview: DevicePreview) => void;
  setSaving: (saving: boolean) => void;
  /** `apply` with a new block list (from a pure operation) in the current document. */
  applyBlocks: (blocks: Block[]) => void;
  /** Selects a block and opens its settings in the drawer (right side). */
  openBlockSettings: (uuid: string) => void;
  /** Remembers where to insert and opens the blocks list ('Add block'). */
  openBlocksList: (placeholder: Placeholder) => void;
};

export type EditorStore = ReturnType<typeof createEditorStore>;

export function createEditorStore() {
  return createStore<EditorState & EditorActions>()((set, get) => ({
    page: null,
    version: 0,
    saved: null,
    document: null,
    past: [],
    future: [],
    selectedUuid: null,
    placeholder: null,
    drawer: null,
    designSaved: null,
    design: null,
    pagesDirty: false,
    devicePreview: "full",
    saving: false,

    loadPage: (page, document, version) =>
      set({ page, document, saved: document, version, past: [], future: [], selectedUuid: null, placeholder: null }),
    apply: (next) => {
      const { document, past } = get();
      if (!document || documentsEqual(document, next)) return;
      set({ document: next, past: [...past, document].slice(-UNDO_LIMIT), future: [] });
    },
    undo: () => {
      const { document, past, future } = get();
      const previous = past.at(-1);
      if (!document || !previous) return;
      set({ document: previous, past: past.slice(0, -1), future: [document, ...future] });
    },
    redo: () => {
      const { document, past, future } = get();
      const [next, ...rest] = future;
      if (!document || !next) return;
      set({ document: next, past: [...past, document].slice(-UNDO_LIMIT), future: rest });
    },
    markSaved: (document, version, sent) => {
      const editedMeanwhile = sent !== undefined && get().document !== sent;
      set(editedMeanwhile ? { saved: document, version } : { document, saved: document, version });
    },
    openDrawer: (view) => set({ drawer: view }),
    closeDrawer: () => set({ drawer: null }),
    selectBlock: (uuid) => set({ selectedUuid: uuid }),
    setPlaceholder: (placeholder) => set({ placeholder }),
    loadDesign: (design) => set({ design, designSaved: design }),
    setDesign: (patch) => {
      const { design } = get();
      if (design) set({ design: { ...design, ...patch } });
    },
    markDesignSaved: (design, sent) => {
      const editedMeanwhile = sent !== undefined && get().design !== sent;
      set(editedMeanwhile ? { designSaved: design } : { design, designSaved: design });
    },
    setPagesDirty: (pagesDirty) => set({ pagesDirty }),
    setDevicePreview: (devicePreview) => set({ devicePreview }),
    setSaving: (saving) => set({ saving }),
    applyBlocks: (blocks) => {
      const { document, apply } = get();
      if (document) apply({ ...document, blocks });
    },
    openBlockSettings: (uuid) => set({ selectedUuid: uuid, drawer: "blockSettings" }),
    openBlocksList: (placeholder) => set({ placeholder, drawer: "blocksList" }),
  }));
}

/** The blocks differ from the last saved ones (deep comparison, key order ignored). */
export function hasBlockChanges(state: EditorState): boolean {
  return state.document !== null && state.saved !== null && !documentsEqual(state.document, state.saved);
}

/** blockSize, a colour or the font differs from the saved design (docs/glossary.md, editor spec §4). */
export function hasDesignChanges(state: EditorState): boolean {
  const { design, designSaved } = state;
  if (!design || !designSaved) return false;
  return (
    design.blockSize !== designSaved.blockSize ||
    design.font !== designSaved.font ||
    design.primaryColor !== designSaved.primaryColor ||
    design.secondaryColor !== designSaved.secondaryColor
  );
}

/** 'Save changes' is enabled with block or design changes, and never while saving. */
export function canSave(state: EditorState): boolean {
  return !state.saving && (hasBlockChanges(state) || hasDesignChanges(state));
}

/**
 * The store of this page load (root's EditorStoreSlotProvider), created on first use. Inside
 * the device preview's iframe it is the editor window's store instead (device-preview/
 * shared-store.ts), once hydrated: hydration renders the page's own, as the server did.
 */
export function useEditorStore(): EditorStore {
  const box = useEditorStoreBox();
  box.current ??= offerEditorStore(createEditorStore());
  const hydrated = useHydrated();
  return (hydrated ? parentEditorStore() : undefined) ?? (box.current as EditorStore);
}

export function useEditor<T>(selector: (state: EditorState & EditorActions) => T): T {
  return useStore(useEditorStore(), selector);
}
