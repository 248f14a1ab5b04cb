/** Layout constants of the page editor's drawers and search (docs/glossary.md, editor spec §9). */
export const SETTINGS_DRAWER_WIDTH_PX = 430;
export const PAGE_SEARCH_WIDTH_PX = 400;
export const PAGE_SEARCH_LIST_MAX_HEIGHT_PX = 300;

/** The editor manual of the locale (ours, served by the shop; English is the fallback). */
export function manualHref(locale: string): string {
  return locale === "de" ? "/editor/manual" : "/en/editor/manual";
}
