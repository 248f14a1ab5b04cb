import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "~/lib/i18n.tsx";
import { OrderPreferredDelivery } from "./order-preferred-delivery.tsx";

function render(value: Record<string, unknown> | null, locale: "de" | "en" = "en"): string {
  return renderToStaticMarkup(
    <I18nProvider locale={locale}>
      <OrderPreferredDelivery value={value} currency="EUR" locale={locale} />
    </I18nProvider>,
  );
}

describe("OrderPreferredDelivery", () => {
  it("shows nothing without a stored choice, or with one it cannot read", () => {
    expect(render(null)).toBe("");
    expect(render({ chargeCents: 0 })).toBe("");
    expect(render({ preferredDay: "next tuesday", chargeCents: 120 })).toBe("");
  });

  it("shows the day in the reader's language with the charge the order paid", () => {
    const stored = { preferredDay: "2026-11-26", chargeCents: 120 };
    expect(render(stored)).toContain("<li>Preferred day: Thursday 26 November (Additional charge: €1.20)</li>");
    expect(render(stored, "de")).toContain("<li>Wunschtag: Donnerstag, 26. November (Aufpreis: 1,20\u00a0€)</li>");
  });

  it("leaves out a charge of 0 and shows the drop-off place or the neighbour", () => {
    const place = render({ preferredDay: "2026-11-26", dropOff: { kind: "place", place: "Garage" }, chargeCents: 0 });
    expect(place).toContain("<li>Preferred day: Thursday 26 November</li>");
    expect(place).toContain("<li>Preferred drop-off place: Garage</li>");
    const neighbour = render({ dropOff: { kind: "neighbour", name: "Ute Nachbar", address: "Hauptstraße 7" } });
    expect(neighbour).toBe('<ul class="mt-2 space-y-1"><li>Preferred neighbour: Ute Nachbar, Hauptstraße 7</li></ul>');
  });
});
