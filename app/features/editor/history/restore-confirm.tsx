import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { Button } from "~/components/ui/button.tsx";
import { useT } from "~/lib/i18n.tsx";
import { hasBlockChanges, useEditor } from "../editor-store.ts";
import type { HistoryEntry } from "./history-entries.ts";
import { useRestoreVersion } from "./use-restore-version.ts";

/** 'Restore this version?': an alertdialog; with unsaved block changes it says they will be lost. */
export function RestoreConfirm({
  entry,
  savedAt,
  onCancel,
  onRestored,
}: {
  entry: HistoryEntry | null;
  savedAt: string;
  onCancel: () => void;
  onRestored: () => void;
}) {
  const t = useT();
  const unsaved = useEditor(hasBlockChanges);
  const saving = useEditor((state) => state.saving);
  const restore = useRestoreVersion();
  return (
    <ModalOverlay
      isOpen={entry !== null}
      onOpenChange={(open) => !open && onCancel()}
      isDismissable={!saving}
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4"
    >
      <Modal className="w-full max-w-md rounded-lg bg-white p-6 text-neutral-900 shadow-xl">
        <Dialog role="alertdialog" className="outline-none">
          {entry && (
            <>
              <Heading slot="title" className="text-xl font-semibold">
                {t("editorHistory.confirmTitle")}
              </Heading>
              <p className="mt-3">{t("editorHistory.confirmText", { version: entry.version, date: savedAt })}</p>
              {unsaved && <p className="mt-3 font-semibold text-red-800">{t("editorHistory.confirmUnsaved")}</p>}
              <div className="mt-6 flex flex-wrap justify-end gap-3">
                <Button type="button" variant="secondary" onClick={onCancel}>
                  {t("editorHistory.cancel")}
                </Button>
                <Button
                  type="button"
                  busy={saving}
                  onClick={async () => {
                    if (await restore(entry)) onRestored();
                    else onCancel();
                  }}
                >
                  {t("editorHistory.confirm")}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
