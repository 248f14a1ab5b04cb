import type { Block } from "#common/blocks/block-schema.ts";
import { useT } from "~/lib/i18n.tsx";
import { SwitchField } from "~/components/ui/switch-field.tsx";
import { ChoiceField, SliderField, type Choice } from "./choice-fields.tsx";
import { booleanAt, choiceAt, numberAt, textAt, type ContentForm } from "./field-binding.ts";
import { ColourInput } from "./form-fields.tsx";
import { FormSection } from "./form-section.tsx";
import { AlignmentField, ButtonSection, HeadingFields, ImageFields, RichTextField } from "./shared-fields.tsx";

export type BannerContent = Extract<Block, { name: "Banner" }>["content"];

type Position = "start" | "center" | "end";

/**
 * A Banner: the four breakpoint images with alt text and brightness; the texts with their
 * colours, background and position; the button. Unset values show the renderer's defaults
 * (brightness 100 %, opacity 100 %, left text, box at the start and vertically centred).
 */
export function BannerForm(form: ContentForm<BannerContent>) {
  const t = useT();
  const generic = form as ContentForm<unknown>;
  const positions = (labels: Record<Position, string>): Choice<Position>[] =>
    (["start", "center", "end"] as const).map((id) => ({ id, label: labels[id] }));
  const background = booleanAt(generic, ["text", "background"]);
  return (
    <>
      <FormSection title={t("blockForms.sections.image")}>
        <ImageFields form={generic} base={["image"]} />
        <SliderField label={t("blockForms.fields.brightness")} {...numberAt(generic, ["image", "brightness"], 1)} />
      </FormSection>
      <FormSection title={t("blockForms.sections.text")}>
        <HeadingFields form={generic} base={["text"]} />
        <RichTextField form={generic} path={["text", "htmlDescription"]} />
        <ColourInput label={t("blockForms.fields.color")} {...textAt(generic, ["text", "color"])} />
        <SwitchField
          label={t("blockForms.fields.background")}
          isSelected={background.value}
          onChange={background.onChange}
        />
        <ColourInput label={t("blockForms.fields.bgcolor")} {...textAt(generic, ["text", "bgcolor"])} />
        <SliderField label={t("blockForms.fields.bgopacity")} {...numberAt(generic, ["text", "bgopacity"], 1)} />
      </FormSection>
      <FormSection title={t("blockForms.sections.layout")}>
        <AlignmentField
          form={generic}
          path={["text", "textAlignment"]}
          label={t("blockForms.fields.textAlignment")}
          fallback="left"
        />
        <ChoiceField
          label={t("blockForms.fields.justify")}
          choices={positions({
            start: t("blockForms.options.left"),
            center: t("blockForms.options.center"),
            end: t("blockForms.options.right"),
          })}
          {...choiceAt<Position>(generic, ["text", "justify"], "start")}
        />
        <ChoiceField
          label={t("blockForms.fields.align")}
          choices={positions({
            start: t("blockForms.options.top"),
            center: t("blockForms.options.middle"),
            end: t("blockForms.options.bottom"),
          })}
          {...choiceAt<Position>(generic, ["text", "align"], "center")}
        />
      </FormSection>
      <ButtonSection form={generic} />
    </>
  );
}
