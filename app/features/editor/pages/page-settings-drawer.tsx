import { useEffect, useState } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { SETTINGS_DRAWER_WIDTH_PX } from "./pages-layout.ts";
import { useApi } from "~/lib/api.tsx";
import { useT } from "~/lib/i18n.tsx";
import { CloseIcon } from "./page-icons.tsx";
import { usePagesEdits, type PageRef, type SettingsView } from "./pages-edits-store.ts";
import { GeneralSettingsForm, SeoSettingsForm } from "./settings-forms.tsx";

/**
 * The page settings drawer (docs/glossary.md, editor spec §2): on the right, 430 px, titled 'General
 * Settings' or 'SEO Settings'. The close button and Esc close it, a click beside it does not
 * (isDismissable false); closing clears the selected page. Edits stay in the Pages view's
 * store until 'Save Settings'.
 */
export function PageSettingsDrawer() {
  const t = useT();
  const settingsOf = usePagesEdits((state) => state.settingsOf);
  const close = usePagesEdits((state) => state.closeSettings);
  return (
    <ModalOverlay
      isOpen={settingsOf !== null}
      onOpenChange={(open) => !open && close()}
      isDismissable={false}
      className="fixed inset-0 z-[60] bg-black/30"
    >
      <Modal
        className="fixed inset-y-0 right-0 max-w-full overflow-y-auto bg-white shadow-xl"
        style={{ width: SETTINGS_DRAWER_WIDTH_PX }}
      >
        <Dialog className="outline-none">
          {settingsOf && (
            <>
              <div className="sticky top-0 z-10 flex items-center gap-2 border-b border-neutral-200 bg-white px-5 py-3">
                <Heading slot="title" className="mr-auto text-lg font-semibold">
                  {t(settingsOf.view === "general" ? "editorPagesView.generalSettings" : "editorPagesView.seoSettings")}
                  <span className="block text-sm font-normal text-neutral-700">{settingsOf.page.name}</span>
                </Heading>
                <button
                  type="button"
                  onClick={close}
                  aria-label={t("editorPagesView.close")}
                  className="rounded-md p-1.5 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-primary-700"
                >
                  <CloseIcon />
                </button>
              </div>
              <SettingsBody page={settingsOf.page} view={settingsOf.view} />
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function SettingsBody({ page, view }: { page: PageRef; view: SettingsView }) {
  const t = useT();
  const api = useApi();
  const edit = usePagesEdits((state) => state.edits[page.id]);
  const errors = usePagesEdits((state) => state.errors[page.id]) ?? {};
  const load = usePagesEdits((state) => state.load);
  const change = usePagesEdits((state) => state.edit);
  const [failedId, setFailedId] = useState<number | null>(null);
  const failed = failedId === page.id;
  const loaded = edit !== undefined;

  useEffect(() => {
    if (loaded) return;
    let current = true;
    // A failed call has shown the API client's notice already; the drawer says so too.
    api.call("getCategorySettings", { categoryId: page.id }).then(
      (record) => current && load(record),
      () => current && setFailedId(page.id),
    );
    return () => {
      current = false;
    };
  }, [api, page.id, loaded, load]);

  if (!edit) {
    return (
      <p role={failed ? "alert" : "status"} className="px-5 py-6 text-sm">
        {t(failed ? "editorPageSettings.loadFailed" : "editorPageSettings.loading")}
      </p>
    );
  }
  const onChange = (next: Parameters<typeof change>[1]) => change(page.id, next);
  return (
    <div className="space-y-5 px-5 py-5">
      {view === "general" ? (
        <GeneralSettingsForm draft={edit.draft} errors={errors} onChange={onChange} />
      ) : (
        <SeoSettingsForm draft={edit.draft} errors={errors} onChange={onChange} />
      )}
    </div>
  );
}
