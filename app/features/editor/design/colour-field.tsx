import { useId, useState } from "react";
import { designSettingsSchema } from "#common/design/design-settings.ts";
import { TextField } from "~/components/ui/text-field.tsx";
import { useT } from "~/lib/i18n.tsx";

type ColourFieldProps = {
  label: string;
  hexLabel: string;
  name: string;
  value: string;
  onChange: (colour: string) => void;
};

const hexColour = designSettingsSchema.shape.primaryColor;

/**
 * A colour as the browser's colour picker and as a hex text field. The field passes a value on
 * only when it is a 6-digit hex (the settings schema); until then it keeps the typed text and,
 * once left, says what is wrong (validation.colourHex).
 */
export function ColourField({ label, hexLabel, name, value, onChange }: ColourFieldProps) {
  const t = useT();
  const pickerId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [left, setLeft] = useState(false);
  const text = draft ?? value;
  const invalid = draft !== null && !hexColour.safeParse(draft).success;
  return (
    <div className="flex items-start gap-3">
      <div className="flex flex-col items-center">
        <label htmlFor={pickerId} className="text-sm font-semibold text-neutral-900">
          {label}
        </label>
        <input
          id={pickerId}
          type="color"
          value={value}
          onChange={(event) => {
            setDraft(null);
            onChange(event.target.value);
          }}
          className="mt-1 h-10 w-14 cursor-pointer rounded border border-neutral-500 bg-white p-0.5"
        />
      </div>
      <TextField
        label={hexLabel}
        name={name}
        value={text}
        spellCheck={false}
        autoComplete="off"
        maxLength={7}
        className="min-w-0 flex-1 text-neutral-900"
        error={invalid && left ? t("validation.colourHex") : undefined}
        onChange={(event) => {
          const typed = event.target.value.trim();
          const parsed = hexColour.safeParse(typed);
          setLeft(false);
          if (parsed.success) {
            setDraft(null);
            onChange(parsed.data);
          } else {
            setDraft(typed);
          }
        }}
        onBlur={() => setLeft(true)}
      />
    </div>
  );
}
