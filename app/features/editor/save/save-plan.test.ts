import { describe, expect, it } from "vitest";
import { textCard } from "#common/blocks/block-fixtures.ts";
import type { PageDocument } from "#common/blocks/page-document.ts";
import { DEFAULT_DESIGN_SETTINGS } from "#common/design/design-settings.ts";
import { canSave, createEditorStore } from "../editor-store.ts";
import { isEmptyPlan, savePlan } from "./save-plan.ts";

const HOME = { identifier: "index", type: "immutable" } as const;
const loaded = () => {
  const store = createEditorStore();
  store.getState().loadPage(HOME, { schemaVersion: 1, blocks: [textCard(1)] }, 4);
  store.getState().loadDesign(DEFAULT_DESIGN_SETTINGS);
  return store;
};

describe("savePlan: which calls 'Save changes' makes", () => {
  it("makes no call without changes, and 'Save changes' stays disabled", () => {
    const store = loaded();
    expect(savePlan(store.getState())).toEqual({ blocks: null, configuration: null });
    expect(isEmptyPlan(savePlan(store.getState()))).toBe(true);
    expect(canSave(store.getState())).toBe(false);
  });

  it("saves changed blocks as the serialised document from the version the edits started from", () => {
    const store = loaded();
    const edited: PageDocument = { schemaVersion: 1, blocks: [textCard(1), textCard(2)] };
    store.getState().apply(edited);
    expect(savePlan(store.getState())).toEqual({
      blocks: { identifier: "index", entityType: "immutable", blocks: JSON.stringify(edited), expectedVersion: 4 },
      configuration: null,
    });
  });

  it("treats blocks that are deeply equal to the saved ones as unchanged (undo back to the start)", () => {
    const store = loaded();
    store.getState().apply({ schemaVersion: 1, blocks: [textCard(1, "Changed")] });
    store.getState().undo();
    expect(savePlan(store.getState()).blocks).toBeNull();
    expect(canSave(store.getState())).toBe(false);
  });

  it("sends only the design keys that differ from the saved design", () => {
    const store = loaded();
    store.getState().setDesign({ primaryColor: "#112233", blockSize: "xl" });
    expect(savePlan(store.getState())).toEqual({
      blocks: null,
      configuration: [
        { key: "primaryColor", value: "#112233" },
        { key: "blockSize", value: "xl" },
      ],
    });
    store.getState().setDesign({ primaryColor: DEFAULT_DESIGN_SETTINGS.primaryColor, blockSize: "m" });
    expect(savePlan(store.getState()).configuration).toBeNull();
  });

  it("plans both calls when blocks and design changed", () => {
    const store = loaded();
    store.getState().apply({ schemaVersion: 1, blocks: [] });
    store.getState().setDesign({ font: "lato" });
    const plan = savePlan(store.getState());
    expect(plan.blocks?.blocks).toBe('{"schemaVersion":1,"blocks":[]}');
    expect(plan.configuration).toEqual([{ key: "font", value: "lato" }]);
  });

  it("makes no call before the page or the design is loaded", () => {
    const store = createEditorStore();
    expect(isEmptyPlan(savePlan(store.getState()))).toBe(true);
    store.getState().setDesign({ font: "lato" });
    expect(isEmptyPlan(savePlan(store.getState()))).toBe(true);
  });

  it("is disabled while a save runs", () => {
    const store = loaded();
    store.getState().setDesign({ font: "lato" });
    expect(canSave(store.getState())).toBe(true);
    store.getState().setSaving(true);
    expect(canSave(store.getState())).toBe(false);
  });
});
