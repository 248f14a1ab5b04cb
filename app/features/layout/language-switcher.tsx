import { LOCALES, type Locale } from "#common/constants.ts";
import { useT } from "~/lib/i18n.tsx";
import { useAlternates } from "~/lib/locale-alternates.ts";

export function LanguageSwitcher({ current, className }: { current: Locale; className?: string | undefined }) {
  const t = useT();
  const alternates = useAlternates();
  return (
    <nav aria-label={t("nav.language")} className={className}>
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
