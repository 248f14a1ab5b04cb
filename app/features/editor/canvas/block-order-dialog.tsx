import {
  Button,
  Dialog,
  DialogTrigger,
  GridList,
  GridListItem,
  Heading,
  Modal,
  ModalOverlay,
  useDragAndDrop,
} from "react-aria-components";
import { moveBlockTo } from "#common/blocks/block-operations.ts";
import { useT } from "~/lib/i18n.tsx";
import { useFriendlyBlockName } from "../block-names.ts";
import { useEditor, useEditorStore } from "../editor-store.ts";
import { blockSummary } from "./block-summary.ts";
import { dropIndex } from "./drop-index.ts";

/**
 * "Block order": the page's top-level blocks in a list that can be reordered by drag and drop,
 * with the pointer or the keyboard (react-aria's GridList: Enter on a drag handle, arrow keys,
 * Enter), issue 5 section 3. Each drop is one pure move (moveBlockTo) applied to the store.
 */
export function BlockOrderDialog() {
  const t = useT();
  const blocks = useEditor((state) => state.document?.blocks ?? null);
  if (!blocks || blocks.length < 2) return null;
  return (
    <DialogTrigger>
      <Button className="rounded-md border border-neutral-500 bg-white px-3 py-1.5 text-sm font-semibold text-neutral-900 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-primary-700">
        {t("editorCanvas.blockOrder")}
      </Button>
      <ModalOverlay isDismissable className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4">
        <Modal className="w-full max-w-md rounded-lg bg-white p-5 shadow-xl">
          <Dialog className="outline-none">
            {({ close }) => (
              <>
                <Heading slot="title" className="text-lg font-semibold">
                  {t("editorCanvas.blockOrder")}
                </Heading>
                <p className="mt-1 text-sm text-neutral-700">{t("editorCanvas.blockOrderIntro")}</p>
                <BlockOrderList />
                <div className="mt-4 flex justify-end">
                  <Button
                    onPress={close}
                    className="rounded-md bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800"
                  >
                    {t("editorCanvas.done")}
                  </Button>
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

function BlockOrderList() {
  const t = useT();
  const store = useEditorStore();
  const blocks = useEditor((state) => state.document?.blocks ?? []);
  const friendlyName = useFriendlyBlockName();
  const items = blocks.map((block) => {
    const name = friendlyName(block.name);
    const summary = blockSummary(block);
    return { id: block.meta.uuid, name, label: summary ? t("editorCanvas.blockOrderItem", { name, summary }) : name };
  });
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ "text/plain": items.find((item) => item.id === key)?.label ?? "" })),
    onReorder: (event) => {
      const current = store.getState().document?.blocks ?? [];
      const moving = [...event.keys][0];
      const from = current.findIndex((block) => block.meta.uuid === moving);
      const targetIndex = current.findIndex((block) => block.meta.uuid === event.target.key);
      if (from === -1 || targetIndex === -1) return;
      const result = moveBlockTo(current, String(moving), dropIndex(from, targetIndex, event.target.dropPosition));
      if (result.ok) store.getState().applyBlocks(result.blocks);
    },
  });
  return (
    <GridList
      aria-label={t("editorCanvas.blockOrder")}
      items={items}
      dragAndDropHooks={dragAndDropHooks}
      className="mt-4 flex max-h-[60vh] flex-col gap-1 overflow-auto"
    >
      {(item) => (
        <GridListItem
          textValue={item.label}
          className="flex items-center gap-2 rounded-md border border-neutral-300 bg-white p-2 text-sm outline-none focus-visible:outline-2 focus-visible:outline-primary-700 data-dragging:opacity-50 data-drop-target:border-primary-700"
        >
          <Button
            slot="drag"
            aria-label={t("editorCanvas.dragHandle", { name: item.label })}
            className="cursor-grab rounded px-1 text-neutral-700 focus-visible:outline-2 focus-visible:outline-primary-700"
          >
            <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
              <circle cx="9" cy="6" r="1.6" />
              <circle cx="15" cy="6" r="1.6" />
              <circle cx="9" cy="12" r="1.6" />
              <circle cx="15" cy="12" r="1.6" />
              <circle cx="9" cy="18" r="1.6" />
              <circle cx="15" cy="18" r="1.6" />
            </svg>
          </Button>
          <span className="truncate">{item.label}</span>
        </GridListItem>
      )}
    </GridList>
  );
}
