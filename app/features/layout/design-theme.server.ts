import { preloadFontUrl, themeCss, themeVariables, type DesignTheme } from "#common/design/theme-css.ts";

export type DesignHead = { css: string; preloadFont: string | null };

/**
 * The design as the document head needs it, made in the root loader: the browser gets the
 * finished stylesheet and never loads the palette code (first-load JavaScript budget).
 */
export function designHead(theme: DesignTheme): DesignHead {
  // A shop has one design, and every page's root loader asks for its head: made once per
  // design, not per page (generating the palettes was about 1 % of a category page's CPU).
  const key = JSON.stringify(theme);
  if (lastHead?.key !== key) lastHead = { key, head: { css: themeCss(theme), preloadFont: preloadFontUrl(theme) } };
  return lastHead.head;
}

let lastHead: { key: string; head: DesignHead } | null = null;

/** The installed app's and the browser bar's colour (docs/pwa.md): the design's primary colour as the buttons use it. */
export function themeColorOf(settings: DesignTheme["settings"]): string {
  return themeVariables(settings)["--color-primary-700"] ?? "#1d5751";
}
