import type { Block } from "#common/blocks/block-schema.ts";
import type { ContentForm } from "./field-binding.ts";
import { ButtonSection, TextSection } from "./shared-fields.tsx";

export type TextCardContent = Extract<Block, { name: "TextCard" }>["content"];

/** A TextCard (header name "Rich Text"): its texts, rich text, alignment and colour; the button. */
export function TextCardForm(form: ContentForm<TextCardContent>) {
  const generic = form as ContentForm<unknown>;
  return (
    <>
      <TextSection form={generic} />
      <ButtonSection form={generic} />
    </>
  );
}
