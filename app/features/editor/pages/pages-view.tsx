import { useCallback, useMemo, useState } from "react";
import { Heading } from "react-aria-components";
import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { useT } from "~/lib/i18n.tsx";
import { useRootData } from "~/lib/root-data.ts";
import { AddPageModal } from "./add-page-modal.tsx";
import { DeletePageModal } from "./delete-page-modal.tsx";
import { CloseIcon, HelpIcon, Spinner } from "./page-icons.tsx";
import { PageSettingsDrawer } from "./page-settings-drawer.tsx";
import { changedRecords } from "./page-settings-edits.ts";
import { PageSection } from "./page-tree.tsx";
import { findPage, flattenPages, pageHref, pageName, splitSections } from "./page-tree-model.ts";
import { manualHref } from "./pages-layout.ts";
import { usePagesEdits, type PageRef } from "./pages-edits-store.ts";
import { usePageTree } from "./use-page-tree.ts";
import { useSavePageSettings } from "./use-save-page-settings.ts";

const ICON_BUTTON =
  "flex size-9 items-center justify-center rounded-md text-neutral-800 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-primary-700";

/**
 * The drawer's Pages view (docs/glossary.md, editor spec §2; docs/editor-pages-ui.md): header with the
 * manual link and close button, 'Add Page' and 'Save Settings', the 'Content Pages' and
 * 'Product Categories' trees, and the settings drawer and modals they open. Hosted by the
 * editor drawer (a dialog on the left), which its Heading titles.
 */
export function PagesView({ onClose }: { onClose: () => void }) {
  const t = useT();
  const { locale, prefix } = useRootData();
  const { state, reload } = usePageTree();
  const { revalidate } = useRevalidator();
  // After a change the tree loads again and so does the page (its navigation, its head tags).
  const refresh = useCallback(() => {
    reload();
    void revalidate();
  }, [reload, revalidate]);
  const [adding, setAdding] = useState(false);
  const unsavedCount = usePagesEdits((edits) => changedRecords(edits.edits).length);
  const saving = usePagesEdits((edits) => edits.saving);
  const tree = useMemo(() => state.tree ?? [], [state.tree]);
  const sections = useMemo(() => splitSections(tree), [tree]);
  const flatPages = useMemo(() => flattenPages(tree, prefix), [tree, prefix]);
  const pageRef = useCallback(
    (id: number): PageRef => {
      const node = findPage(tree, id);
      return node ? { id, name: pageName(node), href: pageHref(prefix, node) } : { id, name: `#${id}`, href: "" };
    },
    [tree, prefix],
  );
  const save = useSavePageSettings(pageRef, refresh);

  return (
    <div className="flex h-full flex-col bg-white text-neutral-900">
      <div className="flex items-center gap-1 border-b border-neutral-200 px-4 py-3">
        <Heading slot="title" level={2} className="mr-auto text-lg font-semibold">
          {t("editorPagesView.title")}
        </Heading>
        <a
          href={manualHref(locale)}
          target="_blank"
          rel="noopener"
          title={t("editorPagesView.openManual")}
          className={ICON_BUTTON}
        >
          <HelpIcon />
          <span className="sr-only">
            {t("editorPagesView.openManual")} {t("editorPagesView.newTab")}
          </span>
        </a>
        <button type="button" onClick={onClose} aria-label={t("editorPagesView.close")} className={ICON_BUTTON}>
          <CloseIcon />
        </button>
      </div>
      <div className="flex flex-wrap gap-2 px-4 py-3">
        <Button type="button" variant="secondary" className="px-3! py-2! text-sm" onClick={() => setAdding(true)}>
          {t("editorPagesView.addPage")}
        </Button>
        <Button
          type="button"
          className="gap-2 px-3! py-2! text-sm"
          disabled={unsavedCount === 0}
          busy={saving}
          onClick={() => void save()}
        >
          {saving && <Spinner />}
          {saving ? t("editorPagesView.saving") : t("editorPagesView.saveSettings")}
        </Button>
      </div>
      <div className="flex-1 overflow-y-auto px-4 pb-4">
        {state.status === "loading" && state.tree === null && (
          <p role="status" className="py-4 text-sm">
            {t("editorPagesView.loading")}
          </p>
        )}
        {state.status === "failed" && (
          <div role="alert" className="space-y-2 py-4 text-sm">
            <p>{t("editorPagesView.loadFailed")}</p>
            <Button type="button" variant="secondary" className="px-3! py-1.5! text-sm" onClick={reload}>
              {t("editorPagesView.retry")}
            </Button>
          </div>
        )}
        {state.tree && (
          <>
            <PageSection title={t("editorPagesView.contentPages")} pages={sections.content} />
            <PageSection title={t("editorPagesView.productCategories")} pages={sections.item} />
          </>
        )}
      </div>
      <AddPageModal isOpen={adding} onClose={() => setAdding(false)} pages={flatPages} onAdded={refresh} />
      <PageSettingsDrawer />
      <DeletePageModal onDeleted={(wasOnScreen) => (wasOnScreen ? reload() : refresh())} />
    </div>
  );
}
