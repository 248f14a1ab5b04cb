import type { DesignSettings } from "#common/design/design-settings.ts";
import { themeCss } from "#common/design/theme-css.ts";
import { fontFacesFromMeta, type FontMeta } from "./font-list.ts";

/** The style element of the live preview; it stays after the Design view closes. */
export const PREVIEW_STYLE_ID = "editor-design-preview";

/**
 * The stylesheet of an unsaved design: the very CSS the server renders for a saved one
 * (common/design/theme-css.ts), so the preview is what shoppers will get. Appended after the
 * server's style in the head, its unlayered :root rule wins over the saved design's.
 */
export function previewCss(design: DesignSettings, fonts: readonly FontMeta[]): string {
  const font = fonts.find((entry) => entry.id === design.font);
  return themeCss({ settings: design, fontFaces: fontFacesFromMeta(font) });
}

/** Puts the preview stylesheet into the document (once; later calls replace its text). */
export function applyPreviewCss(css: string, doc: Document = document): void {
  let style = doc.getElementById(PREVIEW_STYLE_ID);
  if (!style) {
    style = doc.createElement("style");
    style.id = PREVIEW_STYLE_ID;
    doc.head.append(style);
  }
  if (style.textContent !== css) style.textContent = css;
}

/** Takes the preview away: the page shows the design the server rendered (on leaving the editor). */
export function clearPreviewCss(doc: Document = document): void {
  doc.getElementById(PREVIEW_STYLE_ID)?.remove();
}
