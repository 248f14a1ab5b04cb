import { preloadFontUrl, themeCss, type DesignTheme } from "#common/design/theme-css.ts";

export type DesignHead = { css: string; preloadFont: string | null };

/**
 * The design as the document head needs it, made in the root loader: the browser gets the
 * finished stylesheet and never loads the palette code (first-load JavaScript budget).
 */
export function designHead(theme: DesignTheme): DesignHead {
  return { css: themeCss(theme), preloadFont: preloadFontUrl(theme) };
}
