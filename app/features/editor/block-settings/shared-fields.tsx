import { BLOCK_LIMITS } from "#common/blocks/block-fields.ts";
import { useT } from "~/lib/i18n.tsx";
import { ImageField } from "../media/image-field.tsx";
import { RichTextEditor } from "../rich-text/rich-text-editor.tsx";
import { ChoiceField, type Choice } from "./choice-fields.tsx";
import type { FieldPath } from "./content-path.ts";
import { choiceAt, textAt, type ContentForm } from "./field-binding.ts";
import { ColourInput, FieldErrorText, TextInput, useErrorText } from "./form-fields.tsx";
import { FormSection } from "./form-section.tsx";

/** Field groups several block forms share: the four images, a text alignment, rich text, the text and button sections. */

type Form = ContentForm<unknown>;
const BREAKPOINTS = ["wideScreen", "desktop", "tablet", "mobile"] as const;

/** The four breakpoint images (the media picker) and their alt text, at `base` in the content. */
export function ImageFields({ form, base }: { form: Form; base: FieldPath }) {
  const t = useT();
  const alt = textAt(form, [...base, "alt"]);
  return (
    <>
      {BREAKPOINTS.map((breakpoint) => {
        const image = textAt(form, [...base, breakpoint]);
        return (
          <div key={breakpoint} className="flex flex-col gap-1">
            <ImageField label={t(`blockForms.fields.${breakpoint}`)} value={image.value} onChange={image.onChange} />
            <FieldErrorText error={image.error} />
          </div>
        );
      })}
      <TextInput label={t("blockForms.fields.alt")} maxLength={BLOCK_LIMITS.maxAltText} {...alt} />
    </>
  );
}

type Alignment = "left" | "center" | "right";

export function AlignmentField({
  form,
  path,
  label,
  fallback,
}: {
  form: Form;
  path: FieldPath;
  label: string;
  fallback: Alignment;
}) {
  const t = useT();
  const choices: Choice<Alignment>[] = (["left", "center", "right"] as const).map((id) => ({
    id,
    label: t(`blockForms.options.${id}`),
  }));
  return <ChoiceField label={label} choices={choices} {...choiceAt(form, path, fallback)} />;
}

export function RichTextField({ form, path }: { form: Form; path: FieldPath }) {
  const t = useT();
  const errorText = useErrorText();
  const field = textAt(form, path);
  return (
    <RichTextEditor
      label={t("blockForms.fields.description")}
      value={field.value}
      onChange={field.onChange}
      error={errorText(field.error)}
    />
  );
}

/** Pretitle, title and subtitle at `base` (each up to 200 characters). */
export function HeadingFields({ form, base }: { form: Form; base: FieldPath }) {
  const t = useT();
  return (
    <>
      {(["pretitle", "title", "subtitle"] as const).map((name) => (
        <TextInput
          key={name}
          label={t(`blockForms.fields.${name}`)}
          maxLength={BLOCK_LIMITS.maxShortText}
          {...textAt(form, [...base, name])}
        />
      ))}
    </>
  );
}

/** The Text section of TextCard and Product Gallery: heading texts, rich text, alignment, colour. */
export function TextSection({ form }: { form: Form }) {
  const t = useT();
  return (
    <FormSection title={t("blockForms.sections.text")}>
      <HeadingFields form={form} base={["text"]} />
      <RichTextField form={form} path={["text", "htmlDescription"]} />
      <AlignmentField
        form={form}
        path={["text", "textAlignment"]}
        label={t("blockForms.fields.textAlignment")}
        fallback="left"
      />
      <ColourInput label={t("blockForms.fields.color")} {...textAt(form, ["text", "color"])} />
    </FormSection>
  );
}

/** The Button section: label, link (the server's link rule, shown at once) and style. */
export function ButtonSection({ form }: { form: Form }) {
  const t = useT();
  const variants: Choice<"primary" | "secondary">[] = (["primary", "secondary"] as const).map((id) => ({
    id,
    label: t(`blockForms.options.${id}`),
  }));
  return (
    <FormSection title={t("blockForms.sections.button")}>
      <TextInput
        label={t("blockForms.fields.buttonLabel")}
        maxLength={BLOCK_LIMITS.maxButtonLabel}
        {...textAt(form, ["button", "label"])}
      />
      <TextInput label={t("blockForms.fields.link")} {...textAt(form, ["button", "link"])} />
      <ChoiceField
        label={t("blockForms.fields.variant")}
        choices={variants}
        {...choiceAt<"primary" | "secondary">(form, ["button", "variant"], "primary")}
      />
    </FormSection>
  );
}
