import "../editor-messages.ts";
import { useEffect } from "react";
import { moveBlock, removeBlock } from "#common/blocks/block-operations.ts";
import type { Block } from "#common/blocks/block-schema.ts";
import { CURRENT_SCHEMA_VERSION } from "#common/blocks/page-document.ts";
import type { BlockProducts, BlockSlots } from "~/features/blocks/block-renderer.tsx";
import { useT } from "~/lib/i18n.tsx";
import { useFriendlyBlockName } from "../block-names.ts";
import { useEditor, useEditorStore, type EditorPage, type EditorStore } from "../editor-store.ts";
import { parentEditorStore } from "../device-preview/shared-store.ts";
import { BlockOrderDialog } from "./block-order-dialog.tsx";
import { PlusIcon } from "./block-controls.tsx";
import { BlockFrame } from "./block-frame.tsx";
import { useGalleryProducts } from "./gallery-products.ts";

export type EditableBlocksProps = {
  page: EditorPage;
  /** The stored version getBlocks answered (0: nothing stored yet). */
  version: number;
  blocks: Block[];
  products: BlockProducts;
  slots: BlockSlots;
};

const samePage = (a: EditorPage | null, b: EditorPage) => a?.identifier === b.identifier && a.type === b.type;

/**
 * The page's blocks in edit mode (docs/glossary.md, editor spec §§2 and 4): rendered by the storefront's
 * BlockRenderer from the editor store's document, each top-level block with its editing
 * controls. The store takes the page once per page key (loadPage); until then, and on the
 * server, the loader's blocks are shown, so the first HTML and hydration agree.
 */
export default function EditableBlocks({ page, version, blocks, products, slots }: EditableBlocksProps) {
  const t = useT();
  const store = useEditorStore();
  const storePage = useEditor((state) => state.page);
  const document = useEditor((state) => state.document);
  const selectedUuid = useEditor((state) => state.selectedUuid);
  const friendlyName = useFriendlyBlockName();

  useEffect(() => {
    // The device preview's frame shows the editor window's page; it never loads one into it.
    if (parentEditorStore()) return;
    const state = store.getState();
    if (!samePage(state.page, page)) {
      state.loadPage(page, { schemaVersion: CURRENT_SCHEMA_VERSION, blocks }, version);
    }
    // Once per page key: later loader data (after a save) must not throw away the edits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, page.identifier, page.type]);

  const shown = samePage(storePage, page) && document ? document.blocks : blocks;
  const shownProducts = useGalleryProducts(shown, blocks, products);

  return (
    <section
      aria-label={t("editorCanvas.region")}
      data-editable-blocks=""
      className="flex flex-col gap-(--block-spacing)"
    >
      <div className="mx-auto flex w-full max-w-7xl justify-end px-4 pt-2">
        <BlockOrderDialog />
      </div>
      {shown.length === 0 ? (
        <EmptyPage onAdd={() => store.getState().openBlocksList({ uuid: null, position: "below" })} />
      ) : (
        shown.map((block, index) => (
          <BlockFrame
            key={block.meta.uuid}
            block={block}
            name={friendlyName(block.name)}
            index={index}
            count={shown.length}
            selected={block.meta.uuid === selectedUuid}
            products={shownProducts}
            slots={slots}
            actions={blockActions(store, block.meta.uuid, index)}
          />
        ))
      )}
      <p className="sr-only" aria-live="polite">
        {shown.length === 0 ? t("editorCanvas.emptyPage") : ""}
      </p>
    </section>
  );
}

/** What the controls of one block do; every change goes through a pure operation and `apply`. */
function blockActions(store: EditorStore, uuid: string, index: number) {
  const blocksNow = () => store.getState().document?.blocks ?? [];
  return {
    edit: () => store.getState().openBlockSettings(uuid),
    move: (direction: "up" | "down") => {
      const result = moveBlock(blocksNow(), uuid, direction);
      if (result.ok) store.getState().applyBlocks(result.blocks);
    },
    remove: () => {
      const result = removeBlock(blocksNow(), uuid);
      if (!result.ok) return;
      const state = store.getState();
      state.applyBlocks(result.blocks);
      state.closeDrawer();
      if (state.selectedUuid === uuid) state.selectBlock(null);
      // The pressed button is gone: focus goes to the block now in its place (after React's render).
      requestAnimationFrame(() => focusBlockAt(index));
    },
    add: (position: "above" | "below") => store.getState().openBlocksList({ uuid, position }),
  };
}

function EmptyPage({ onAdd }: { onAdd: () => void }) {
  const t = useT();
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col items-center gap-3 border-2 border-dashed border-neutral-400 px-4 py-12 text-center">
      <p className="text-neutral-700">{t("editorCanvas.emptyPage")}</p>
      <button
        type="button"
        onClick={onAdd}
        className="inline-flex items-center gap-2 rounded-md bg-primary-700 px-5 py-2.5 font-semibold text-white hover:bg-primary-800"
      >
        <PlusIcon />
        {t("editorCanvas.addBlock")}
      </button>
    </div>
  );
}

/** Focuses the first control of the block at `index` (or the last block), else the canvas' first button. */
function focusBlockAt(index: number) {
  const canvas = document.querySelector("[data-editable-blocks]");
  const frames = canvas?.querySelectorAll<HTMLElement>("[data-block-frame]") ?? [];
  const frame = frames[Math.min(index, frames.length - 1)];
  const button = frame?.querySelector<HTMLButtonElement>("[role=group] button") ?? canvas?.querySelector("button");
  button?.focus();
}
