import { BLOCK_LIMITS } from "#common/blocks/block-fields.ts";
import type { Block } from "#common/blocks/block-schema.ts";
import { useT } from "~/lib/i18n.tsx";
import { SwitchField } from "~/components/ui/switch-field.tsx";
import { booleanAt, textAt, type ContentForm } from "./field-binding.ts";
import { ColourInput, TextInput } from "./form-fields.tsx";
import { FormSection } from "./form-section.tsx";
import { RichTextField } from "./shared-fields.tsx";

export type NewsletterContent = Extract<Block, { name: "NewsletterSubscribe" }>["content"];

/**
 * A NewsletterSubscribe block: background colour, title and rich text; whether the form asks
 * for a name and (only while it does) whether the name is required; the button label.
 * Hiding the name field also clears "required", which would mean nothing without it.
 */
export function NewsletterForm(form: ContentForm<NewsletterContent>) {
  const t = useT();
  const generic = form as ContentForm<unknown>;
  const showName = booleanAt(generic, ["input", "displayNameInput"]);
  const nameRequired = booleanAt(generic, ["input", "nameIsRequired"]);
  return (
    <>
      <FormSection title={t("blockForms.sections.text")}>
        <ColourInput label={t("blockForms.fields.bgcolor")} {...textAt(generic, ["text", "bgColor"])} />
        <TextInput
          label={t("blockForms.fields.title")}
          maxLength={BLOCK_LIMITS.maxShortText}
          {...textAt(generic, ["text", "title"])}
        />
        <RichTextField form={generic} path={["text", "htmlDescription"]} />
      </FormSection>
      <FormSection title={t("blockForms.sections.input")}>
        <SwitchField
          label={t("blockForms.fields.displayNameInput")}
          isSelected={showName.value}
          onChange={(shown) =>
            form.onContent({
              ...form.content,
              input: shown ? { ...form.content.input, displayNameInput: true } : { displayNameInput: false },
            })
          }
        />
        {showName.value && (
          <SwitchField
            label={t("blockForms.fields.nameIsRequired")}
            isSelected={nameRequired.value}
            onChange={nameRequired.onChange}
          />
        )}
      </FormSection>
      <FormSection title={t("blockForms.sections.button")}>
        <TextInput
          label={t("blockForms.fields.buttonLabel")}
          maxLength={BLOCK_LIMITS.maxButtonLabel}
          {...textAt(generic, ["button", "label"])}
        />
      </FormSection>
    </>
  );
}
