/**
 * DHL in the checkout, in both languages: a preferred day raises the summary's shipping by
 * the charge (1,20 €); the Packstation finder says when nothing is found, finds stations by
 * postcode, and choosing one with a post number makes it the shipping address (after which
 * preferred delivery is no longer offered and its charge is gone). axe-checked throughout.
 */
import type { Page } from "@playwright/test";
import { checkA11y } from "./harness/axe.ts";
import { openPage, visit, waitForHydration } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";
import { productData } from "./harness/product.ts";

/** Esstisch Eske, a product of the demo catalog. */
const TABLE_ID = 1012;
const JOURNEY_TIMEOUT = 120_000;
const CHARGE_CENTS = 120;

type Words = {
  locale: "de" | "en";
  checkout: string;
  shipping: string;
  preferredDay: string;
  dayLegend: string;
  save: string;
  saved: string;
  finderOpen: string;
  zip: string;
  city: string;
  search: string;
  noResult: string;
  postNumber: string;
  choose: string;
  pickupUnavailable: string;
};

const GERMAN: Words = {
  locale: "de",
  checkout: "/checkout",
  shipping: "Versand",
  preferredDay: "Zustellung am Wunschtag",
  dayLegend: "Wunschtag",
  save: "Zustellwünsche speichern",
  saved: "Ihre Zustellwünsche wurden gespeichert.",
  finderOpen: "Packstation oder Filiale suchen",
  zip: "Postleitzahl",
  city: "Ort",
  search: "Suchen",
  noResult: "Es wurde keine Packstation oder Filiale gefunden",
  postNumber: "DHL-Postnummer",
  choose: "Packstation 101 auswählen",
  pickupUnavailable: "Bei Lieferung an eine Packstation oder Filiale ist keine Wunschzustellung möglich.",
};

const ENGLISH: Words = {
  locale: "en",
  checkout: "/en/checkout",
  shipping: "Shipping",
  preferredDay: "Delivery on a preferred day",
  dayLegend: "Preferred day",
  save: "Save delivery wishes",
  saved: "Your delivery wishes have been saved.",
  finderOpen: "Find a Packstation or post office",
  zip: "Postcode",
  city: "Town",
  search: "Search",
  noResult: "No Packstation or post office was found",
  postNumber: "DHL post number",
  choose: "Choose Packstation 101",
  pickupUnavailable: "Preferred delivery is not available for delivery to a Packstation or post office.",
};

/** Cart, a Berlin shipping address chosen for the checkout: what the page starts from. */
async function prepare(page: Page, locale: "de" | "en"): Promise<void> {
  const request = page.context().request;
  const session = await request.get("/api/getSession");
  const headers = { "sec-fetch-site": "same-origin", "x-csrf-token": session.headers()["x-csrf-token"] ?? "" };
  const product = await productData(TABLE_ID, locale);
  const added = await request.post("/api/doAddCartItem", {
    data: { productId: product.mainVariationId, quantity: 1 },
    headers,
  });
  expect(added.status()).toBe(200);
  const countries = await request.get(`/api/getCountries?body=${encodeURIComponent("{}")}`);
  type Countries = { data: { countries: { id: number; isoCode2: string; states: { id: number }[] }[] } };
  const germany = ((await countries.json()) as Countries).data.countries.find((c) => c.isoCode2 === "DE");
  const created = await request.post("/api/createAddress", {
    headers,
    data: {
      typeId: 2,
      address: {
        firstName: "Erika",
        lastName: "Mustermann",
        streetName: "Hauptstraße",
        houseNumber: "5",
        zipCode: "10115",
        city: "Berlin",
        countryId: germany?.id,
        stateId: germany?.states[0]?.id ?? null,
      },
    },
  });
  expect(created.status()).toBe(200);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  for (const typeId of [2, 1]) {
    const chosen = await request.post("/api/setCheckoutAddress", { headers, data: { typeId, addressId: id } });
    expect(chosen.status()).toBe(200);
  }
}

/** The summary's shipping amount in cents. */
async function shippingCents(page: Page, label: string): Promise<number> {
  const row = page.locator("dl > div").filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) });
  return Number(((await row.first().locator("dd").textContent()) ?? "").replace(/\D/g, ""));
}

async function dhlJourney(words: Words): Promise<void> {
  const page = await openPage();
  await prepare(page, words.locale);
  await visit(page, words.checkout);
  await waitForHydration(page);
  const before = await shippingCents(page, words.shipping);

  // A preferred day: the summary's shipping rises by the charge.
  await page.getByRole("checkbox", { name: words.preferredDay }).check();
  await page.getByRole("group", { name: words.dayLegend }).getByRole("radio").first().check();
  await page.getByRole("button", { name: words.save }).click();
  await page.getByText(words.saved).first().waitFor();
  await expect.poll(() => shippingCents(page, words.shipping)).toBe(before + CHARGE_CENTS);
  await checkA11y(page);

  // The finder: nothing in a town that does not exist, then stations by postcode.
  await page.getByRole("button", { name: words.finderOpen }).click();
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  await dialog.getByRole("textbox", { name: words.zip }).fill("");
  await dialog.getByRole("textbox", { name: words.city }).fill("Xyzzyhausen");
  await dialog.getByRole("button", { name: words.search }).click();
  await dialog.getByText(words.noResult).first().waitFor();
  await checkA11y(page);
  await dialog.getByRole("textbox", { name: words.city }).fill("");
  await dialog.getByRole("textbox", { name: words.zip }).fill("10115");
  await dialog.getByRole("button", { name: words.search }).click();
  await dialog.getByRole("button", { name: words.choose }).waitFor();
  await checkA11y(page);
  await dialog.getByRole("textbox", { name: words.postNumber }).fill("12345678");
  await dialog.getByRole("button", { name: words.choose }).click();
  await dialog.waitFor({ state: "detached" });

  // The station is the shipping address now: no preferred delivery there, and no charge.
  const station = page.getByRole("radio", { name: /Packstation 101/ });
  await station.waitFor();
  expect(await station.isChecked()).toBe(true);
  await page.getByText(words.pickupUnavailable).first().waitFor();
  await expect.poll(() => shippingCents(page, words.shipping)).toBe(before);
  await checkA11y(page);
}

test("German checkout: preferred day charge and a Packstation chosen", () => {
  test.setTimeout(JOURNEY_TIMEOUT);
  return dhlJourney(GERMAN);
});
test("English checkout: preferred day charge and a Packstation chosen", () => {
  test.setTimeout(JOURNEY_TIMEOUT);
  return dhlJourney(ENGLISH);
});
