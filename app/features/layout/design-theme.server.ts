import { preloadFontUrl, themeCss, themeVariables, type DesignTheme } from "#common/design/theme-css.ts";

/** `themeColor`: the browser bar's and the installed app's colour (docs/pwa.md). */
export type DesignHead = { css: string; preloadFont: string | null; themeColor: string };

/**
 * The design as the document head needs it, made in the root loader: the browser gets the
 * finished stylesheet and never loads the palette code (first-load JavaScript budget).
 */
export function designHead(theme: DesignTheme): DesignHead {
  // A shop has one design, and every page's root loader asks for its head: made once per
  // design, not per page (generating the palettes was about 1 % of a category page's CPU).
  const key = JSON.stringify(theme);
  if (lastHead?.key !== key) {
    const head = { css: themeCss(theme), preloadFont: preloadFontUrl(theme), themeColor: themeColorOf(theme.settings) };
    lastHead = { key, head };
  }
  return lastHead.head;
}

let lastHead: { key: string; head: DesignHead } | null = null;

/** The installed app's and the browser bar's colour (docs/pwa.md): the design's primary colour as the buttons use it. */
function themeColorOf(settings: DesignTheme["settings"]): string {
  return themeVariables(settings)["--color-primary-700"] ?? "#1d5751";
}
