import { Input, Label, NumberField, Text, TextField } from "react-aria-components";
import { fieldErrorMessage } from "#common/i18n/error-message.ts";
import { useShopLocale, useT } from "~/lib/i18n.tsx";

/**
 * The labelled controls of the block forms (react-aria-components). Each shows its error
 * (a translated catalogue key) beside itself and announces it with the field; the form
 * still reports every change, since the server decides what is saved.
 */

export const FIELD = "flex flex-col gap-1 text-sm";
export const LABEL = "font-semibold text-neutral-900";
const INPUT =
  "rounded-md border border-neutral-500 bg-white px-2 py-1.5 text-neutral-900 data-[invalid]:border-red-700";
const ERROR = "text-sm font-medium text-red-700";
const HINT = "text-xs text-neutral-700";

/** Translates a field error key ("validation.maxLength?max=200"); unknown keys say "invalid". */
export function useErrorText(): (key: string | undefined) => string | undefined {
  const locale = useShopLocale();
  return (key) => (key ? fieldErrorMessage(locale, key) : undefined);
}

/** The hint and the error of a react-aria field, in the slots that tie them to its control. */
export function FieldNotes({ hint, errorText }: { hint?: string | undefined; errorText: string | undefined }) {
  return (
    <>
      {hint && (
        <Text slot="description" className={HINT}>
          {hint}
        </Text>
      )}
      {errorText && (
        <Text slot="errorMessage" className={ERROR}>
          {errorText}
        </Text>
      )}
    </>
  );
}

export function FieldErrorText({ error }: { error: string | undefined }) {
  const text = useErrorText()(error);
  return text ? <p className={ERROR}>{text}</p> : null;
}

type TextInputProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  type?: "text" | "url";
  maxLength?: number | undefined;
};

export function TextInput({ label, value, onChange, error, hint, type = "text", maxLength }: TextInputProps) {
  const errorText = useErrorText()(error);
  return (
    <TextField className={FIELD} value={value} onChange={onChange} isInvalid={Boolean(errorText)} type={type}>
      <Label className={LABEL}>{label}</Label>
      <Input className={INPUT} maxLength={maxLength} />
      <FieldNotes hint={hint} errorText={errorText} />
    </TextField>
  );
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** A colour as hex text (#rgb, #rrggbb or #rrggbbaa, as the schema allows) with a swatch. */
export function ColourInput(props: Omit<TextInputProps, "hint" | "type">) {
  const t = useT();
  return (
    <div className="flex items-end gap-2">
      <div className="grow">
        <TextInput {...props} hint={t("blockForms.fields.colourHint")} />
      </div>
      <span
        aria-hidden="true"
        className="mb-7 size-8 shrink-0 rounded border border-neutral-500"
        style={HEX.test(props.value) ? { backgroundColor: props.value } : undefined}
      />
    </div>
  );
}

export function NumberInput({
  label,
  value,
  onChange,
  min,
  max,
  error,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  error?: string | undefined;
}) {
  const errorText = useErrorText()(error);
  return (
    <NumberField
      value={value}
      onChange={(next) => {
        if (Number.isFinite(next)) onChange(next);
      }}
      minValue={min}
      maxValue={max}
      step={1}
      isInvalid={Boolean(errorText)}
      className={FIELD}
    >
      <Label className={LABEL}>{label}</Label>
      <Input className={`${INPUT} w-24`} />
      <FieldNotes errorText={errorText} />
    </NumberField>
  );
}
