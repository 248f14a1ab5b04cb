import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { FONT_SUBSETS, FONT_WEIGHTS, FONTS, fontById, fontFileName, type FontSubset } from "#common/design/fonts.ts";
import type { FontFaceRule } from "#common/design/theme-css.ts";

/** Where the shop serves the font files; the package version in the path makes them immutable. */
export const FONTS_PATH = "/fonts";

type FontPackage = { dir: string; version: string };
const require = createRequire(import.meta.url);
const packages = new Map<string, FontPackage>();

/** The installed @fontsource package of a font (null for the system stack or an unknown id). */
export function fontPackage(id: string): FontPackage | null {
  if (!fontById(id)?.family) return null;
  let found = packages.get(id);
  if (!found) {
    const manifest = require.resolve(`@fontsource/${id}/package.json`);
    const { version } = JSON.parse(readFileSync(manifest, "utf8")) as { version: string };
    found = { dir: path.join(path.dirname(manifest), "files"), version };
    packages.set(id, found);
  }
  return found;
}

/** The @font-face rules of one font: weights 400 and 700, Latin and Latin Extended. */
export function fontFaces(id: string): FontFaceRule[] {
  const font = fontById(id);
  const pkg = fontPackage(id);
  if (!font?.family || !pkg) return [];
  return FONT_WEIGHTS.flatMap((weight) =>
    (Object.keys(FONT_SUBSETS) as FontSubset[]).map((subset) => ({
      family: font.family as string,
      weight,
      url: `${FONTS_PATH}/${id}/${pkg.version}/${fontFileName(id, subset, weight)}`,
      unicodeRange: FONT_SUBSETS[subset],
    })),
  );
}

/**
 * The file on disk for a request path's parts, or null: only the catalogue's fonts, the
 * installed version, and the weights and subsets we offer (nothing else in node_modules).
 */
export function fontFilePath(id: string, version: string, file: string): string | null {
  const pkg = fontPackage(id);
  if (!pkg || pkg.version !== version) return null;
  const allowed = FONT_WEIGHTS.some((weight) =>
    (Object.keys(FONT_SUBSETS) as FontSubset[]).some((subset) => fontFileName(id, subset, weight) === file),
  );
  return allowed ? path.join(pkg.dir, file) : null;
}

/** /fonts/meta.json (docs/glossary.md, editor spec §7): the fonts an operator can choose. */
export function fontList() {
  return {
    fonts: FONTS.map((font) => ({
      id: font.id,
      family: font.family,
      label: font.label,
      category: font.category,
      stack: font.stack,
      weights: [...FONT_WEIGHTS],
      preview: fontFaces(font.id).find((face) => face.weight === 400 && face.url.includes("-latin-400-"))?.url ?? null,
    })),
  };
}
