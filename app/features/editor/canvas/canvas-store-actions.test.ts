import { describe, expect, it } from "vitest";
import { samplePage, textCard, uuid } from "#common/blocks/block-fixtures.ts";
import { createEditorStore, hasBlockChanges } from "../editor-store.ts";

const page = { identifier: "index", type: "immutable" } as const;

function loadedStore() {
  const store = createEditorStore();
  store.getState().loadPage(page, { schemaVersion: 1, blocks: samplePage() }, 3);
  return store;
}

describe("the canvas' store actions", () => {
  it("applyBlocks applies a new block list as one undoable edit", () => {
    const store = loadedStore();
    store.getState().applyBlocks([textCard(1)]);
    expect(store.getState().document?.blocks).toEqual([textCard(1)]);
    expect(hasBlockChanges(store.getState())).toBe(true);
    store.getState().undo();
    expect(store.getState().document?.blocks).toEqual(samplePage());
    expect(store.getState().version).toBe(3);
  });

  it("applyBlocks does nothing before a page is loaded", () => {
    const store = createEditorStore();
    store.getState().applyBlocks([textCard(1)]);
    expect(store.getState().document).toBeNull();
  });

  it("openBlockSettings selects the block and opens its settings; openBlocksList remembers the place", () => {
    const store = loadedStore();
    store.getState().openBlocksList({ uuid: uuid(5), position: "above" });
    expect(store.getState()).toMatchObject({ drawer: "blocksList", placeholder: { uuid: uuid(5), position: "above" } });
    store.getState().openBlockSettings(uuid(8));
    expect(store.getState()).toMatchObject({ drawer: "blockSettings", selectedUuid: uuid(8) });
  });
});
