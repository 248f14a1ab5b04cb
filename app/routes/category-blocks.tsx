import type { PageBlocksData } from "~/features/blocks/page-blocks.server.ts";
import { BlockRenderer } from "~/features/blocks/block-renderer.tsx";
import { EditableBlocksSlot } from "~/editable-blocks-loader.tsx";
import { useBlockSlots } from "./block-slots.tsx";

/**
 * A category page's blocks, with the shop's product cards in its product blocks; in edit
 * mode the editable canvas (an empty page too, so blocks can be added). A chunk of its own,
 * loaded only for a category that has blocks (catch-all-category.tsx).
 */
export default function CategoryBlocks({
  content,
  categoryId,
  editing,
}: {
  content: PageBlocksData;
  categoryId: number;
  editing: boolean;
}) {
  const slots = useBlockSlots();
  if (!editing) return <BlockRenderer blocks={content.blocks} products={content.products} slots={slots} />;
  return (
    <EditableBlocksSlot
      page={{ identifier: String(categoryId), type: "category" }}
      version={content.version}
      blocks={content.blocks}
      products={content.products}
      slots={slots}
    />
  );
}
