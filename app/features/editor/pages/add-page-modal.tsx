import { useState, type FormEvent } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { fieldErrorMessage } from "#common/i18n/error-message.ts";
import { addCategoryInput, type PageType } from "#common/schemas/pages.ts";
import { Button } from "~/components/ui/button.tsx";
import { TextField } from "~/components/ui/text-field.tsx";
import { useNotifications } from "~/components/ui/notifications.tsx";
import { errorMessageFor } from "~/lib/api-error-message.ts";
import { useApi } from "~/lib/api.tsx";
import { useT } from "~/lib/i18n.tsx";
import { useRootData } from "~/lib/root-data.ts";
import type { FlatPage } from "./page-tree-model.ts";
import { OWN_ERROR_HANDLING } from "./own-error-handling.ts";
import { SelectField } from "./settings-fields.tsx";

/** Parent 'None' (docs/glossary.md, editor spec §9: the add form's default parent id 0). */
const NO_PARENT = "0";

/**
 * The add page modal (docs/glossary.md, editor spec §§2, 4, 5): name (required: 'Enter a page name'), type
 * (Content by default, or Item category; cannot be emptied), parent page from every page,
 * 'None' by default. Checked with doAddCategory's own schema before it is sent. Success closes
 * it with 'Added page <name> (category ID: <id>)'; a failure stays in the modal.
 */
export function AddPageModal({
  isOpen,
  onClose,
  pages,
  onAdded,
}: {
  isOpen: boolean;
  onClose: () => void;
  pages: FlatPage[];
  onAdded: (id: number) => void;
}) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className="fixed inset-0 z-[60] flex items-start justify-center bg-black/40 p-4 sm:items-center"
    >
      <Modal className="w-full max-w-md rounded-lg bg-white shadow-xl">
        <Dialog className="outline-none">
          <AddPageForm pages={pages} onClose={onClose} onAdded={onAdded} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function AddPageForm({
  pages,
  onClose,
  onAdded,
}: {
  pages: FlatPage[];
  onClose: () => void;
  onAdded: (id: number) => void;
}) {
  const t = useT();
  const api = useApi();
  const { locale } = useRootData();
  const { notify } = useNotifications();
  const [name, setName] = useState("");
  const [type, setType] = useState<PageType>("content");
  const [parent, setParent] = useState(NO_PARENT);
  const [nameError, setNameError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = addCategoryInput.safeParse({ name, type, parentCategoryId: Number(parent) });
    if (!parsed.success) {
      const issue = parsed.error.issues.find((candidate) => candidate.path[0] === "name");
      setNameError(issue ? fieldErrorMessage(locale, issue.message) : undefined);
      event.currentTarget.querySelector<HTMLInputElement>("input[name=name]")?.focus();
      return;
    }
    setNameError(undefined);
    setFailure(null);
    setBusy(true);
    try {
      const { id } = await api.call("doAddCategory", parsed.data, OWN_ERROR_HANDLING);
      notify({ type: "positive", message: t("editorPages.added", { name: parsed.data.name, id }) });
      onAdded(id);
      onClose();
    } catch (error) {
      setFailure(errorMessageFor(error, locale));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5 p-6">
      <Heading slot="title" className="text-xl font-semibold">
        {t("editorAddPage.title")}
      </Heading>
      <p className="text-sm text-neutral-700">{t("editorAddPage.intro")}</p>
      <TextField
        label={t("editorAddPage.pageName")}
        name="name"
        value={name}
        required
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
        error={nameError}
      />
      <SelectField<PageType>
        label={t("editorAddPage.pageType")}
        value={type}
        options={[
          { value: "content", label: t("editorAddPage.typeContent") },
          { value: "item", label: t("editorAddPage.typeItem") },
        ]}
        onChange={setType}
      />
      <SelectField
        label={t("editorAddPage.parentPage")}
        value={parent}
        options={[
          { value: NO_PARENT, label: t("editorAddPage.none") },
          ...pages.map((page) => ({ value: String(page.id), label: `${"\u2014 ".repeat(page.depth)}${page.name}` })),
        ]}
        onChange={setParent}
      />
      {failure && (
        <p role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-sm text-red-900">
          {failure}
        </p>
      )}
      <div className="flex justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onClose}>
          {t("editorAddPage.cancel")}
        </Button>
        <Button type="submit" busy={busy}>
          {busy ? t("editorAddPage.adding") : t("editorAddPage.submit")}
        </Button>
      </div>
    </form>
  );
}
