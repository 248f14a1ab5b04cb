import { createContext, useContext, useState, type ReactNode } from "react";

/**
 * A per-page-load box for the editor's store. The store itself (zustand, docs/glossary.md, editor spec §4)
 * lives in the lazy editor chunk; the box lives here so the toolbar and the editable blocks,
 * which sit in different parts of the tree, share one store, and so two requests rendered on
 * the server never share one. Shoppers get only this empty box.
 */
export type EditorStoreBox = { current: unknown };

const EditorStoreSlot = createContext<EditorStoreBox | null>(null);

export function EditorStoreSlotProvider({ children }: { children: ReactNode }) {
  const [box] = useState<EditorStoreBox>(() => ({ current: undefined }));
  return <EditorStoreSlot.Provider value={box}>{children}</EditorStoreSlot.Provider>;
}

export function useEditorStoreBox(): EditorStoreBox {
  const box = useContext(EditorStoreSlot);
  if (!box) throw new Error("useEditorStoreBox needs an EditorStoreSlotProvider");
  return box;
}
