import { useEffect } from "react";
import { useDesignPreview, useFontList } from "../design/use-design-data.ts";
import { useUndoShortcuts } from "../toolbar/undo-redo-buttons.tsx";
import { getFormHref, navigateMessage } from "./frame-messages.ts";

/**
 * What the editor chunk renders inside the device preview's iframe instead of the toolbar
 * (docs/design-settings.md "Device preview"). The frame's blocks already share the editor
 * window's store (shared-store.ts); this adds the unsaved design, the undo/redo shortcuts
 * while the keyboard is in the frame, and holds navigation: a link or a search form asks the
 * editor window to go there, other forms are not sent from a preview.
 */
export function DeviceFrameBridge() {
  const { fonts } = useFontList();
  useDesignPreview(fonts);
  useUndoShortcuts();
  useHeldNavigation();
  // entry.client.tsx looks for this to fetch the editor chunk before hydrating.
  return <div data-editor-shell="" hidden />;
}

function useHeldNavigation(): void {
  useEffect(() => {
    const ask = (href: string | null) => {
      const message = href === null ? null : navigateMessage(href, window.location.origin);
      if (message) window.parent.postMessage(message, window.location.origin);
    };
    // Capturing on the window comes before React's own listeners on the document.
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      event.preventDefault();
      event.stopPropagation();
      if (event.button === 0) ask(anchor.href);
    };
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      event.stopPropagation();
      if (event.target instanceof HTMLFormElement) ask(getFormHref(event.target, event.submitter));
    };
    window.addEventListener("click", onClick, true);
    window.addEventListener("submit", onSubmit, true);
    return () => {
      window.removeEventListener("click", onClick, true);
      window.removeEventListener("submit", onSubmit, true);
    };
  }, []);
}
