import { Label, Radio, RadioGroup, Slider, SliderOutput, SliderThumb, SliderTrack } from "react-aria-components";
import { FIELD, FieldErrorText, FieldNotes, LABEL, useErrorText } from "./form-fields.tsx";

/** Sliders and radio choices of the block forms (see form-fields.tsx; switches: components/ui). */

export function SliderField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  /** 0 to 1, shown as a percentage. */
  value: number;
  onChange: (value: number) => void;
  error?: string | undefined;
}) {
  return (
    <div className={FIELD}>
      <Slider
        value={value}
        onChange={(next) => onChange(Math.round(next * 100) / 100)}
        minValue={0}
        maxValue={1}
        step={0.05}
        formatOptions={{ style: "percent" }}
        className="flex flex-col gap-1"
      >
        <div className="flex justify-between">
          <Label className={LABEL}>{label}</Label>
          <SliderOutput className="text-neutral-800" />
        </div>
        <SliderTrack className="relative h-6 w-full before:absolute before:top-1/2 before:h-1 before:w-full before:-translate-y-1/2 before:rounded before:bg-neutral-400">
          <SliderThumb className="top-1/2 size-5 rounded-full border-2 border-primary-700 bg-white data-[focus-visible]:outline-2 data-[focus-visible]:outline-primary-700" />
        </SliderTrack>
      </Slider>
      <FieldErrorText error={error} />
    </div>
  );
}

export type Choice<T extends string> = { id: T; label: string };

/** One of a few options as radio buttons. */
export function ChoiceField<T extends string>({
  label,
  value,
  choices,
  onChange,
  error,
  disabledChoices = [],
  hint,
}: {
  label: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  error?: string | undefined;
  disabledChoices?: readonly T[];
  hint?: string | undefined;
}) {
  const errorText = useErrorText()(error);
  return (
    <RadioGroup
      value={value}
      onChange={(next) => onChange(next as T)}
      orientation="horizontal"
      isInvalid={Boolean(errorText)}
      className={FIELD}
    >
      <Label className={LABEL}>{label}</Label>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {choices.map((choice) => (
          <Radio
            key={choice.id}
            value={choice.id}
            isDisabled={disabledChoices.includes(choice.id)}
            className="flex items-center gap-1.5 data-[disabled]:text-neutral-600 data-[focus-visible]:outline-2 data-[focus-visible]:outline-primary-700"
          >
            {({ isSelected }) => (
              <>
                <span
                  aria-hidden="true"
                  className={`size-4 rounded-full ${isSelected ? "border-[5px] border-primary-700" : "border-2 border-neutral-600"}`}
                />
                {choice.label}
              </>
            )}
          </Radio>
        ))}
      </div>
      <FieldNotes hint={hint} errorText={errorText} />
    </RadioGroup>
  );
}
