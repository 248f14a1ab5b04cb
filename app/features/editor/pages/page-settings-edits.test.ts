import { describe, expect, it } from "vitest";
import type { CategorySettingsRecord } from "#common/schemas/pages.ts";
import {
  changedRecords,
  dropEdit,
  isUnsaved,
  loadEdit,
  markSaved,
  serverFieldErrors,
  updateDraft,
  validateRecord,
  withDetails,
} from "./page-settings-edits.ts";

function record(id: number, name = `Page ${id}`): CategorySettingsRecord {
  return {
    id,
    parentCategoryId: 1,
    type: "content",
    right: "all",
    sitemap: "Y",
    linklist: "Y",
    details: [
      {
        categoryId: id,
        lang: "en",
        name,
        nameUrl: `page-${id}`,
        metaTitle: "",
        metaDescription: "",
        metaKeywords: "",
        metaRobots: "ALL",
        canonicalLink: "",
      },
    ],
  };
}

describe("page settings edits", () => {
  it("loads a record as baseline and draft, and keeps a draft already there", () => {
    const edits = loadEdit({}, record(40));
    expect(isUnsaved(edits[40])).toBe(false);
    const edited = updateDraft(edits, 40, (draft) => ({ ...draft, sitemap: "N" }));
    expect(loadEdit(edited, record(40))).toBe(edited);
  });

  it("marks a page unsaved while its draft differs, and not once it is changed back", () => {
    const edits = loadEdit({}, record(40));
    const off = updateDraft(edits, 40, (draft) => ({ ...draft, sitemap: "N" }));
    expect(isUnsaved(off[40])).toBe(true);
    const back = updateDraft(off, 40, (draft) => ({ ...draft, sitemap: "Y" }));
    expect(isUnsaved(back[40])).toBe(false);
    expect(isUnsaved(undefined)).toBe(false);
  });

  it("ignores a draft change of a page that was never loaded", () => {
    const edits = loadEdit({}, record(40));
    expect(updateDraft(edits, 41, (draft) => draft)).toBe(edits);
  });

  it("changes the first details entry only", () => {
    const two = {
      ...record(40),
      details: [record(40).details[0]!, { ...record(40).details[0]!, lang: "de" as const }],
    };
    const changed = withDetails(two, { metaRobots: "NOINDEX" });
    expect(changed.details.map((details) => details.metaRobots)).toEqual(["NOINDEX", "ALL"]);
    expect(two.details[0]?.metaRobots).toBe("ALL");
  });

  it("sends only the changed records, in id order", () => {
    let edits = loadEdit(loadEdit(loadEdit({}, record(42)), record(40)), record(41));
    edits = updateDraft(edits, 42, (draft) => withDetails(draft, { name: "Renamed" }));
    edits = updateDraft(edits, 40, (draft) => ({ ...draft, right: "customer" }));
    expect(changedRecords(edits).map((changed) => changed.id)).toEqual([40, 42]);
  });

  it("takes the saved records as the new baseline", () => {
    let edits = loadEdit({}, record(40));
    edits = updateDraft(edits, 40, (draft) => withDetails(draft, { nameUrl: "summer" }));
    const saved = withDetails(record(40), { nameUrl: "summer" });
    edits = markSaved(edits, [saved]);
    expect(changedRecords(edits)).toEqual([]);
    expect(edits[40]?.draft.details[0]?.nameUrl).toBe("summer");
  });

  it("forgets a deleted page", () => {
    const edits = loadEdit({}, record(40));
    expect(dropEdit(edits, 40)).toEqual({});
    expect(dropEdit(edits, 41)).toBe(edits);
  });

  it("validates with the server's schema, one catalogue key per field", () => {
    expect(validateRecord(record(40))).toEqual({});
    const errors = validateRecord(withDetails(record(40), { name: "  ", metaRobots: "SOMETIMES" as never }));
    expect(errors["details.0.name"]).toBe("validation.pageNameRequired");
    expect(errors["details.0.metaRobots"]).toBe("validation.invalid");
  });

  it("gives the server's field errors back to the page each record belongs to", () => {
    const sent = [record(40), record(42)];
    expect(
      serverFieldErrors(sent, {
        "settings.1.details.0.nameUrl": "validation.pageSlug",
        "settings.0.sitemap": "validation.invalid",
        "settings.7.type": "validation.invalid",
        other: "x",
      }),
    ).toEqual({ 42: { "details.0.nameUrl": "validation.pageSlug" }, 40: { sitemap: "validation.invalid" } });
    expect(serverFieldErrors(sent, undefined)).toEqual({});
  });
});
