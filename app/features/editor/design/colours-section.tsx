import type { DesignSettings } from "#common/design/design-settings.ts";
import { useT } from "~/lib/i18n.tsx";
import { ColourField } from "./colour-field.tsx";
import { PaletteSwatches } from "./palette-swatches.tsx";

type ColourKey = "primaryColor" | "secondaryColor";
const COLOURS = [
  { key: "primaryColor", palette: "primary" },
  { key: "secondaryColor", palette: "secondary" },
] as const;

/** Primary and secondary colour, each with the palette it generates. */
export function ColoursSection({
  design,
  onChange,
}: {
  design: DesignSettings;
  onChange: (key: ColourKey, colour: string) => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-5">
      {COLOURS.map(({ key, palette }) => (
        <div key={key}>
          <ColourField
            name={key}
            label={t(`editorDesign.${key}`)}
            hexLabel={t(`editorDesign.${palette}Hex`)}
            value={design[key]}
            onChange={(colour) => onChange(key, colour)}
          />
          <PaletteSwatches name={palette} colour={design[key]} label={t(`editorDesign.${palette}Palette`)} />
        </div>
      ))}
    </div>
  );
}
