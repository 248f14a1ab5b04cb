import { generatePalette } from "#common/design/palette.ts";
import { useT } from "~/lib/i18n.tsx";

/**
 * The palette the colour generates (stops 0, 50, 100-900, 1000; 500 is the base colour), by
 * the same rules as the theme (common/design/palette.ts). Each swatch names its stop and value.
 */
export function PaletteSwatches({
  name,
  colour,
  label,
}: {
  name: "primary" | "secondary";
  colour: string;
  label: string;
}) {
  const t = useT();
  const palette = generatePalette(name, colour);
  if (!palette) return null;
  return (
    <ul aria-label={label} className="mt-2 grid grid-cols-6 gap-1">
      {palette.entries.map((entry) => (
        <li
          key={entry.stop}
          title={entry.colour}
          className={`rounded border border-neutral-300 px-1 py-1.5 text-center text-xs ${entry.stop === 500 ? "font-bold ring-2 ring-neutral-900 ring-offset-1" : ""}`}
          style={{ backgroundColor: entry.colour, color: entry.text }}
        >
          <span aria-hidden="true">{entry.stop}</span>
          <span className="sr-only">
            {t(entry.stop === 500 ? "editorDesign.baseSwatch" : "editorDesign.swatch", {
              stop: String(entry.stop),
              colour: entry.colour,
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}
