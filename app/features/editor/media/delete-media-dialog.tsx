import { useState } from "react";
import type { MediaEntry } from "#common/schemas/media-library.ts";
import { useNotifications } from "~/components/ui/notifications.tsx";
import { ApiError } from "~/lib/api-client.ts";
import { errorMessageFor } from "~/lib/api-error-message.ts";
import { useApi } from "~/lib/api.tsx";
import { useShopLocale, useT } from "~/lib/i18n.tsx";
import { DeleteAlertDialog, DeleteConfirmation } from "../delete-alert-dialog.tsx";

/**
 * 'Delete image?' for an upload of the media library (docs/images.md "Deleting an upload"):
 * an alert dialog naming the file, 'Delete image' and 'Keep image'. The server refuses an
 * image a page or a kept version uses (mediaInUse); success and failure are notices, the
 * failure with the server's message. An image deleted already (a second click, another
 * operator) leaves the list too.
 */
export function DeleteMediaDialog({
  entry,
  onClose,
  onGone,
}: {
  entry: MediaEntry | null;
  onClose: () => void;
  onGone: (entry: MediaEntry) => void;
}) {
  return (
    <DeleteAlertDialog isOpen={entry !== null} onClose={onClose} layer="z-[70]">
      {entry && <Confirmation entry={entry} onClose={onClose} onGone={onGone} />}
    </DeleteAlertDialog>
  );
}

function Confirmation({
  entry,
  onClose,
  onGone,
}: {
  entry: MediaEntry;
  onClose: () => void;
  onGone: (entry: MediaEntry) => void;
}) {
  const t = useT();
  const locale = useShopLocale();
  const api = useApi();
  const { notify } = useNotifications();
  const [busy, setBusy] = useState(false);
  const fileName = entry.originalName;

  async function remove() {
    if (busy) return;
    setBusy(true);
    try {
      await api.call("doDeleteMedia", { reference: entry.reference }, { ownErrorHandling: true });
      onGone(entry);
      notify({ type: "positive", message: t("editorMedia.deleted", { fileName }) });
    } catch (error) {
      if (error instanceof ApiError && error.key === "mediaNotFound") onGone(entry);
      const message = errorMessageFor(error, locale);
      notify({ type: "negative", message: t("editorMedia.deleteFailed", { fileName, message }) });
    } finally {
      setBusy(false);
      onClose();
    }
  }

  return (
    <DeleteConfirmation
      title={t("editorMedia.deleteTitle")}
      text={t("editorMedia.deleteText", { fileName })}
      keepLabel={t("editorMedia.deleteKeep")}
      deleteLabel={t("editorMedia.deleteConfirm")}
      busyLabel={t("editorMedia.deleting")}
      busy={busy}
      onKeep={onClose}
      onDelete={() => void remove()}
    />
  );
}
