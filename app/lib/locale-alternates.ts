import { useLocation, useMatches } from "react-router";
import { LOCALES, type Locale } from "#common/constants.ts";
import { splitLocalePrefix } from "./locale-path.ts";

export type Alternates = Partial<Record<Locale, string>>;

/**
 * Links to the current page in each language. A page whose slug differs per language
 * (a category) names its translations as `alternates` in its loader data; any other
 * page keeps its path and swaps the prefix. Used by the header's language switcher and
 * the editor's language select.
 */
export function useAlternates(): Record<Locale, string> {
  const location = useLocation();
  const matches = useMatches();
  const { rest } = splitLocalePrefix(location.pathname);
  const fromPage = [...matches]
    .reverse()
    .map((match) => (match.loaderData as { alternates?: Alternates } | undefined)?.alternates)
    .find(Boolean);
  const result = {} as Record<Locale, string>;
  for (const locale of LOCALES) {
    const path = fromPage?.[locale] ?? rest;
    result[locale] = `/${locale}${path === "/" ? "" : path}${fromPage ? "" : location.search}`;
  }
  return result;
}
