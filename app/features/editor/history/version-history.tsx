import { useEffect, useState } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useFormatter } from "use-intl";
import { buttonClass } from "~/components/ui/button.tsx";
import { useApi } from "~/lib/api.tsx";
import { useT } from "~/lib/i18n.tsx";
import { useEditor, type EditorPage } from "../editor-store.ts";
import { HistoryIcon } from "../toolbar/toolbar-icons.tsx";
import { LABEL_WHEN_WIDE, TOOLBAR_BUTTON } from "../toolbar/toolbar-styles.ts";
import { newestFirst, type HistoryEntry } from "./history-entries.ts";
import { RestoreConfirm } from "./restore-confirm.tsx";

/**
 * 'Version history' (issue 5 section 3): the page's saved versions in this language, newest
 * first, each with 'Restore' behind a confirmation. Available once the page's blocks are loaded.
 */
export function VersionHistory() {
  const t = useT();
  const page = useEditor((state) => state.page);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`${TOOLBAR_BUTTON} flex items-center gap-1.5`}
        aria-haspopup="dialog"
        disabled={!page}
        title={page ? t("editorToolbar.history") : t("editorHistory.noPage")}
        onClick={() => setOpen(true)}
      >
        <HistoryIcon />
        <span className={LABEL_WHEN_WIDE}>{t("editorToolbar.history")}</span>
      </button>
      <ModalOverlay
        isOpen={open && page !== null}
        onOpenChange={setOpen}
        isDismissable
        className="fixed inset-0 z-50 flex items-start justify-center bg-black/40 p-4 pt-20"
      >
        <Modal className="w-full max-w-lg rounded-lg bg-white p-6 text-neutral-900 shadow-xl">
          <Dialog className="outline-none">{page && <HistoryBody page={page} onClose={() => setOpen(false)} />}</Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}

function HistoryBody({ page, onClose }: { page: EditorPage; onClose: () => void }) {
  const t = useT();
  const format = useFormatter();
  const api = useApi();
  const currentVersion = useEditor((state) => state.version);
  const [entries, setEntries] = useState<HistoryEntry[] | null>(null);
  const [confirming, setConfirming] = useState<HistoryEntry | null>(null);

  useEffect(() => {
    let current = true;
    api
      .call("getBlocksHistory", { identifier: page.identifier, type: page.type })
      .then((list) => current && setEntries(newestFirst(list)))
      // The client's error handler has shown the failure; the list stays empty.
      .catch(() => current && setEntries([]));
    return () => {
      current = false;
    };
  }, [api, page.identifier, page.type]);

  const savedAt = (entry: HistoryEntry) =>
    format.dateTime(new Date(entry.savedAt), { dateStyle: "long", timeStyle: "short" });

  return (
    <>
      <Heading slot="title" className="text-xl font-semibold">
        {t("editorHistory.title")}
      </Heading>
      <p className="mt-2 text-sm text-neutral-700">{t("editorHistory.intro")}</p>
      {entries === null ? (
        <p className="mt-4" role="status">
          {t("editorHistory.loading")}
        </p>
      ) : entries.length === 0 ? (
        <p className="mt-4">{t("editorHistory.empty")}</p>
      ) : (
        <ol
          className="mt-4 max-h-[60vh] divide-y divide-neutral-200 overflow-y-auto"
          aria-label={t("editorHistory.title")}
        >
          {entries.map((entry) => (
            <li key={entry.id} className="flex items-center justify-between gap-4 py-3">
              <div>
                <p className="font-semibold">
                  {t("editorHistory.version", { version: entry.version })}
                  {entry.version === currentVersion && (
                    <span className="ml-2 text-sm font-normal text-neutral-700">({t("editorHistory.current")})</span>
                  )}
                </p>
                <p className="text-sm text-neutral-700">
                  <time dateTime={new Date(entry.savedAt).toISOString()}>
                    {t("editorHistory.savedAt", { date: savedAt(entry) })}
                  </time>
                </p>
              </div>
              <button
                type="button"
                className={buttonClass("secondary", "px-3 py-1.5 text-sm")}
                aria-label={t("editorHistory.restoreVersion", { version: entry.version })}
                onClick={() => setConfirming(entry)}
              >
                {t("editorHistory.restore")}
              </button>
            </li>
          ))}
        </ol>
      )}
      <div className="mt-6 flex justify-end">
        <button type="button" className={buttonClass("secondary")} onClick={onClose}>
          {t("editorHistory.close")}
        </button>
      </div>
      <RestoreConfirm
        entry={confirming}
        savedAt={confirming ? savedAt(confirming) : ""}
        onCancel={() => setConfirming(null)}
        onRestored={onClose}
      />
    </>
  );
}
