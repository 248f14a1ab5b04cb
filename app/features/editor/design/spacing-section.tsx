import { Label, RadioGroup } from "react-aria-components";
import { BLOCK_SIZES, BLOCK_SPACING_REM, type BlockSize } from "#common/design/design-settings.ts";
import { useT } from "~/lib/i18n.tsx";
import { RadioOption } from "./radio-option.tsx";

/** Block spacing s / m / l / xl = 1.875 / 2.5 / 3.125 / 3.75 rem (docs/glossary.md, editor spec §9). */
export function SpacingSection({ value, onChange }: { value: BlockSize; onChange: (size: BlockSize) => void }) {
  const t = useT();
  return (
    <RadioGroup value={value} onChange={(size) => onChange(size as BlockSize)} className="flex flex-col gap-1">
      <Label className="sr-only">{t("editorDesign.spacing")}</Label>
      {BLOCK_SIZES.map((size) => (
        <RadioOption key={size} value={size}>
          {t("editorDesign.spacingOption", { size: size.toUpperCase(), rem: BLOCK_SPACING_REM[size] })}
        </RadioOption>
      ))}
    </RadioGroup>
  );
}
