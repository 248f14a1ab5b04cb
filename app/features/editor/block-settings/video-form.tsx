import { BLOCK_LIMITS } from "#common/blocks/block-fields.ts";
import type { Block } from "#common/blocks/block-schema.ts";
import { useT } from "~/lib/i18n.tsx";
import { textAt, type ContentForm } from "./field-binding.ts";
import { TextInput } from "./form-fields.tsx";
import { FormSection } from "./form-section.tsx";

export type VideoContent = Extract<Block, { name: "Video" }>["content"];

/** A Video: the YouTube or Vimeo address, the title that names it, an optional caption. */
export function VideoForm(form: ContentForm<VideoContent>) {
  const t = useT();
  const generic = form as ContentForm<unknown>;
  return (
    <FormSection title={t("blockForms.sections.video")}>
      <TextInput
        label={t("blockForms.fields.videoUrl")}
        hint={t("blockForms.fields.videoUrlHint")}
        type="url"
        maxLength={BLOCK_LIMITS.maxLink}
        {...textAt(generic, ["url"])}
      />
      <TextInput
        label={t("blockForms.fields.videoTitle")}
        maxLength={BLOCK_LIMITS.maxShortText}
        {...textAt(generic, ["title"])}
      />
      <TextInput
        label={t("blockForms.fields.caption")}
        maxLength={BLOCK_LIMITS.maxShortText}
        {...textAt(generic, ["caption"])}
      />
    </FormSection>
  );
}
