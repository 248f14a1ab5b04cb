/** The keys of a keydown that matter for the editor's undo/redo shortcuts. */
export type ShortcutKeys = { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean };
/** What a keydown's target is, as far as the shortcuts care. */
export type ShortcutTarget = { tagName?: string; isContentEditable?: boolean } | null;

const TEXT_ENTRY_TAGS = new Set(["INPUT", "TEXTAREA", "SELECT"]);

/**
 * Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo (issue 5 section 3). Alt combinations
 * are other shortcuts (Alt+Z is a keyboard layout's character on some systems).
 */
export function matchUndoShortcut(keys: ShortcutKeys): "undo" | "redo" | null {
  if (keys.altKey || !(keys.ctrlKey || keys.metaKey)) return null;
  const key = keys.key.toLowerCase();
  if (key === "z") return keys.shiftKey ? "redo" : "undo";
  if (key === "y" && keys.ctrlKey && !keys.metaKey && !keys.shiftKey) return "redo";
  return null;
}

/**
 * Fields keep their own undo: an input, textarea, select or the rich-text editor
 * (contenteditable) handles Ctrl+Z itself, so the page's undo must not fire there.
 */
export function isTextEntryTarget(target: ShortcutTarget): boolean {
  if (!target) return false;
  return target.isContentEditable === true || TEXT_ENTRY_TAGS.has((target.tagName ?? "").toUpperCase());
}
