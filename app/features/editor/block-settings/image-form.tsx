import type { Block } from "#common/blocks/block-schema.ts";
import { useT } from "~/lib/i18n.tsx";
import type { ContentForm } from "./field-binding.ts";
import { FormSection } from "./form-section.tsx";
import { AlignmentField, ImageFields } from "./shared-fields.tsx";

export type ImageContent = Extract<Block, { name: "Image" }>["content"];

/** An Image: the four breakpoint images, alt text and alignment (centred when unset). */
export function ImageForm(form: ContentForm<ImageContent>) {
  const t = useT();
  const generic = form as ContentForm<unknown>;
  return (
    <FormSection title={t("blockForms.sections.image")}>
      <ImageFields form={generic} base={[]} />
      <AlignmentField
        form={generic}
        path={["imageAlignment"]}
        label={t("blockForms.fields.imageAlignment")}
        fallback="center"
      />
    </FormSection>
  );
}
