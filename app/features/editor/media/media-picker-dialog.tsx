import { useId, useState } from "react";
import { Dialog, Heading, Modal, ModalOverlay, Tab, TabList, TabPanel, Tabs } from "react-aria-components";
import type { MediaEntry, MediaSource } from "#common/schemas/media-library.ts";
import { useT } from "~/lib/i18n.tsx";
import { DeleteMediaDialog } from "./delete-media-dialog.tsx";
import { MediaGrid } from "./media-grid.tsx";
import { useMediaLibrary } from "./use-media-library.ts";
import { useMediaUpload } from "./use-media-upload.ts";

const ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/gif";
const TAB =
  "cursor-default rounded-t-md border-b-2 px-3 py-1.5 text-sm font-semibold outline-none selected:border-primary-700 selected:text-primary-800 border-transparent text-neutral-700 focus-visible:ring-2 focus-visible:ring-primary-700";

/**
 * The media picker (issue 5 section 3): upload an image or pick one of the library's
 * uploads or catalog images, or delete an upload no page uses. Picking or a successful upload hands the reference to
 * `onPick`; Esc, a click beside it and 'Close' leave it. The opener gives the focus back.
 */
export function MediaPickerDialog({
  isOpen,
  onOpenChange,
  value,
  onPick,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  value: string;
  onPick: (reference: string) => void;
}) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-[60] flex items-start justify-center bg-black/40 p-4 sm:items-center"
    >
      <Modal className="max-h-[90vh] w-full max-w-3xl overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
        <Dialog className="outline-none">
          {({ close }) => <PickerBody value={value} onPick={onPick} onClose={close} />}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function PickerBody({
  value,
  onPick,
  onClose,
}: {
  value: string;
  onPick: (reference: string) => void;
  onClose: () => void;
}) {
  const t = useT();
  const uploads = useMediaLibrary("uploads");
  const [deleting, setDeleting] = useState<MediaEntry | null>(null);
  const pick = (entry: MediaEntry) => onPick(entry.reference);
  return (
    <div className="space-y-4">
      <div className="flex items-start justify-between gap-4">
        <Heading slot="title" className="text-xl font-bold">
          {t("editorMedia.dialogTitle")}
        </Heading>
        <button
          type="button"
          onClick={onClose}
          className="rounded-md border border-neutral-400 px-3 py-1 text-sm font-semibold hover:bg-neutral-100"
        >
          {t("editorMedia.close")}
        </button>
      </div>
      <UploadField onUploaded={(entry) => (uploads.add(entry), pick(entry))} />
      <Tabs>
        <TabList aria-label={t("editorMedia.sources")} className="flex gap-2 border-b border-neutral-300">
          <Tab id="uploads" className={TAB}>
            {t("editorMedia.uploads")}
          </Tab>
          <Tab id="catalog" className={TAB}>
            {t("editorMedia.catalog")}
          </Tab>
        </TabList>
        <TabPanel id="uploads" className="pt-3 outline-none">
          <MediaGrid
            library={uploads}
            value={value}
            onPick={pick}
            onLoadMore={uploads.loadMore}
            onDelete={setDeleting}
          />
        </TabPanel>
        <TabPanel id="catalog" className="pt-3 outline-none">
          <SourceGrid source="catalog" value={value} onPick={pick} />
        </TabPanel>
      </Tabs>
      <DeleteMediaDialog entry={deleting} onClose={() => setDeleting(null)} onGone={(entry) => uploads.remove(entry)} />
    </div>
  );
}

/** The catalog source loads only when its tab is first shown (react-aria mounts the selected panel). */
function SourceGrid({
  source,
  value,
  onPick,
}: {
  source: MediaSource;
  value: string;
  onPick: (entry: MediaEntry) => void;
}) {
  const library = useMediaLibrary(source);
  return <MediaGrid library={library} value={value} onPick={onPick} onLoadMore={library.loadMore} />;
}

function UploadField({ onUploaded }: { onUploaded: (entry: MediaEntry) => void }) {
  const t = useT();
  const id = useId();
  const { state, upload } = useMediaUpload();
  const busy = state.status === "uploading";
  return (
    <div className="rounded-md border border-dashed border-neutral-400 p-3" aria-busy={busy || undefined}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {t("editorMedia.upload")}
      </label>
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        disabled={busy}
        aria-describedby={`${id}-hint ${id}-status`}
        className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-primary-700 file:px-3 file:py-1.5 file:font-semibold file:text-white"
        onChange={async (event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          if (!file) return;
          const entry = await upload(file);
          input.value = "";
          if (entry) onUploaded(entry);
        }}
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-neutral-700">
        {t("editorMedia.uploadHint")}
      </p>
      <p id={`${id}-status`} role="status" className="mt-1 text-sm">
        {busy && (
          <span className="inline-flex items-center gap-2">
            <span
              aria-hidden="true"
              className="size-3 animate-spin rounded-full border-2 border-primary-700 border-t-transparent"
            />
            {t("editorMedia.uploading", { fileName: state.fileName })}
          </span>
        )}
      </p>
      {state.status === "failed" && (
        <p role="alert" className="mt-1 text-sm font-medium text-red-700">
          {state.message}
        </p>
      )}
    </div>
  );
}
