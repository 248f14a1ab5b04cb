// The editor's texts come with its chunk (ADR 016); a test of its components registers them too.
import "../editor-messages.ts";
import { describe, expect, it } from "vitest";
import { ApiError } from "~/lib/api-client.ts";
import { saveFailureMessage, saveSuccessMessage, savedPartsLine } from "./save-messages.ts";

const SAVE_ERROR =
  "The changes couldn't be saved. Your session may have expired. Re-enter the editor to start a new session.";

function apiError(status: number, key: string, message: string, locale = "en"): ApiError {
  return new ApiError({
    status,
    statusText: "",
    url: "/api/doSaveBlocks",
    verb: "POST",
    locale,
    body: { error: { key, code: status, message } },
    cause: null,
  });
}

describe("the saved parts", () => {
  it("names each saved part in the page's language", () => {
    expect(savedPartsLine(["blocks"], "en")).toBe("Saved: Blocks");
    expect(savedPartsLine(["blocks", "settings"], "en")).toBe("Saved: Blocks and Settings");
    expect(savedPartsLine(["blocks", "settings"], "de")).toBe("Gespeichert: Blöcke und Einstellungen");
  });

  it("puts them under the success text", () => {
    expect(saveSuccessMessage(["settings"], "en")).toEqual(["The changes have been saved.", "Saved: Settings"]);
    expect(saveSuccessMessage(["blocks"], "de")).toEqual(["Die Änderungen wurden gespeichert.", "Gespeichert: Blöcke"]);
  });
});

describe("the failure notice", () => {
  it("is the save error text plus the error's message", () => {
    const invalid = apiError(400, "blocksDocumentTooLarge", "The page is too large to save (at most 256 KB).");
    expect(saveFailureMessage(invalid, "en")).toEqual([SAVE_ERROR, "The page is too large to save (at most 256 KB)."]);
  });

  it("does not repeat the save error text when the session expired (401)", () => {
    expect(saveFailureMessage(apiError(401, "editorSessionExpired", SAVE_ERROR), "en")).toEqual([SAVE_ERROR]);
  });

  it("shows a conflict's own text only", () => {
    const conflict = apiError(409, "editorSaveConflict", "Someone else saved this page in the meantime.");
    expect(saveFailureMessage(conflict, "en")).toEqual(["Someone else saved this page in the meantime."]);
  });

  it("says which parts were saved before the failure, and gives the generic text for a non-API error", () => {
    expect(saveFailureMessage(new TypeError("x is undefined"), "en", ["blocks"])).toEqual([
      SAVE_ERROR,
      "Something went wrong. Please try again later.",
      "Saved: Blocks",
    ]);
  });
});
