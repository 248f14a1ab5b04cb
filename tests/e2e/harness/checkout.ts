/** The checkout in the e2e tests: a cart filled through the API, the to-do list, one German address and the form's labels. */
import { expect, type Page } from "@playwright/test";

export type AddressFields = Record<
  "firstName" | "lastName" | "streetName" | "houseNumber" | "zipCode" | "city" | "state",
  string
>;

/** The address form's labels (common/i18n/<locale>/checkout.ts). */
export const ADDRESS_LABELS: Record<"de" | "en", AddressFields> = {
  de: {
    firstName: "Vorname",
    lastName: "Nachname",
    streetName: "Straße",
    houseNumber: "Hausnummer",
    zipCode: "PLZ",
    city: "Ort",
    state: "Bundesland",
  },
  en: {
    firstName: "First name",
    lastName: "Last name",
    streetName: "Street",
    houseNumber: "House number",
    zipCode: "Postcode",
    city: "Town/City",
    state: "State",
  },
};

/** Erika Mustermann in Berlin, as typed into the form (`state` is the state's name). */
export const BERLIN_ADDRESS: AddressFields = {
  firstName: "Erika",
  lastName: "Mustermann",
  streetName: "Hauptstraße",
  houseNumber: "5a",
  zipCode: "10115",
  city: "Berlin",
  state: "Berlin",
};

/** The same address for the API (createAddress): Germany is country 1; the state is left out. */
export function berlinAddressForApi(overrides: Partial<Omit<AddressFields, "state">> = {}) {
  const { state: _state, ...fields } = BERLIN_ADDRESS;
  return { ...fields, ...overrides, countryId: 1 };
}

/** The page, or the part of it holding one address form (a section, when two forms are open). */
type Scope = Pick<Page, "getByRole">;

/** Fills the given fields of the address form in the page's language (the state by its name). */
export async function fillAddressFields(
  scope: Scope,
  locale: "de" | "en",
  fields: Partial<AddressFields>,
): Promise<void> {
  const labels = ADDRESS_LABELS[locale];
  for (const [name, value] of Object.entries(fields) as [keyof AddressFields, string][]) {
    if (name === "state") await scope.getByRole("combobox", { name: labels.state }).selectOption({ label: value });
    else await scope.getByRole("textbox", { name: labels[name], exact: true }).fill(value);
  }
}

/** Fills the whole form with the Berlin address, changed by `overrides`. */
export async function fillGermanAddress(
  scope: Scope,
  locale: "de" | "en",
  overrides: Partial<AddressFields> = {},
): Promise<void> {
  await fillAddressFields(scope, locale, { ...BERLIN_ADDRESS, ...overrides });
}

/**
 * Calls an operation in the page's session (its cookies and CSRF token) and answers its data;
 * anything but 200 fails the test. `base` is the address of a shop of the test's own, else
 * the shared e2e shop.
 */
export async function callAsPage(
  page: Page,
  operation: string,
  payload: unknown,
  base = "",
): Promise<Record<string, unknown>> {
  const request = page.context().request;
  const session = await request.get(`${base}/api/getSession`);
  const answer = await request.post(`${base}/api/${operation}`, {
    data: payload,
    headers: { "sec-fetch-site": "same-origin", "x-csrf-token": session.headers()["x-csrf-token"] ?? "" },
  });
  expect(answer.status(), operation).toBe(200);
  return ((await answer.json()) as { data: Record<string, unknown> }).data;
}

/** Puts a product into the page's cart through the API (the cart page has its own tests). */
export async function addToCartThroughApi(page: Page, variationId: number, base = ""): Promise<void> {
  await callAsPage(page, "doAddCartItem", { productId: variationId, quantity: 1 }, base);
}

/**
 * Places the page's cart as an order paid by card (the sandbox's hosted card) through the
 * API, with the checkout's chosen shipping address for billing too, and leaves it unpaid: the
 * payment is never started. Answers the order's id.
 */
export async function placeUnpaidCardOrder(page: Page, base = ""): Promise<number> {
  const checkout = await callAsPage(page, "getCheckout", {}, base);
  await callAsPage(page, "setCheckoutAddress", { typeId: 1, addressId: checkout.shippingAddressId }, base);
  const methods = checkout.shippingMethods as { shippingProfileId: number }[];
  await callAsPage(page, "setCheckoutShippingMethod", { shippingProfileId: methods[0]?.shippingProfileId }, base);
  await callAsPage(page, "setCheckoutPaymentMethod", { paymentMethodId: 6001 }, base);
  const placed = await callAsPage(page, "doPlaceOrder", { termsAccepted: true }, base);
  return Number(placed.orderId);
}

/** The checkout's to-do list as the shopper reads it. */
export async function todoItems(page: Page): Promise<string[]> {
  const list = page.getByRole("region", { name: /Vor der Bestellung|Still to do/ });
  return (await list.getByRole("listitem").allTextContents()).map((text) => text.trim());
}
