import { useLocation, useMatches } from "react-router";
import { LOCALES, type Locale } from "#common/constants.ts";
import { useT } from "~/lib/i18n.tsx";
import { splitLocalePrefix } from "~/lib/locale-path.ts";

export type Alternates = Partial<Record<Locale, string>>;

/**
 * Links to the current page in each language. A page whose slug differs per language
 * (a category) names its translations as `alternates` in its loader data; any other
 * page keeps its path and swaps the prefix.
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

export function LanguageSwitcher({ current }: { current: Locale }) {
  const t = useT();
  const alternates = useAlternates();
  return (
    <nav aria-label={t("nav.language")}>
      <ul className="flex gap-1 text-sm">
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={alternates[locale]}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? "true" : undefined}
              className={`rounded px-2 py-1 ${locale === current ? "bg-primary-700 font-semibold text-white" : "text-neutral-800 hover:bg-neutral-100"}`}
            >
              {t("nav.languageName", { locale })}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
