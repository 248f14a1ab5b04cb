import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PreferredDeliveryOptions } from "#common/preferred-delivery-views.ts";
import { I18nProvider } from "~/lib/i18n.tsx";
import { PreferredDeliveryForm } from "./preferred-delivery-form.tsx";
import { formValuesFromChoice, preferredDeliveryFormErrors } from "./preferred-delivery-values.ts";

const OPTIONS: PreferredDeliveryOptions = {
  available: true,
  unavailableReason: null,
  days: [
    { date: "2026-11-25", label: "Wednesday, 25 November" },
    { date: "2026-11-26", label: "Thursday, 26 November" },
  ],
  charge: { value: 120, currency: "EUR", formatted: "€1.20" },
  currentCharge: { value: 0, currency: "EUR", formatted: "€0.00" },
  choice: null,
  textMax: 100,
};

const noop = () => undefined;
function render(props: Partial<Parameters<typeof PreferredDeliveryForm>[0]>, locale: "de" | "en" = "en") {
  return renderToStaticMarkup(
    <I18nProvider locale={locale}>
      <PreferredDeliveryForm
        options={OPTIONS}
        values={formValuesFromChoice(null)}
        onChange={noop}
        onSubmit={noop}
        {...props}
      />
    </I18nProvider>,
  );
}

describe("PreferredDeliveryForm", () => {
  it("offers the preferred day with its charge and the drop-off choices", () => {
    const markup = render({});
    expect(markup).toContain("DHL preferred delivery");
    expect(markup).toContain("Delivery on a preferred day (Additional charge: €1.20)");
    // The day list appears only once the service is chosen.
    expect(markup).not.toContain('name="preferredDay"');
    expect(markup.match(/name="dropOff"/g)).toHaveLength(3);
    expect(markup).toMatch(/<input type="radio" name="dropOff" checked="" value="none"\/>/);
    expect(render({ options: { ...OPTIONS, charge: { ...OPTIONS.charge, value: 0 } } })).toContain("(Free of charge)");
  });

  it("lists the days, the neighbour fields and ties each error to its field", () => {
    const values = {
      ...formValuesFromChoice({
        preferredDay: "2026-11-26",
        dropOff: { kind: "neighbour", name: "Meyer", address: "" },
      }),
    };
    const markup = render({
      values,
      errors: { neighbourAddress: "This is a mandatory field.", preferredDay: "Pick a day" },
    });
    expect(markup).toMatch(/checked="" value="2026-11-26"/);
    expect(markup).toContain("Thursday, 26 November");
    expect(markup).toContain('value="Meyer"');
    const errorId = /id="([^"]+)"[^>]*>This is a mandatory field\./.exec(markup)?.[1];
    expect(errorId).toBeTruthy();
    const input = /<input[^>]*name="neighbourAddress"[^>]*>/.exec(markup)?.[0] ?? "";
    expect(input).toContain('aria-invalid="true"');
    expect(input).toMatch(new RegExp(`aria-describedby="[^"]*${errorId}"`));
    const dayErrorId = /id="([^"]+)"[^>]*>Pick a day/.exec(markup)?.[1];
    expect(markup).toContain(`<fieldset aria-describedby="${dayErrorId}"`);
  });

  it("explains in German why it is not offered", () => {
    const markup = render(
      { options: { ...OPTIONS, available: false, unavailableReason: "countryNotSupported", days: [] } },
      "de",
    );
    expect(markup).toContain("Die Wunschzustellung ist nur bei Lieferung innerhalb Deutschlands möglich.");
    expect(markup).not.toContain("<form");
  });
});

describe("preferredDeliveryFormErrors", () => {
  it("checks with the server's schema and translates", () => {
    const values = { ...formValuesFromChoice(null), dropOff: "neighbour" as const, neighbourName: "x".repeat(101) };
    expect(preferredDeliveryFormErrors(values, "de")).toEqual({
      neighbourName: "Geben Sie maximal 100 Zeichen ein.",
      neighbourAddress: expect.any(String),
    });
    expect(preferredDeliveryFormErrors(formValuesFromChoice({ preferredDay: "2026-11-25" }), "en")).toBeNull();
  });
});
