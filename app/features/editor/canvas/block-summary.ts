import type { Block } from "#common/blocks/block-schema.ts";

/**
 * A short text that tells blocks of one type apart in the block order list: the block's
 * title, else its alt text, else the first nested block's; empty when it has none.
 */
export function blockSummary(block: Block): string {
  if (block.type === "structure") {
    const first = block.content[0];
    return first ? blockSummary(first) : "";
  }
  const content = block.content as { text?: { title?: string }; alt?: string; image?: { alt?: string } };
  return (content.text?.title ?? content.alt ?? content.image?.alt ?? "").trim();
}
