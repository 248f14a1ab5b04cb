import type { ReactNode } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { Button } from "~/components/ui/button.tsx";

/**
 * The editor's "Delete …?" confirmations (a page, an upload): a dismissable react-aria alert
 * dialog over the editor, its body rendered only while open.
 */
export function DeleteAlertDialog({
  isOpen,
  onClose,
  layer = "z-[60]",
  children,
}: {
  isOpen: boolean;
  onClose: () => void;
  /** Above the dialog it is opened from (the media picker is z-[60]). */
  layer?: string;
  children: ReactNode;
}) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className={`fixed inset-0 ${layer} flex items-start justify-center bg-black/40 p-4 sm:items-center`}
    >
      <Modal className="w-full max-w-md rounded-lg bg-white shadow-xl">
        <Dialog role="alertdialog" className="outline-none">
          {isOpen && children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** Title, text, the keep button and the red delete button (its label says when it is busy). */
export function DeleteConfirmation({
  title,
  text,
  keepLabel,
  deleteLabel,
  busyLabel,
  busy,
  onKeep,
  onDelete,
}: {
  title: string;
  text: string;
  keepLabel: string;
  deleteLabel: string;
  busyLabel: string;
  busy: boolean;
  onKeep: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="space-y-5 p-6">
      <Heading slot="title" className="text-xl font-semibold">
        {title}
      </Heading>
      <p>{text}</p>
      <div className="flex justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onKeep}>
          {keepLabel}
        </Button>
        <button
          type="button"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={onDelete}
          className="inline-flex items-center justify-center rounded-md bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 disabled:bg-neutral-500"
        >
          {busy ? busyLabel : deleteLabel}
        </button>
      </div>
    </div>
  );
}
