import type { ReactNode } from "react";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { findBlock } from "#common/blocks/block-operations.ts";
import { useT } from "~/lib/i18n.tsx";
import { useFriendlyBlockName } from "../block-names.ts";
import { BlocksListView } from "../blocks-list/blocks-list-view.tsx";
import { DesignView } from "../design/design-view.tsx";
import { useEditor } from "../editor-store.ts";
import { PagesView } from "../pages/pages-view.tsx";
import { BlockSettingsView } from "./block-settings-view.tsx";
import { EDITOR_DRAWER_WIDTH_PX } from "./drawer-layout.ts";

/**
 * The editor's side drawer (docs/glossary.md, editor spec §§2, 4 and 9), driven by the store's `drawer`:
 * Design (titled Settings), Pages, the blocks list ('Add block') and block settings (titled
 * with the block's friendly name). It opens from the left, block settings from the right,
 * at most 430 px wide. A modal dialog: focus moves in, Esc and a click outside close it,
 * and focus returns to the control that opened it. The Pages view draws its own header
 * (with its manual link and close button), so the drawer adds none there.
 */
export function EditorDrawer() {
  const t = useT();
  const view = useEditor((state) => state.drawer);
  const closeDrawer = useEditor((state) => state.closeDrawer);
  const block = useEditor((state) =>
    state.selectedUuid && state.document ? findBlock(state.document.blocks, state.selectedUuid) : undefined,
  );
  const friendlyName = useFriendlyBlockName();
  // Block settings of a block that is gone (deleted, undone) have nothing to show.
  const isOpen = view !== null && (view !== "blockSettings" || block !== undefined);
  const fromRight = view === "blockSettings";

  let title = "";
  let body: ReactNode = null;
  if (view === "design") [title, body] = [t("editorDrawer.design"), <DesignView />];
  if (view === "blocksList") [title, body] = [t("editorDrawer.blocksList"), <BlocksListView />];
  if (view === "blockSettings" && block)
    [title, body] = [friendlyName(block.name), <BlockSettingsView block={block} />];
  if (view === "pages") body = <PagesView onClose={closeDrawer} />;

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) closeDrawer();
      }}
      isDismissable
      className="fixed inset-0 z-50 bg-black/30"
    >
      <Modal
        className={`fixed inset-y-0 flex w-full flex-col bg-white text-neutral-900 shadow-xl ${fromRight ? "right-0" : "left-0"}`}
        style={{ maxWidth: EDITOR_DRAWER_WIDTH_PX }}
      >
        {/* A new dialog per view and block, so focus moves into it when the view changes. */}
        <Dialog
          key={`${view}:${view === "blockSettings" ? block?.meta.uuid : ""}`}
          aria-label={view === "pages" ? t("editorDrawer.pages") : undefined}
          className="flex min-h-0 flex-1 flex-col outline-none"
        >
          {view === "pages" ? (
            body
          ) : (
            <>
              <header className="flex items-center justify-between gap-3 border-b border-neutral-200 px-4 py-3">
                <Heading slot="title" className="text-lg font-semibold">
                  {title}
                </Heading>
                <Button
                  onPress={closeDrawer}
                  aria-label={t("editorDrawer.close")}
                  className="rounded p-1 text-neutral-700 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-primary-700"
                >
                  <svg
                    width="20"
                    height="20"
                    viewBox="0 0 24 24"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    aria-hidden="true"
                  >
                    <path d="M6 6l12 12M18 6L6 18" />
                  </svg>
                </Button>
              </header>
              <div className="min-h-0 flex-1 overflow-y-auto p-4">{body}</div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
