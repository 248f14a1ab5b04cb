/**
 * The preferred-delivery form and the pickup-station finder's content, checked by axe with
 * the shop's real stylesheet: they are mounted by the checkout page (coordinator), so until
 * then their server markup is placed into the home page's main area and checked there,
 * in both languages, with errors shown (error texts and invalid fields must pass contrast
 * and naming rules too).
 */
// Rendered here as the server renders: with both catalogues (without them I18nProvider waits
// for the browser's catalogue chunk, and whether another file in this worker had loaded them
// decided whether the render suspended).
import "../server-catalogues.ts";
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { PickupStation, PreferredDeliveryOptions } from "#common/preferred-delivery-views.ts";
import { PickupStationResults } from "~/features/checkout/pickup-station-results.tsx";
import { PickupStationSearch } from "~/features/checkout/pickup-station-search.tsx";
import { PreferredDeliveryForm } from "~/features/checkout/preferred-delivery-form.tsx";
import { formValuesFromChoice } from "~/features/checkout/preferred-delivery-values.ts";
import { I18nProvider } from "~/lib/i18n.tsx";
import { checkA11y } from "./harness/axe.ts";
import { waitForHydration } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";

const OPTIONS: PreferredDeliveryOptions = {
  available: true,
  unavailableReason: null,
  days: [
    { date: "2026-11-25", label: "Mittwoch, 25. November" },
    { date: "2026-11-26", label: "Donnerstag, 26. November" },
  ],
  charge: { value: 120, currency: "EUR", formatted: "1,20 €" },
  currentCharge: { value: 120, currency: "EUR", formatted: "1,20 €" },
  choice: null,
  textMax: 100,
};

const STATIONS: PickupStation[] = [
  {
    id: "a",
    type: "packstation",
    number: "101",
    street: "Invalidenstraße 112",
    zip: "10115",
    city: "Berlin",
    openingHours: "Mo-So 00:00-24:00",
  },
  {
    id: "b",
    type: "postOffice",
    number: "512",
    street: "Friedrichstraße 94",
    zip: "10117",
    city: "Berlin",
    openingHours: "Mo-Fr 08:00-20:00",
  },
];

const noop = () => undefined;

function markup(locale: "de" | "en"): string {
  const wrap = (node: ReactNode) => renderToStaticMarkup(createElement(I18nProvider, { locale, children: node }));
  const values = formValuesFromChoice({
    preferredDay: "2026-11-26",
    dropOff: { kind: "neighbour", name: "Meyer", address: "" },
  });
  return [
    wrap(
      createElement(PreferredDeliveryForm, {
        options: OPTIONS,
        values,
        errors: { neighbourAddress: "Pflichtfeld", preferredDay: "Bitte wählen" },
        onChange: noop,
        onSubmit: noop,
      }),
    ),
    wrap(
      createElement(PreferredDeliveryForm, {
        options: { ...OPTIONS, available: false, unavailableReason: "postcodeInvalid", days: [] },
        values,
        onChange: noop,
        onSubmit: noop,
      }),
    ),
    wrap(
      createElement(PickupStationSearch, {
        postNumberRequired: true,
        chosen: null,
        initialZip: "10115",
        onSearch: async () => ({ stations: [] }),
        onChoose: async () => ({ ok: true as const }),
        onChosen: noop,
      }),
    ),
    wrap(createElement(PickupStationResults, { stations: STATIONS, onChoose: noop })),
  ].join("");
}

for (const locale of ["de", "en"] as const) {
  test(`preferred delivery and the station finder pass the accessibility check (${locale})`, async ({ page }) => {
    await page.goto(locale === "de" ? "/" : "/en");
    await waitForHydration(page);
    await page.evaluate((html) => {
      const main = document.querySelector("main");
      if (!main) throw new Error("the page has no main element");
      main.innerHTML = html;
    }, markup(locale));
    await expect(page.getByRole("radio", { name: /26/ }).isChecked()).resolves.toBe(true);
    await expect(
      page
        .getByRole("button", { name: locale === "de" ? "Packstation 101 auswählen" : "Choose Packstation 101" })
        .count(),
    ).resolves.toBe(1);
    await expect(
      page
        .getByRole("textbox", { name: locale === "de" ? "Adresse des Nachbarn" : "Neighbour's address" })
        .getAttribute("aria-invalid"),
    ).resolves.toBe("true");
    await checkA11y(page);
  });
}
