import { DEVICE_FRAME_ATTRIBUTE } from "~/lib/device-frame.ts";
import type { EditorStore } from "../editor-store.ts";

/**
 * The device preview's iframe shows the page the editor is editing (docs/design-settings.md
 * "Device preview"). The editor window offers its store under this key; the page inside the
 * frame (same origin) takes it, so both show and change one document: a block edited in the
 * frame opens its settings in the editor's drawer, and an edit in the drawer shows in the frame.
 */
const SHARED_STORE_KEY = "__shopEditorStore";

type SharingWindow = Window & { [SHARED_STORE_KEY]?: EditorStore };

/** In the editor's own (top) window: offers `store` to a device preview frame. */
export function offerEditorStore(store: EditorStore): EditorStore {
  if (typeof window !== "undefined" && window.parent === window) {
    (window as SharingWindow)[SHARED_STORE_KEY] = store;
  }
  return store;
}

/**
 * Inside the device preview's iframe: the editor window's store. Undefined anywhere else: on
 * the server, in the top window, and in any frame that is not the editor's preview (a frame
 * of another origin cannot even read `frameElement`).
 */
export function parentEditorStore(): EditorStore | undefined {
  if (typeof window === "undefined" || window.parent === window) return undefined;
  try {
    if (!window.frameElement?.hasAttribute(DEVICE_FRAME_ATTRIBUTE)) return undefined;
    return (window.parent as SharingWindow)[SHARED_STORE_KEY];
  } catch {
    return undefined;
  }
}
