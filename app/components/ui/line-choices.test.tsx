import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { money } from "#common/money.ts";
import { I18nProvider } from "~/lib/i18n.tsx";
import { LineChoices, lineProperties } from "./line-choices.tsx";

function render(locale: "de" | "en", attributes: { name: string; value: string }[], surchargeCents: number) {
  const properties = lineProperties(
    [
      {
        propertyId: 3,
        name: locale === "de" ? "Fleckschutz" : "Stain protection",
        displayValue: "",
        price: money(surchargeCents, "EUR", locale),
      },
    ],
    19,
  );
  return renderToStaticMarkup(
    <I18nProvider locale={locale}>
      <LineChoices attributes={attributes} properties={properties} />
    </I18nProvider>,
  );
}

describe("LineChoices", () => {
  it("lists the variation's attribute values before the answers, with the surcharge, in both languages", () => {
    const german = render("de", [{ name: "Farbe", value: "Anthrazit" }], 2900);
    expect(german).toContain('aria-label="Optionen"');
    expect(german).toMatch(
      /<li>Farbe: Anthrazit<\/li><li>Fleckschutz<span[^>]*> \(inkl\. 29,00\u00a0€\)<\/span><\/li>/,
    );
    const english = render("en", [{ name: "Colour", value: "Anthracite" }], 2900);
    expect(english).toMatch(
      /<li>Colour: Anthracite<\/li><li>Stain protection<span[^>]*> \(incl €29\.00\)<\/span><\/li>/,
    );
  });

  it("shows nothing for a line without choices and no surcharge of 0", () => {
    const bare = renderToStaticMarkup(
      <I18nProvider locale="en">
        <LineChoices attributes={[]} properties={[]} />
      </I18nProvider>,
    );
    expect(bare).toBe("");
    expect(render("en", [], 0)).not.toContain("incl");
  });
});
