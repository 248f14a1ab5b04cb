/**
 * The checkout in both languages: a guest fills contact, shipping address, shipping and
 * payment method and accepts the terms; the to-do list empties and the order button
 * ('Zahlungspflichtig bestellen' / 'Order and pay') is enabled. A customer with a saved
 * address chooses it. Orders are not placed here (the order step has its own tests).
 */
import type { Page } from "@playwright/test";
import { checkA11y } from "./harness/axe.ts";
import { openPage, visit, waitForHydration } from "./harness/browser.ts";
import {
  ADDRESS_LABELS,
  berlinAddressForApi,
  fillAddressFields,
  fillGermanAddress,
  addToCartThroughApi,
  todoItems,
} from "./harness/checkout.ts";
import { expect, test } from "./harness/fixtures.ts";
import { productData } from "./harness/product.ts";

/** Esstisch Eske, a product of the demo catalog. */
const TABLE_ID = 1012;
const JOURNEY_TIMEOUT = 120_000;

type Words = {
  locale: "de" | "en";
  checkout: string;
  title: string;
  todos: string[];
  emailLabel: string;
  saveEmail: string;
  saveAddress: string;
  shippingLegend: string;
  /** The table goes by freight forwarder: carrier and method named once each. */
  shippingMethod: string;
  paymentLegend: string;
  card: string;
  terms: RegExp;
  ready: string;
  orderButton: string;
  zipInvalid: string;
};

const GERMAN: Words = {
  locale: "de",
  checkout: "/checkout",
  title: "Kasse",
  todos: [
    "Rechnungsadresse hinzufügen",
    "E-Mail-Adresse hinzufügen",
    "Zahlungsart wählen",
    "Lieferadresse hinzufügen",
    "AGB, Widerrufsbelehrung und Datenschutzerklärung akzeptieren",
  ],
  emailLabel: "E-Mail für Ihre Bestellbestätigung",
  saveEmail: "E-Mail speichern",
  saveAddress: "Adresse speichern",
  shippingLegend: "Versandart wählen",
  shippingMethod: "Nordfracht Spedition (Lieferung frei Bordsteinkante)",
  paymentLegend: "Zahlungsart wählen",
  card: "Kreditkarte",
  terms: /^Ich habe die AGB/,
  ready: "Alles bereit. Sie können Ihre Bestellung abschicken.",
  orderButton: "Zahlungspflichtig bestellen",
  zipInvalid: "Bitte geben Sie eine gültige Postleitzahl für dieses Land ein.",
};

const ENGLISH: Words = {
  locale: "en",
  checkout: "/en/checkout",
  title: "Checkout",
  todos: [
    "Add a billing address",
    "Add your email address",
    "Choose a payment method",
    "Add a shipping address",
    "Accept the terms and conditions, cancellation rights and privacy policy",
  ],
  emailLabel: "Email for your order confirmation",
  saveEmail: "Save email",
  saveAddress: "Save address",
  shippingLegend: "Choose a shipping method",
  shippingMethod: "Nordfracht Spedition Freight forwarder (kerbside delivery)",
  paymentLegend: "Choose a payment method",
  card: "Credit card",
  terms: /^I have read and accept/,
  ready: "Everything is ready. You can place your order.",
  orderButton: "Order and pay",
  zipInvalid: "Please enter a valid postcode for this country.",
};

async function waitForTodos(page: Page, expected: string[]): Promise<void> {
  await expect.poll(() => todoItems(page)).toEqual(expected);
}

async function guestChecksOut(words: Words): Promise<void> {
  const page = await openPage();
  const product = await productData(TABLE_ID, words.locale);
  await addToCartThroughApi(page, product.mainVariationId);
  await visit(page, words.checkout);
  await waitForHydration(page);
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(words.title);
  expect(await todoItems(page)).toEqual(words.todos);
  const orderButton = page.getByRole("button", { name: words.orderButton });
  expect(await orderButton.isDisabled()).toBe(true);

  await page.getByRole("textbox", { name: words.emailLabel }).fill("gast@example.com");
  await page.getByRole("button", { name: words.saveEmail }).click();
  await waitForTodos(
    page,
    words.todos.filter((todo) => todo !== words.todos[1]),
  );

  // A German postcode has five digits: the form says so beside the field before sending.
  await fillGermanAddress(page, words.locale, { zipCode: "1011" });
  await page.getByRole("button", { name: words.saveAddress }).click();
  await page.getByText(words.zipInvalid).waitFor();
  const zip = page.getByRole("textbox", { name: ADDRESS_LABELS[words.locale].zipCode, exact: true });
  expect(await zip.getAttribute("aria-invalid")).toBe("true");
  await checkA11y(page);
  await fillAddressFields(page, words.locale, { zipCode: "10115", city: "Berlin", state: "Berlin" });
  await page.getByRole("button", { name: words.saveAddress }).click();
  await page.getByRole("radio", { name: /Hauptstraße 5a/ }).waitFor();
  await waitForTodos(page, [words.todos[2] ?? "", words.todos[4] ?? ""]);
  expect(await page.getByRole("radio", { name: /Hauptstraße 5a/ }).isChecked()).toBe(true);

  // The table goes by freight forwarder only: the one method is chosen for the shopper. The
  // radio's name is the method, its delivery time and its price.
  const method = new RegExp(`^${words.shippingMethod.replace(/[()]/g, "\\$&")} `);
  const freight = page.getByRole("group", { name: words.shippingLegend }).getByRole("radio", { name: method });
  expect(await freight.isChecked()).toBe(true);
  await page.getByRole("group", { name: words.paymentLegend }).getByRole("radio", { name: words.card }).check();
  await waitForTodos(page, [words.todos[4] ?? ""]);
  expect(await orderButton.isDisabled()).toBe(true);

  await page.getByRole("checkbox", { name: words.terms }).check();
  await page.getByText(words.ready).waitFor();
  expect(await orderButton.isEnabled()).toBe(true);
  await checkA11y(page);
}

