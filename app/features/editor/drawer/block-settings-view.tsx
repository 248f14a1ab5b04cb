import { updateBlock } from "#common/blocks/block-operations.ts";
import type { Block } from "#common/blocks/block-schema.ts";
import { BlockSettingsForm, type BlockPatch } from "../block-settings/block-settings-form.tsx";
import { useEditorStore } from "../editor-store.ts";

/**
 * The drawer's block settings (docs/glossary.md, editor spec §2): the settings form of the selected block.
 * Every change of the form is one pure updateBlock on the current document, then `apply`
 * (so it can be undone).
 */
export function BlockSettingsView({ block }: { block: Block }) {
  const store = useEditorStore();
  const onChange = (patch: BlockPatch) => {
    const state = store.getState();
    if (!state.document) return;
    const result = updateBlock(state.document.blocks, block.meta.uuid, patch as Parameters<typeof updateBlock>[2]);
    if (result.ok) state.applyBlocks(result.blocks);
  };
  return <BlockSettingsForm block={block} onChange={onChange} />;
}
