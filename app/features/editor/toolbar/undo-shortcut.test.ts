import { describe, expect, it } from "vitest";
import { isTextEntryTarget, matchUndoShortcut, type ShortcutKeys } from "./undo-shortcut.ts";

const keys = (key: string, mods: Partial<Omit<ShortcutKeys, "key">> = {}): ShortcutKeys => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe("matchUndoShortcut", () => {
  it("undoes with Ctrl+Z and Cmd+Z", () => {
    expect(matchUndoShortcut(keys("z", { ctrlKey: true }))).toBe("undo");
    expect(matchUndoShortcut(keys("z", { metaKey: true }))).toBe("undo");
  });

  it("redoes with Ctrl/Cmd+Shift+Z (the key arrives upper-case) and Ctrl+Y", () => {
    expect(matchUndoShortcut(keys("Z", { ctrlKey: true, shiftKey: true }))).toBe("redo");
    expect(matchUndoShortcut(keys("Z", { metaKey: true, shiftKey: true }))).toBe("redo");
    expect(matchUndoShortcut(keys("y", { ctrlKey: true }))).toBe("redo");
  });

  it("ignores everything else", () => {
    expect(matchUndoShortcut(keys("z"))).toBeNull();
    expect(matchUndoShortcut(keys("Z", { shiftKey: true }))).toBeNull();
    expect(matchUndoShortcut(keys("z", { ctrlKey: true, altKey: true }))).toBeNull();
    expect(matchUndoShortcut(keys("y", { metaKey: true }))).toBeNull();
    expect(matchUndoShortcut(keys("Y", { ctrlKey: true, shiftKey: true }))).toBeNull();
    expect(matchUndoShortcut(keys("s", { ctrlKey: true }))).toBeNull();
  });
});

describe("isTextEntryTarget", () => {
  it("leaves undo to inputs, textareas, selects and contenteditable (the rich-text editor)", () => {
    for (const tagName of ["INPUT", "TEXTAREA", "SELECT", "input"]) expect(isTextEntryTarget({ tagName })).toBe(true);
    expect(isTextEntryTarget({ tagName: "DIV", isContentEditable: true })).toBe(true);
  });

  it("handles the page's undo everywhere else", () => {
    expect(isTextEntryTarget({ tagName: "BUTTON" })).toBe(false);
    expect(isTextEntryTarget({ tagName: "BODY", isContentEditable: false })).toBe(false);
    expect(isTextEntryTarget(null)).toBe(false);
  });
});