test("a guest completes the German checkout up to the order button", () => {
  test.setTimeout(JOURNEY_TIMEOUT);
  return guestChecksOut(GERMAN);
});
test("a guest completes the English checkout up to the order button", () => {
  test.setTimeout(JOURNEY_TIMEOUT);
  return guestChecksOut(ENGLISH);
});

test("a customer chooses a saved address", async ({ customer: { page } }) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  const request = page.context().request;
  const session = await request.get("/api/getSession");
  const countries = await request.get(`/api/getCountries?body=${encodeURIComponent("{}")}`);
  type Countries = { data: { countries: { isoCode2: string; states: { id: number }[] }[] } };
  const germany = ((await countries.json()) as Countries).data.countries.find((c) => c.isoCode2 === "DE");
  const created = await request.post("/api/createAddress", {
    headers: { "sec-fetch-site": "same-origin", "x-csrf-token": session.headers()["x-csrf-token"] ?? "" },
    data: {
      typeId: 2,
      address: {
        ...berlinAddressForApi({ streetName: "Lindenallee", houseNumber: "12", zipCode: "50667", city: "Köln" }),
        stateId: germany?.states[0]?.id,
      },
    },
  });
  expect(created.status()).toBe(200);
  const product = await productData(TABLE_ID, "en");
  await addToCartThroughApi(page, product.mainVariationId);

  await visit(page, ENGLISH.checkout);
  await waitForHydration(page);
  // The account's email is the contact email already; the only shipping method is chosen.
  expect(await todoItems(page)).toEqual([
    "Add a billing address",
    "Choose a payment method",
    "Add a shipping address",
    "Accept the terms and conditions, cancellation rights and privacy policy",
  ]);
  const saved = page.getByRole("radio", { name: /Lindenallee 12/ });
  expect(await saved.isChecked()).toBe(false);
  await saved.check();
  await waitForTodos(page, [
    "Choose a payment method",
    "Accept the terms and conditions, cancellation rights and privacy policy",
  ]);
  await checkA11y(page);

  // Editing the saved address: the list shows the change.
  await page.getByRole("button", { name: "Edit address Erika Mustermann" }).click();
  await fillAddressFields(page, "en", { zipCode: "53111", city: "Bonn" });
  await page.getByRole("button", { name: "Save address" }).click();
  await page.getByRole("radio", { name: /53111 Bonn/ }).waitFor();
  expect(await page.getByRole("radio", { name: /53111 Bonn/ }).isChecked()).toBe(true);
  await checkA11y(page);

  // Pointed to by the hash, the contact section lights up for a second.
  await page.goto(`${ENGLISH.checkout}#contact-information`);
  const contact = page.locator("#contact-information");
  await expect.poll(() => contact.getAttribute("data-highlighted")).toBe("true");
  await expect.poll(() => contact.getAttribute("data-highlighted"), { timeout: 3000 }).toBeNull();

  await visit(page, "/en/readonly-checkout");
  await page.getByRole("heading", { level: 1, name: "Your order" }).waitFor();
  await page.getByText("Lindenallee 12").first().waitFor();
  expect(await page.getByRole("radio").count()).toBe(0);
  expect(await page.getByRole("button", { name: ENGLISH.orderButton }).count()).toBe(0);
});

test("an empty checkout goes to the cart; with items the page works without JavaScript", async () => {
  test.setTimeout(JOURNEY_TIMEOUT);
  const empty = await openPage();
  const refused = await empty.context().request.get("/en/checkout", { maxRedirects: 0 });
  expect({ status: refused.status(), location: refused.headers().location }).toEqual({
    status: 302,
    location: "/en/cart",
  });

  const page = await openPage({ javaScriptEnabled: false });
  const product = await productData(TABLE_ID, "en");
  await addToCartThroughApi(page, product.mainVariationId);
  await visit(page, ENGLISH.checkout);
  await page.getByRole("heading", { level: 1, name: ENGLISH.title }).waitFor();
  expect(await page.getByRole("button", { name: ENGLISH.orderButton }).isDisabled()).toBe(true);
  await page.getByRole("textbox", { name: ENGLISH.emailLabel }).fill("ohne-js@example.com");
  await page.getByRole("button", { name: ENGLISH.saveEmail }).click();
  await page.waitForLoadState();
  expect(await todoItems(page)).not.toContain("Add your email address");
  expect(await page.getByRole("textbox", { name: ENGLISH.emailLabel }).inputValue()).toBe("ohne-js@example.com");
  await checkA11y(page);
});
