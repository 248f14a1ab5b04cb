import { useState } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useLocation, useNavigate } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { useNotifications } from "~/components/ui/notifications.tsx";
import { errorMessageFor } from "~/lib/api-error-message.ts";
import { useApi } from "~/lib/api.tsx";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";
import { OWN_ERROR_HANDLING } from "./own-error-handling.ts";
import { usePagesEdits, type PageRef } from "./pages-edits-store.ts";

/**
 * 'Delete page?' (editor.md sections 2 and 8): an alert dialog naming the page, 'Delete page'
 * and 'Keep Page'. Success and failure are notices with the page's name and id (the failure
 * with the server's message). Deleting the page on screen goes to the homepage.
 */
/** `onDeleted(true)`: the page was on screen and the editor is on its way to the homepage. */
export function DeletePageModal({ onDeleted }: { onDeleted: (wasOnScreen: boolean) => void }) {
  const page = usePagesEdits((state) => state.deleteOf);
  const close = usePagesEdits((state) => state.closeDelete);
  return (
    <ModalOverlay
      isOpen={page !== null}
      onOpenChange={(open) => !open && close()}
      isDismissable
      className="fixed inset-0 z-[60] flex items-start justify-center bg-black/40 p-4 sm:items-center"
    >
      <Modal className="w-full max-w-md rounded-lg bg-white shadow-xl">
        <Dialog role="alertdialog" className="outline-none">
          {page && <DeleteConfirmation page={page} onClose={close} onDeleted={onDeleted} />}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function DeleteConfirmation({
  page,
  onClose,
  onDeleted,
}: {
  page: PageRef;
  onClose: () => void;
  onDeleted: (wasOnScreen: boolean) => void;
}) {
  const t = useT();
  const api = useApi();
  const { notify } = useNotifications();
  const { prefix } = useRootData();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const forget = usePagesEdits((state) => state.forget);
  const [busy, setBusy] = useState(false);
  const values = { name: page.name, id: page.id };

  async function remove() {
    setBusy(true);
    try {
      await api.call("deleteCategory", { categoryId: page.id }, OWN_ERROR_HANDLING);
      forget(page.id);
      notify({ type: "positive", message: t("editorPages.deleted", values) });
      const onScreen = pathname === page.href;
      if (onScreen) void navigate(withPrefix(prefix, "/"));
      onDeleted(onScreen);
    } catch (error) {
      const message = errorMessageFor(error, t, (key) => t.has(key as never));
      notify({ type: "negative", message: t("editorPages.deleteFailed", { ...values, message }) });
    } finally {
      setBusy(false);
      onClose();
    }
  }

  return (
    <div className="space-y-5 p-6">
      <Heading slot="title" className="text-xl font-semibold">
        {t("editorDeletePage.title")}
      </Heading>
      <p>{t("editorDeletePage.text", { name: page.name })}</p>
      <div className="flex justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onClose}>
          {t("editorDeletePage.keep")}
        </Button>
        <button
          type="button"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => void remove()}
          className="inline-flex items-center justify-center rounded-md bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 disabled:bg-neutral-500"
        >
          {busy ? t("editorDeletePage.deleting") : t("editorDeletePage.confirm")}
        </button>
      </div>
    </div>
  );
}
