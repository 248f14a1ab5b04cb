import { useEffect, useRef } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useFetcher } from "react-router";
import { errorMessage } from "#common/i18n/error-message.ts";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { useNotifications } from "~/components/ui/notifications.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { useT } from "~/lib/i18n.tsx";
import { useRootData } from "~/lib/root-data.ts";
import { ReviewFields } from "./review-form.tsx";
import type { ReviewActionResult } from "./reviews.server.ts";

/** The review modal kinds (docs/glossary.md, storefront spec §4). */
export type ReviewModal =
  | { kind: "create-review"; itemId: number }
  | { kind: "update-review"; reviewId: number; rating: number; title: string; text: string }
  | { kind: "update-reply"; replyId: number; text: string }
  | { kind: "delete-review"; reviewId: number }
  | { kind: "delete-reply"; replyId: number };

const TITLE = {
  "create-review": "reviews.createTitle",
  "update-review": "reviews.updateTitle",
  "update-reply": "reviews.updateReplyTitle",
  "delete-review": "reviews.deleteTitle",
  "delete-reply": "reviews.deleteReplyTitle",
} as const;

const INTENT = {
  "create-review": "create",
  "update-review": "update",
  "update-reply": "update-reply",
  "delete-review": "delete",
  "delete-reply": "delete-reply",
} as const;

export function ReviewDialog({ modal, onClose }: { modal: ReviewModal | null; onClose: () => void }) {
  return (
    <ModalOverlay
      isOpen={modal !== null}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4"
    >
      <Modal className="w-full max-w-lg rounded-lg bg-white p-6 shadow-xl">
        <Dialog className="outline-none">{modal && <DialogBody modal={modal} onClose={onClose} />}</Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function DialogBody({ modal, onClose }: { modal: ReviewModal; onClose: () => void }) {
  const t = useT();
  const { locale } = useRootData();
  const fetcher = useFetcher<ReviewActionResult>();
  const { notify } = useNotifications();
  const handled = useRef<unknown>(null);
  const result = fetcher.data;
  const deleting = modal.kind === "delete-review" || modal.kind === "delete-reply";

  useEffect(() => {
    if (!result || handled.current === result || !result.ok) return;
    handled.current = result;
    const message = deleting
      ? "reviews.deleted"
      : modal.kind === "update-reply"
        ? result.isVisible
          ? "reviews.replySaved"
          : "reviews.replySavedUnderReview"
        : result.isVisible
          ? "reviews.saved"
          : "reviews.savedUnderReview";
    notify({ type: "positive", message: t(message) });
    onClose();
  }, [result, deleting, modal.kind, notify, onClose, t]);

  const failure = result && !result.ok ? result : null;
  const formError = failure && Object.keys(failure.fields).length === 0 ? errorMessage(locale, failure.key) : null;

  return (
    <fetcher.Form method="post" action="/reviews" className="space-y-4" noValidate>
      <Heading slot="title" className="text-xl font-semibold">
        {t(TITLE[modal.kind])}
      </Heading>
      <CsrfField />
      <input type="hidden" name="intent" value={INTENT[modal.kind]} />
      {"itemId" in modal && <input type="hidden" name="itemId" value={modal.itemId} />}
      {"reviewId" in modal && <input type="hidden" name="reviewId" value={modal.reviewId} />}
      {"replyId" in modal && <input type="hidden" name="replyId" value={modal.replyId} />}
      <FormError message={formError} />
      {deleting ? (
        <p>{t("reviews.deleteText")}</p>
      ) : (
        <ReviewFields
          withRating={modal.kind !== "update-reply"}
          initial={
            modal.kind === "update-review"
              ? modal
              : modal.kind === "update-reply"
                ? { rating: 0, title: "", text: modal.text }
                : undefined
          }
          fields={failure?.fields ?? {}}
        />
      )}
      <div className="flex justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onClose}>
          {t("reviews.cancel")}
        </Button>
        <Button type="submit" busy={fetcher.state !== "idle"}>
          {deleting ? t("reviews.confirmDelete") : t("reviews.submit")}
        </Button>
      </div>
    </fetcher.Form>
  );
}
