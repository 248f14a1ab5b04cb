import { Link } from "react-router";
import type { Locale } from "#common/constants.ts";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix, type LocalePrefix } from "~/lib/locale-path.ts";
import { manualDe } from "./manual-de.ts";
import { manualEn } from "./manual-en.ts";

const MANUALS = { de: manualDe, en: manualEn } as const;

/**
 * The operator's manual (/editor/manual, /en/editor/manual): plain server-rendered text with a
 * table of contents, so it reads without JavaScript and opens from the Pages view's help icon.
 */
export function ManualPage({ locale, prefix }: { locale: Locale; prefix: LocalePrefix }) {
  const t = useT();
  const manual = MANUALS[locale];
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12 text-neutral-900">
      <h1 className="text-3xl font-semibold">{t("editorManual.title")}</h1>
      <p className="mt-4 text-lg text-neutral-800">{manual.intro}</p>
      <nav aria-labelledby="manual-contents" className="mt-8 rounded border border-neutral-300 p-4">
        <h2 id="manual-contents" className="text-lg font-semibold">
          {t("editorManual.contents")}
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-6">
          {manual.sections.map((section) => (
            <li key={section.id}>
              <a className="text-primary-800 underline" href={`#${section.id}`}>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {manual.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-10">
          <h2 id={`${section.id}-title`} className="text-2xl font-semibold">
            {section.title}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-3 leading-relaxed text-neutral-800">
              {paragraph}
            </p>
          ))}
          {section.list && (
            <ul className="mt-3 list-disc space-y-1 pl-6 text-neutral-800">
              {section.list.map((item) => (
                <li key={item.slice(0, 40)}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <p className="mt-12">
        <Link className="text-primary-800 underline" to={withPrefix(prefix, "/")}>
          {t("editorManual.backToShop")}
        </Link>
      </p>
    </main>
  );
}
