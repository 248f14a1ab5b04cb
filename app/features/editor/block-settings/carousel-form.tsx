import { useId, useState } from "react";
import { Button, Heading, Label, Radio, RadioGroup } from "react-aria-components";
import type { CarouselBlock } from "#common/blocks/block-schema.ts";
import { useT } from "~/lib/i18n.tsx";
import { errorsUnder, type FieldErrors } from "./block-errors.ts";
import { SwitchField } from "~/components/ui/switch-field.tsx";
import { ContentBlockForm } from "./content-block-form.tsx";
import { withValue } from "./content-path.ts";
import { ColourInput, FieldErrorText, LABEL } from "./form-fields.tsx";
import { FormSection } from "./form-section.tsx";
import {
  addSlide,
  MAX_SLIDES,
  MIN_SLIDES,
  moveSlide,
  removeSlide,
  replaceSlide,
  type Slide,
  type SlideEdit,
} from "./slide-list.ts";

const ACTION =
  "rounded-md border border-primary-700 px-3 py-1 text-sm font-semibold text-primary-800 data-[disabled]:border-neutral-400 data-[disabled]:text-neutral-600 data-[focus-visible]:outline-2 data-[focus-visible]:outline-primary-700";

type Patch = { configuration?: CarouselBlock["configuration"]; content?: CarouselBlock["content"] };

/**
 * A Carousel (header name "Image Banner"): its arrow controls, and its slides: pick one to
 * edit it with the Banner form, add (up to 10), move or remove the picked one. Every slide
 * edit reports the whole new slide list.
 */
export function CarouselForm({
  block,
  onChange,
  errors,
  newUuid = () => crypto.randomUUID(),
}: {
  block: CarouselBlock;
  onChange: (patch: Patch) => void;
  errors: FieldErrors;
  newUuid?: () => string;
}) {
  const t = useT();
  const slides = block.content;
  const [picked, setPicked] = useState(0);
  const keepNoteId = useId();
  const keepsLast = slides.length <= MIN_SLIDES;
  const selected = Math.min(picked, Math.max(0, slides.length - 1));
  const slide = slides[selected];
  const controls = block.configuration?.controls ?? {};
  const setControl = (name: "displayArrows" | "color", value: boolean | string) =>
    onChange({ configuration: withValue(block.configuration ?? {}, ["controls", name], value) });
  const applyEdit = (edit: SlideEdit | null) => {
    if (!edit) return;
    setPicked(edit.selected);
    onChange({ content: edit.slides });
  };
  return (
    <>
      <FormSection title={t("blockForms.sections.controls")}>
        <SwitchField
          label={t("blockForms.fields.displayArrows")}
          isSelected={controls.displayArrows ?? false}
          onChange={(value) => setControl("displayArrows", value)}
        />
        <ColourInput
          label={t("blockForms.fields.arrowColor")}
          value={controls.color ?? ""}
          onChange={(value) => setControl("color", value)}
          error={errors["configuration.controls.color"]}
        />
      </FormSection>
      <FormSection title={t("blockForms.sections.slides")}>
        {slides.length === 0 ? (
          <p className="text-sm">{t("blockForms.slides.none")}</p>
        ) : (
          <RadioGroup
            value={String(selected)}
            onChange={(value) => setPicked(Number(value))}
            className="flex flex-col gap-1 text-sm"
          >
            <Label className={LABEL}>{t("blockForms.slides.list")}</Label>
            {slides.map((item, index) => (
              <SlideRadio key={item.meta.uuid} slide={item} index={index} hasErrors={hasErrors(errors, index)} />
            ))}
          </RadioGroup>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            className={ACTION}
            isDisabled={slides.length >= MAX_SLIDES}
            onPress={() => applyEdit(addSlide(slides, selected, newUuid()))}
          >
            {t("blockForms.slides.add")}
          </Button>
          <Button
            className={ACTION}
            isDisabled={selected === 0}
            onPress={() => applyEdit(moveSlide(slides, selected, "up"))}
          >
            {t("blockForms.slides.moveUp")}
          </Button>
          <Button
            className={ACTION}
            isDisabled={selected >= slides.length - 1}
            onPress={() => applyEdit(moveSlide(slides, selected, "down"))}
          >
            {t("blockForms.slides.moveDown")}
          </Button>
          <Button
            className={ACTION}
            isDisabled={keepsLast}
            aria-describedby={keepsLast ? keepNoteId : undefined}
            onPress={() => applyEdit(removeSlide(slides, selected))}
          >
            {t("blockForms.slides.remove")}
          </Button>
        </div>
        {slides.length >= MAX_SLIDES && <p className="text-sm">{t("blockForms.slides.full", { max: MAX_SLIDES })}</p>}
        {keepsLast && (
          <p id={keepNoteId} className="text-sm">
            {t("blockForms.slides.keepOne")}
          </p>
        )}
        <FieldErrorText error={errors["content"]} />
      </FormSection>
      {slide && (
        <section aria-labelledby={`slide-${slide.meta.uuid}`} className="mt-2 rounded-md border border-neutral-300 p-2">
          <Heading id={`slide-${slide.meta.uuid}`} level={3} className="text-base font-bold">
            {t("blockForms.slides.editing", { number: selected + 1, count: slides.length })}
          </Heading>
          <ContentBlockForm
            key={slide.meta.uuid}
            block={slide}
            errors={errorsUnder(errors, `content.${selected}`)}
            onChange={(edited) => onChange({ content: replaceSlide(slides, selected, edited as Slide) })}
          />
        </section>
      )}
    </>
  );
}

function hasErrors(errors: FieldErrors, index: number): boolean {
  return Object.keys(errorsUnder(errors, `content.${index}`)).length > 0;
}

function SlideRadio({ slide, index, hasErrors: invalid }: { slide: Slide; index: number; hasErrors: boolean }) {
  const t = useT();
  const title = slide.content.text?.title;
  return (
    <Radio
      value={String(index)}
      className="group flex items-center gap-2 rounded px-2 py-1 data-[focus-visible]:outline-2 data-[focus-visible]:outline-primary-700 data-[selected]:bg-neutral-800 data-[selected]:text-white"
    >
      {t("blockForms.slides.slide", { number: index + 1 })}
      {title && <span className="truncate font-normal">– {title}</span>}
      {invalid && (
        <span className="font-semibold text-red-700 group-data-[selected]:text-red-200">
          {t("blockForms.slides.invalid")}
        </span>
      )}
    </Radio>
  );
}
