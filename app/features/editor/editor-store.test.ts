import { describe, expect, it } from "vitest";
import { textCard } from "#common/blocks/block-fixtures.ts";
import type { PageDocument } from "#common/blocks/page-document.ts";
import { DEFAULT_DESIGN_SETTINGS } from "#common/design/design-settings.ts";
import { canSave, createEditorStore, hasBlockChanges } from "./editor-store.ts";

const page = { identifier: "index", type: "immutable" } as const;
const doc = (...titles: string[]): PageDocument => ({
  schemaVersion: 1,
  blocks: titles.map((title, index) => textCard(index + 1, title)),
});

describe("the editor store's save baseline", () => {
  it("shows the stored document when nothing changed while saving", () => {
    const store = createEditorStore();
    store.getState().loadPage(page, doc("A"), 1);
    store.getState().apply(doc("B"));
    const sent = store.getState().document!;
    store.getState().markSaved(doc("B stored"), 2, sent);
    expect(store.getState().document).toEqual(doc("B stored"));
    expect(store.getState().version).toBe(2);
    expect(hasBlockChanges(store.getState())).toBe(false);
  });

  it("keeps edits made while the save was under way, and they stay unsaved", () => {
    const store = createEditorStore();
    store.getState().loadPage(page, doc("A"), 1);
    store.getState().apply(doc("B"));
    const sent = store.getState().document!;
    store.getState().apply(doc("C"));
    store.getState().markSaved(doc("B"), 2, sent);
    expect(store.getState().document).toEqual(doc("C"));
    expect(store.getState().saved).toEqual(doc("B"));
    expect(store.getState().version).toBe(2);
    expect(canSave(store.getState())).toBe(true);
  });

  it("keeps design changes made while the design was being saved", () => {
    const store = createEditorStore();
    store.getState().loadDesign(DEFAULT_DESIGN_SETTINGS);
    store.getState().setDesign({ primaryColor: "#112233" });
    const sent = store.getState().design!;
    store.getState().setDesign({ blockSize: "xl" });
    store.getState().markDesignSaved({ ...DEFAULT_DESIGN_SETTINGS, primaryColor: "#112233" }, sent);
    expect(store.getState().design?.blockSize).toBe("xl");
    expect(store.getState().designSaved?.primaryColor).toBe("#112233");
    expect(canSave(store.getState())).toBe(true);
  });
});
