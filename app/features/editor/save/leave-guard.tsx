import { useEffect } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useBlocker } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { useT } from "~/lib/i18n.tsx";
import { hasBlockChanges, hasDesignChanges, useEditor } from "../editor-store.ts";

/**
 * Unsaved blocks, design or page settings are not lost unasked. Leaving the document (reload,
 * closing the tab, typing an address) gets the browser's own question (`beforeunload`); a
 * navigation inside the shop to another page (a link, the language or page selector) asks in
 * an alertdialog first; Log out too (it ends editing). The same page again and the Edit/Preview
 * toggle (a form posted to its own action, then back here; the store keeps the changes) are not.
 */
const MODE_ACTION = "/editor/mode";

export function LeaveGuard() {
  const t = useT();
  const unsaved = useEditor((state) => hasBlockChanges(state) || hasDesignChanges(state) || state.pagesDirty);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && nextLocation.pathname !== currentLocation.pathname && nextLocation.pathname !== MODE_ACTION,
  );

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);

  const asking = blocker.state === "blocked";
  return (
    <ModalOverlay
      isOpen={asking}
      onOpenChange={(open) => !open && blocker.reset?.()}
      isDismissable
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4"
    >
      <Modal className="w-full max-w-md rounded-lg bg-white p-6 text-neutral-900 shadow-xl">
        <Dialog role="alertdialog" className="outline-none">
          <Heading slot="title" className="text-xl font-semibold">
            {t("editorSave.leaveTitle")}
          </Heading>
          <p className="mt-3">{t("editorSave.leaveText")}</p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button type="button" variant="secondary" onClick={() => blocker.reset?.()}>
              {t("editorSave.stay")}
            </Button>
            <Button type="button" onClick={() => blocker.proceed?.()}>
              {t("editorSave.leave")}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
