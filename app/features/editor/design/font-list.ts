import {
  FONT_SUBSETS,
  FONT_WEIGHTS,
  fontById,
  fontFileName,
  type FontCategory,
  type FontSubset,
} from "#common/design/fonts.ts";
import type { FontFaceRule } from "#common/design/theme-css.ts";

/** One entry of /fonts/meta.json (docs/glossary.md, editor spec §7; docs/design-settings.md "Fonts"). */
export type FontMeta = {
  id: string;
  family: string | null;
  label: string;
  category: FontCategory;
  stack: string;
  weights: number[];
  /** The regular Latin file; null for the system stack. Its folder holds the other files. */
  preview: string | null;
};

export const FONT_LIST_URL = "/fonts/meta.json";

/** The font list the shop serves (a static GET, not an operation). */
export async function loadFontList(signal?: AbortSignal): Promise<FontMeta[]> {
  const response = await fetch(FONT_LIST_URL, { signal });
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  const { fonts } = (await response.json()) as { fonts: FontMeta[] };
  // Only fonts the settings schema accepts can be chosen.
  return fonts.filter((font) => fontById(font.id));
}

/**
 * The @font-face rules of a font, the same the server renders (server/modules/settings/
 * font-files.ts): weights 400 and 700, Latin and Latin Extended. The browser does not know
 * the package version, but the preview file's folder (/fonts/{id}/{version}/) names it.
 */
export function fontFacesFromMeta(font: FontMeta | undefined): FontFaceRule[] {
  if (!font?.family || !font.preview) return [];
  const folder = font.preview.slice(0, font.preview.lastIndexOf("/") + 1);
  const family = font.family;
  return FONT_WEIGHTS.flatMap((weight) =>
    (Object.keys(FONT_SUBSETS) as FontSubset[]).map((subset) => ({
      family,
      weight,
      url: `${folder}${fontFileName(font.id, subset, weight)}`,
      unicodeRange: FONT_SUBSETS[subset],
    })),
  );
}

/**
 * Faces for the font list's samples: only each font's regular Latin file, under a name of its
 * own so it never stands in for the real face. A browser downloads a face only when text uses
 * it, so the files load when the Fonts section is open, one small file per font.
 */
export function fontSampleCss(fonts: readonly FontMeta[]): string {
  return fonts
    .filter((font) => font.family && font.preview && /^\/fonts\/[\w./-]+\.woff2$/.test(font.preview))
    .map(
      (font) =>
        `@font-face{font-family:"${sampleFamily(font.id)}";font-weight:400;font-display:swap;` +
        `src:url(${font.preview}) format("woff2")}`,
    )
    .join("\n");
}

/** The sample family of a font (ids are lower-case letters, digits and dashes). */
export function sampleFamily(id: string): string {
  return `editor-sample-${id}`;
}
