import { describe, expect, it } from "vitest";
import type { CategorySettingsRecord } from "#common/schemas/pages.ts";
import { createEditorStore } from "../editor-store.ts";
import { withDetails } from "./page-settings-edits.ts";
import { createPagesEditsStore } from "./pages-edits-store.ts";

const summerSale: CategorySettingsRecord = {
  id: 40,
  parentCategoryId: 1,
  type: "content",
  right: "all",
  sitemap: "Y",
  linklist: "Y",
  details: [
    {
      categoryId: 40,
      lang: "de",
      name: "Summer Sale",
      nameUrl: "summer-sale",
      metaTitle: "",
      metaDescription: "",
      metaKeywords: "",
      metaRobots: "ALL",
      canonicalLink: "",
    },
  ],
};
const page = { id: 40, name: "Summer Sale", href: "/summer-sale" };

describe("the Pages view's edits store", () => {
  it("keeps the editor's pagesDirty in step with unsaved settings", () => {
    const editor = createEditorStore();
    const pages = createPagesEditsStore(editor);
    pages.getState().load(summerSale);
    expect(editor.getState().pagesDirty).toBe(false);
    pages.getState().edit(40, (draft) => withDetails(draft, { metaRobots: "NOINDEX" }));
    expect(editor.getState().pagesDirty).toBe(true);
    pages.getState().saved([withDetails(summerSale, { metaRobots: "NOINDEX" })]);
    expect(editor.getState().pagesDirty).toBe(false);
    pages.getState().edit(40, (draft) => ({ ...draft, sitemap: "N" }));
    pages.getState().forget(40);
    expect(editor.getState().pagesDirty).toBe(false);
  });

  it("remembers the page of the settings drawer and clears it on close; the same for delete", () => {
    const pages = createPagesEditsStore(createEditorStore());
    pages.getState().openSettings(page, "seo");
    expect(pages.getState().settingsOf).toEqual({ page, view: "seo" });
    pages.getState().closeSettings();
    expect(pages.getState().settingsOf).toBeNull();
    pages.getState().openDelete(page);
    expect(pages.getState().deleteOf).toEqual(page);
    pages.getState().closeDelete();
    expect(pages.getState().deleteOf).toBeNull();
  });

  it("clears field errors after a save and drops a forgotten page's errors", () => {
    const pages = createPagesEditsStore(createEditorStore());
    pages.getState().setErrors({ 40: { "details.0.name": "validation.pageNameRequired" }, 41: { type: "x" } });
    pages.getState().forget(41);
    expect(Object.keys(pages.getState().errors)).toEqual(["40"]);
    pages.getState().saved([]);
    expect(pages.getState().errors).toEqual({});
  });
});
