import { Label, RadioGroup } from "react-aria-components";
import { useT } from "~/lib/i18n.tsx";
import { fontSampleCss, sampleFamily, type FontMeta } from "./font-list.ts";
import { RadioOption } from "./radio-option.tsx";

type FontSectionProps = {
  fonts: readonly FontMeta[];
  failed: boolean;
  value: string;
  onChange: (font: string) => void;
};

/** The font choice; each option is written in its own font (one small file per font, loaded when shown). */
export function FontSection({ fonts, failed, value, onChange }: FontSectionProps) {
  const t = useT();
  return (
    <>
      {/* Built from the shop's own /fonts/meta.json, file addresses checked (font-list.ts). */}
      <style>{fontSampleCss(fonts)}</style>
      {failed && <p className="mb-2 text-sm text-neutral-700">{t("editorDesign.fontsLoadFailed")}</p>}
      <RadioGroup value={value} onChange={onChange} className="flex flex-col gap-1">
        <Label className="sr-only">{t("editorDesign.font")}</Label>
        {fonts.map((font) => (
          <RadioOption key={font.id} value={font.id}>
            <span style={{ fontFamily: font.family ? `"${sampleFamily(font.id)}", ${font.stack}` : font.stack }}>
              {font.label}
            </span>
          </RadioOption>
        ))}
      </RadioGroup>
    </>
  );
}
