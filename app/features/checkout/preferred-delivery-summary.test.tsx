import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PreferredDeliveryOptions } from "#common/preferred-delivery-views.ts";
import { I18nProvider } from "~/lib/i18n.tsx";
import { PreferredDeliverySummary } from "./preferred-delivery-summary.tsx";

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

function render(options: Partial<PreferredDeliveryOptions>, locale: "de" | "en" = "en"): string {
  return renderToStaticMarkup(
    <I18nProvider locale={locale}>
      <PreferredDeliverySummary options={{ ...OPTIONS, ...options }} />
    </I18nProvider>,
  );
}

describe("PreferredDeliverySummary", () => {
  it("shows nothing without a choice", () => {
    expect(render({})).toBe("");
    expect(render({ choice: {} })).toBe("");
  });

  it("shows the preferred day with its label and charge, and the drop-off place", () => {
    const charged = { value: 120, currency: "EUR", formatted: "€1.20" };
    const markup = render({
      choice: { preferredDay: "2026-11-26", dropOff: { kind: "place", place: "Garage" } },
      currentCharge: charged,
    });
    expect(markup).toContain("<li>Preferred day: Thursday, 26 November (Additional charge: €1.20)</li>");
    expect(markup).toContain("<li>Preferred drop-off place: Garage</li>");
    expect(markup).not.toContain("neighbour");
  });

  it("shows the neighbour, in German too", () => {
    const choice = { dropOff: { kind: "neighbour" as const, name: "Ute Nachbar", address: "Hauptstraße 7" } };
    expect(render({ choice })).toContain("<li>Preferred neighbour: Ute Nachbar, Hauptstraße 7</li>");
    const german = render({ choice }, "de");
    expect(german).toContain("Ute Nachbar, Hauptstraße 7");
    expect(german).not.toContain("Preferred neighbour");
  });
});
