import { useState } from "react";
import { Button, Dialog, Heading, Input, Label, Modal, ModalOverlay, Text, TextField } from "react-aria-components";
import { isSafeLink } from "#common/blocks/block-fields.ts";
import { useT } from "~/lib/i18n.tsx";

const BUTTON_BASE =
  "rounded-md border border-primary-700 px-3 py-1.5 text-sm font-semibold data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-primary-700";
const BUTTON = `${BUTTON_BASE} text-primary-800`;
const PRIMARY = `${BUTTON_BASE} bg-primary-700 text-white data-[disabled]:border-neutral-500 data-[disabled]:bg-neutral-500`;

/**
 * The link prompt of the rich text toolbar: a modal dialog with the address, checked by the
 * block link rule at once (javascript: and the like are refused before they reach the text).
 * An empty address removes the link.
 */
export function LinkDialog({
  isOpen,
  initialHref,
  onApply,
  onClose,
}: {
  isOpen: boolean;
  initialHref: string;
  onApply: (href: string) => void;
  onClose: () => void;
}) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/40"
    >
      <Modal className="w-full max-w-md rounded-lg bg-white p-5 shadow-xl">
        <Dialog className="outline-none">
          {/* Mounted per opening, so the field starts from the link under the cursor. */}
          <LinkForm initialHref={initialHref} onApply={onApply} onClose={onClose} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function LinkForm({
  initialHref,
  onApply,
  onClose,
}: {
  initialHref: string;
  onApply: (href: string) => void;
  onClose: () => void;
}) {
  const t = useT();
  const [href, setHref] = useState(initialHref);
  const address = href.trim();
  const invalid = !isSafeLink(address);
  const apply = () => {
    if (invalid) return;
    onApply(address);
    onClose();
  };
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <Heading slot="title" level={2} className="text-lg font-semibold">
        {t("richText.linkDialogTitle")}
      </Heading>
      {/* The dialog exists for this one field, so it takes the focus (APG dialog pattern). */}
      {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
      <TextField value={href} onChange={setHref} isInvalid={invalid} autoFocus className="flex flex-col gap-1 text-sm">
        <Label className="font-semibold">{t("richText.linkAddress")}</Label>
        <Input className="rounded-md border border-neutral-500 px-2 py-1.5 data-[invalid]:border-red-700" />
        {invalid && (
          <Text slot="errorMessage" className="font-medium text-red-700">
            {t("validation.linkInvalid")}
          </Text>
        )}
      </TextField>
      <div className="flex flex-wrap justify-end gap-2">
        <Button className={BUTTON} onPress={onClose}>
          {t("richText.cancel")}
        </Button>
        {initialHref !== "" && (
          <Button
            className={BUTTON}
            onPress={() => {
              onApply("");
              onClose();
            }}
          >
            {t("richText.removeLink")}
          </Button>
        )}
        <Button type="submit" isDisabled={invalid} className={PRIMARY}>
          {t("richText.applyLink")}
        </Button>
      </div>
    </form>
  );
}
