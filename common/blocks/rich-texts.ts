import type { Block } from "./block-schema.ts";

/**
 * The blocks with every rich text (`content.text.htmlDescription`, nested blocks too) passed
 * through `map`: sanitising on save and render, filling the shop's placeholders.
 */
export function mapRichTexts(blocks: readonly Block[], map: (html: string) => string): Block[] {
  return blocks.map((block) => {
    if (block.type === "structure") return { ...block, content: mapRichTexts(block.content, map) } as Block;
    const content = block.content as { text?: { htmlDescription?: string } };
    const html = content.text?.htmlDescription;
    if (html === undefined) return block;
    return { ...block, content: { ...content, text: { ...content.text, htmlDescription: map(html) } } } as Block;
  });
}
