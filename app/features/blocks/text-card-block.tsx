import type { Block } from "#common/blocks/block-schema.ts";
import { BlockButton, TEXT_ALIGN_CLASS } from "./block-button.tsx";
import { BlockTexts } from "./block-texts.tsx";

export type TextCardBlockData = Extract<Block, { name: "TextCard" }>;

/** A TextCard: texts with rich text (sanitised by the server) and a button, in the block's colour. */
export function TextCardBlock({ block }: { block: TextCardBlockData }) {
  const { text, button } = block.content;
  return (
    <div className="mx-auto max-w-3xl px-4" style={{ color: text?.color }}>
      <BlockTexts text={text} />
      {button?.label && button.link && (
        <div className={`mt-4 ${TEXT_ALIGN_CLASS[text?.textAlignment ?? "left"]}`}>
          <BlockButton button={button} />
        </div>
      )}
    </div>
  );
}
