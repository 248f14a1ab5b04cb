import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useNotifications } from "~/components/ui/notifications.tsx";
import { errorMessageFor } from "~/lib/api-error-message.ts";
import { useApi } from "~/lib/api.tsx";
import { useShopLocale, useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";
import { DeleteAlertDialog, DeleteConfirmation } from "../delete-alert-dialog.tsx";
import { OWN_ERROR_HANDLING } from "./own-error-handling.ts";
import { usePagesEdits, type PageRef } from "./pages-edits-store.ts";

/**
 * 'Delete page?' (docs/glossary.md, editor spec §§2 and 8): an alert dialog naming the page, 'Delete page'
 * and 'Keep Page'. Success and failure are notices with the page's name and id (the failure
 * with the server's message). Deleting the page on screen goes to the homepage.
 */
/** `onDeleted(true)`: the page was on screen and the editor is on its way to the homepage. */
export function DeletePageModal({ onDeleted }: { onDeleted: (wasOnScreen: boolean) => void }) {
  const page = usePagesEdits((state) => state.deleteOf);
  const close = usePagesEdits((state) => state.closeDelete);
  return (
    <DeleteAlertDialog isOpen={page !== null} onClose={close}>
      {page && <DeletePage page={page} onClose={close} onDeleted={onDeleted} />}
    </DeleteAlertDialog>
  );
}

function DeletePage({
  page,
  onClose,
  onDeleted,
}: {
  page: PageRef;
  onClose: () => void;
  onDeleted: (wasOnScreen: boolean) => void;
}) {
  const t = useT();
  const locale = useShopLocale();
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
      const message = errorMessageFor(error, locale);
      notify({ type: "negative", message: t("editorPages.deleteFailed", { ...values, message }) });
    } finally {
      setBusy(false);
      onClose();
    }
  }

  return (
    <DeleteConfirmation
      title={t("editorDeletePage.title")}
      text={t("editorDeletePage.text", { name: page.name })}
      keepLabel={t("editorDeletePage.keep")}
      deleteLabel={t("editorDeletePage.confirm")}
      busyLabel={t("editorDeletePage.deleting")}
      busy={busy}
      onKeep={onClose}
      onDelete={() => void remove()}
    />
  );
}
