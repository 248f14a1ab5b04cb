import { contrastRatio, isHexColour, oklabLightness, oklchToHex, hexToRgb, rgbToOklch } from "./oklab.ts";

/** Colour palette stops (docs/glossary.md, editor spec §9); 500 is the base colour. */
export const PALETTE_STOPS = [0, 50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000] as const;
export type PaletteStop = (typeof PALETTE_STOPS)[number];

export type PaletteEntry = { stop: PaletteStop; colour: string; text: string };
export type Palette = { name: string; base: string; entries: PaletteEntry[] };

/** Letters only: the name becomes part of CSS variable names (--color-<name>-500). */
const PALETTE_NAME = /^[A-Za-z]{3,24}$/;

/**
 * How far each stop moves from the base lightness towards white (lighter stops) or towards
 * DARK_END (darker stops), 0 = the base, 1 = the end. Tuned so the shop's original
 * hand-made palettes come out again from their 500 colours (docs/decisions/009).
 */
const TOWARDS_END: Record<PaletteStop, number> = {
  0: 1,
  50: 0.93,
  100: 0.83,
  200: 0.65,
  300: 0.42,
  400: 0.2,
  500: 0,
  600: 0.19,
  700: 0.36,
  800: 0.48,
  900: 0.6,
  1000: 0.83,
};
/** OKLab lightness of the darkest stop's end: near black, still tinted. */
const DARK_END = 0.15;
/** Share of the base chroma the darkest end keeps; lighter stops fade to neutral white. */
const DARK_CHROMA_KEPT = 0.22;
/** Lighter stops keep their colour longer than a linear fade (t^1.7), as hand-made tints do. */
const LIGHT_CHROMA_CURVE = 1.7;

/**
 * Bounds that hold whatever the base, so the storefront's pairings stay readable (WCAG AA):
 * white text on 700 and darker, 800 text on 0-100 backgrounds, a 600 focus ring on white.
 * Upper bounds for dark stops, lower bounds for light ones; both keep lightness monotonic.
 */
const MAX_LIGHTNESS: Partial<Record<PaletteStop, number>> = { 600: 0.62, 700: 0.5, 800: 0.44, 900: 0.36, 1000: 0.24 };
const MIN_LIGHTNESS: Partial<Record<PaletteStop, number>> = { 100: 0.92, 50: 0.96 };

/** Text colours tried in order; the first with AA contrast wins. */
const TEXT_COLOURS = ["#ffffff", "#171717", "#000000"] as const;
const AA_CONTRAST = 4.5;

export function isPaletteName(name: string): boolean {
  return PALETTE_NAME.test(name);
}

/**
 * A palette for a base colour (docs/glossary.md, editor spec §5): null unless the name has 3-24 letters
 * and the colour is #rrggbb. Stops are placed by OKLab lightness (perceptually even), keep
 * the base hue, and reduce only chroma where a colour falls outside sRGB.
 */
export function generatePalette(name: string, base: string): Palette | null {
  if (!isPaletteName(name) || !isHexColour(base)) return null;
  const normalisedBase = base.toLowerCase();
  const { l, c, h } = rgbToOklch(hexToRgb(normalisedBase));
  const colours = PALETTE_STOPS.map((stop) => {
    if (stop === 500) return normalisedBase;
    const t = TOWARDS_END[stop];
    if (stop < 500) {
      const lightness = Math.max(l + (1 - l) * t, MIN_LIGHTNESS[stop] ?? 0);
      return oklchToHex({ l: lightness, c: c * (1 - t ** LIGHT_CHROMA_CURVE), h });
    }
    const end = Math.min(DARK_END, l);
    const lightness = Math.min(l - (l - end) * t, MAX_LIGHTNESS[stop] ?? 1);
    return oklchToHex({ l: lightness, c: c * (1 - (1 - DARK_CHROMA_KEPT) * t), h });
  });
  return {
    name,
    base: normalisedBase,
    entries: monotonic(colours).map((colour, i) => ({
      stop: PALETTE_STOPS[i] as PaletteStop,
      colour,
      text: readableTextColour(colour),
    })),
  };
}

/**
 * Rounding to 8-bit channels can nudge two nearly equal stops (a base close to white or
 * black) out of order; such a stop takes its inner neighbour's colour instead.
 */
function monotonic(colours: string[]): string[] {
  const result = [...colours];
  const middle = PALETTE_STOPS.indexOf(500);
  for (let i = middle - 1; i >= 0; i--) {
    if (oklabLightness(result[i] as string) < oklabLightness(result[i + 1] as string))
      result[i] = result[i + 1] as string;
  }
  for (let i = middle + 1; i < result.length; i++) {
    if (oklabLightness(result[i] as string) > oklabLightness(result[i - 1] as string))
      result[i] = result[i - 1] as string;
  }
  return result;
}

/** White, else the shop's near-black, else black: the first that reaches WCAG AA (4.5:1). Black or white always does. */
export function readableTextColour(background: string): string {
  return TEXT_COLOURS.find((text) => contrastRatio(text, background) >= AA_CONTRAST) ?? "#000000";
}
