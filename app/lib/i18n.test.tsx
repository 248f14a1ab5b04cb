import { renderToStaticMarkup } from "react-dom/server";
import { useTranslations } from "use-intl";
import { describe, expect, it } from "vitest";
import type { Locale } from "#common/constants.ts";
import { I18nProvider, useT } from "./i18n.tsx";

type Translator = ReturnType<typeof useT>;

/** What useT and use-intl's own hook make of the same texts, side by side. */
function Probe({ seen }: { seen: Translator[] }) {
  const t = useT();
  const reference = useTranslations();
  seen.push(t);
  const values = { rating: 4.5, count: 12 };
  return (
    <>
      <p>{t("catalog.ratingText", values)}</p>
      <p>{reference("catalog.ratingText", values)}</p>
      <p>{t("catalog.optionCount", { count: 1 })}</p>
      <p>{reference("catalog.optionCount", { count: 1 })}</p>
    </>
  );
}

function render(locale: Locale, timeZone = "Europe/Berlin"): { texts: string[]; t: Translator } {
  const seen: Translator[] = [];
  const markup = renderToStaticMarkup(
    <I18nProvider locale={locale} timeZone={timeZone}>
      <Probe seen={seen} />
    </I18nProvider>,
  );
  const texts = [...markup.matchAll(/<p>([^<]*)<\/p>/g)].map((match) => match[1] ?? "");
  const [t] = seen;
  if (!t) throw new Error("Probe did not render");
  return { texts, t };
}

describe("useT", () => {
  it("formats as use-intl's useTranslations does, in German and English", () => {
    const de = render("de");
    expect(de.texts).toEqual([
      "Mit 4,5 von 5 Sternen bewertet, 12 Bewertungen",
      "Mit 4,5 von 5 Sternen bewertet, 12 Bewertungen",
      "1 Produkt",
      "1 Produkt",
    ]);
    const en = render("en");
    expect(en.texts).toEqual([
      "Rated 4.5 out of 5 stars, 12 reviews",
      "Rated 4.5 out of 5 stars, 12 reviews",
      "1 product",
      "1 product",
    ]);
  });

  it("keeps one translator per language and time zone for every render", () => {
    expect(render("de").t).toBe(render("de").t);
    expect(render("en").t).toBe(render("en").t);
    expect(render("de").t).not.toBe(render("en").t);
    expect(render("de", "UTC").t).not.toBe(render("de").t);
  });
});
