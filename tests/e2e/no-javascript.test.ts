import type { Locator, Page } from "@playwright/test";
import { PASSWORD, fillEnglishRegistration, submitEnglishLogin, uniqueEmail } from "./harness/accounts.ts";
import { checkA11y } from "./harness/axe.ts";
import { landOn, openPage, visit } from "./harness/browser.ts";
import {
  ADDRESS_LABELS,
  BERLIN_ADDRESS,
  berlinAddressForApi,
  fillAddressFields,
  fillGermanAddress,
} from "./harness/checkout.ts";
import { expect, test } from "./harness/fixtures.ts";
import { productData } from "./harness/product.ts";

// Progressive enhancement: the forms are plain HTML forms that the server answers.
const withoutJavaScript = { javaScriptEnabled: false };
/** The address types (ADDRESS_TYPE). */
const BILLING = 1;
const SHIPPING = 2;
/** Vorkasse / Prepayment (payment-methods.ts). */
const PREPAYMENT = 3;

test("registration, logout and login work without JavaScript", async () => {
  const page = await openPage(withoutJavaScript);
  const email = uniqueEmail();
  await visit(page, "/en/register");
  await fillEnglishRegistration(page, { email: "not-an-email", password: PASSWORD, repeatPassword: PASSWORD });
  await page.getByRole("button", { name: "Create account" }).click();
  await landOn(page, "/en/register");
  await page.getByText("This field needs to be a valid email.", { exact: true }).waitFor();

  await fillEnglishRegistration(page, { email, password: PASSWORD, repeatPassword: PASSWORD });
  await page.getByRole("button", { name: "Create account" }).click();
  await landOn(page, "/en/my-account");
  await page.getByText(`Logged in as ${email}`, { exact: true }).waitFor();

  await page.getByRole("button", { name: "Log out" }).click();
  await landOn(page, "/en");
  await page.getByRole("link", { name: "Log in", exact: true }).waitFor();

  await visit(page, "/en/login");
  await submitEnglishLogin(page, email, PASSWORD);
  await landOn(page, "/en/my-account");
  await page.getByText(`Logged in as ${email}`, { exact: true }).waitFor();
});

test("a wrong password is reported without JavaScript", async () => {
  const page = await openPage(withoutJavaScript);
  await visit(page, "/en/login");
  await submitEnglishLogin(page, uniqueEmail(), "Wrong-password-1");
  await landOn(page, "/en/login");
  await page.getByText("Invalid login data", { exact: true }).waitFor();
});

/** Esstisch Eske, a product of the demo catalog. */
const TABLE_ID = 1012;

/** Calls an operation in the page's session (its cookies) with the session's CSRF token. */
async function api<T>(page: Page, operation: string, payload: unknown): Promise<T> {
  const request = page.context().request;
  const session = await request.get("/api/getSession");
  const answer = await request.post(`/api/${operation}`, {
    data: payload,
    headers: {
      "sec-fetch-site": "same-origin",
      "x-csrf-token": session.headers()["x-csrf-token"] ?? "",
      "x-locale": "en",
    },
  });
  const body = (await answer.json()) as { data?: T; error?: unknown };
  if (!answer.ok()) throw new Error(`${operation} failed: ${JSON.stringify(body.error)}`);
  return body.data as T;
}

async function addTable(page: Page): Promise<void> {
  const product = await productData(TABLE_ID, "en");
  await api(page, "doAddCartItem", { productId: product.mainVariationId, quantity: 1 });
}

/**
 * Every checkout choice but the terms, made through the API (the sections' own forms have
 * their tests): email, a Berlin address for shipping and billing, the first shipping method,
 * prepayment and a DHL drop-off place.
 */
async function fillCheckout(page: Page): Promise<void> {
  await api(page, "setCheckoutEmail", { email: uniqueEmail() });
  const { id } = await api<{ id: number }>(page, "createAddress", {
    typeId: 2,
    address: berlinAddressForApi(),
  });
  for (const typeId of [2, 1]) await api(page, "setCheckoutAddress", { typeId, addressId: id });
  const checkout = await api<{ shippingMethods: { shippingProfileId: number }[] }>(page, "getCheckout", {});
  const method = checkout.shippingMethods[0];
  if (!method) throw new Error("no shipping method for a Berlin address");
  await api(page, "setCheckoutShippingMethod", { shippingProfileId: method.shippingProfileId });
  await api(page, "setCheckoutPaymentMethod", { paymentMethodId: PREPAYMENT });
  await api(page, "setPreferredDelivery", { dropOff: "place", place: "Garage" });
}

test("the cart's delivery country changes without JavaScript", async () => {
  const page = await openPage(withoutJavaScript);
  await addTable(page);
  await visit(page, "/en/cart");
  const country = page.getByRole("combobox", { name: "Delivery country" });
  await country.selectOption({ label: "Austria" });
  await page.getByRole("button", { name: "Apply delivery country" }).click();
  await landOn(page, "/en/cart");
  await page.getByText("The delivery country has been changed.", { exact: true }).waitFor();
  expect(await country.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe("Austria");
});

/** The text an input's aria-describedby points to: its error beside it. */
async function descriptionOf(page: Page, field: Locator): Promise<string | null> {
  const id = await field.getAttribute("aria-describedby");
  return id ? page.locator(`[id="${id}"]`).textContent() : null;
}

test("the checkout's sections show their errors without JavaScript", async () => {
  const page = await openPage(withoutJavaScript);
  await addTable(page);
  await visit(page, "/checkout");

  const email = page.getByRole("textbox", { name: "E-Mail für Ihre Bestellbestätigung" });
  await email.fill("keine-adresse");
  await page.getByRole("button", { name: "E-Mail speichern" }).click();
  await landOn(page, "/checkout");
  const emailInvalid = page.getByText("Dieses Feld muss eine gültige E-Mail-Adresse enthalten.", { exact: true });
  await emailInvalid.waitFor();
  expect(await descriptionOf(page, email)).toBe("Dieses Feld muss eine gültige E-Mail-Adresse enthalten.");
  expect(await email.inputValue()).toBe("keine-adresse");

  // A German postcode has five digits; the form keeps what was typed.
  const typed = { ...BERLIN_ADDRESS, zipCode: "1011" };
  await fillGermanAddress(page, "de", typed);
  await page.getByRole("button", { name: "Adresse speichern" }).click();
  await landOn(page, "/checkout");
  const zip = page.getByRole("textbox", { name: "PLZ", exact: true });
  await page.getByText("Bitte geben Sie eine gültige Postleitzahl für dieses Land ein.", { exact: true }).waitFor();
  expect(await descriptionOf(page, zip)).toBe("Bitte geben Sie eine gültige Postleitzahl für dieses Land ein.");
  const labels = ADDRESS_LABELS.de;
  for (const name of ["firstName", "lastName", "streetName", "houseNumber", "zipCode", "city"] as const) {
    expect(await page.getByRole("textbox", { name: labels[name], exact: true }).inputValue()).toBe(typed[name]);
  }
  const state = page.getByRole("combobox", { name: labels.state });
  expect(await state.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe("Berlin");
  // The address form's answer is not the contact section's.
  expect(await emailInvalid.count()).toBe(0);
  // Neither refused input changed the checkout: both are still to do.
  const todos = page.getByRole("region", { name: /^Vor der Bestellung/ }).getByRole("listitem");
  expect(await todos.allTextContents()).toEqual(
    expect.arrayContaining(["E-Mail-Adresse hinzufügen", "Lieferadresse hinzufügen"]),
  );
});

test("a guest orders with prepayment without JavaScript", async () => {
  const page = await openPage(withoutJavaScript);
  await addTable(page);
  await fillCheckout(page);

  // The read-only view names the chosen drop-off place.
  await visit(page, "/en/readonly-checkout");
  await page.getByRole("definition").filter({ hasText: "Preferred drop-off place: Garage" }).waitFor();

  // The terms cannot block the button without JavaScript: the server refuses, the page says why.
  await visit(page, "/en/checkout");
  const orderButton = page.getByRole("button", { name: "Order and pay" });
  expect(await orderButton.isDisabled()).toBe(false);
  await orderButton.click();
  await landOn(page, "/en/checkout");
  await page.getByRole("alert").filter({ hasText: "Please complete the checkout before ordering." }).waitFor();
  const todos = page.getByRole("region", { name: "Still to do before ordering" }).getByRole("listitem");
  expect(await todos.allTextContents()).toEqual([
    "Accept the terms and conditions, cancellation rights and privacy policy",
  ]);

  await page.getByRole("checkbox", { name: /^I have read and accept/ }).check();
  await page.getByRole("button", { name: "Order and pay" }).click();
  await page.waitForURL(/\/en\/confirmation\/\d+\/[\w-]+$/);
  await checkA11y(page);
  await page.getByRole("heading", { level: 1, name: "Thank you for your order!" }).waitFor();
  await page.getByText("Prepayment").first().waitFor();
});

/** Clicks a form's button and waits for the page the server answers (the address may stay the same). */
async function submitAndReload(page: Page, button: Locator): Promise<void> {
  const answered = page.waitForEvent("framenavigated", (frame) => frame === page.mainFrame());
  await button.click();
  await answered;
  await page.waitForLoadState();
}

test("a guest edits and deletes saved addresses and adds a billing address without JavaScript", async () => {
  const page = await openPage(withoutJavaScript);
  await addTable(page);
  const erika = await api<{ id: number }>(page, "createAddress", { typeId: SHIPPING, address: berlinAddressForApi() });
  await api(page, "createAddress", {
    typeId: SHIPPING,
    address: berlinAddressForApi({ firstName: "Max", streetName: "Gartenweg", houseNumber: "7" }),
  });
  await api(page, "setCheckoutAddress", { typeId: SHIPPING, addressId: erika.id });
  await visit(page, "/checkout");
  const shipping = page.getByRole("region", { name: "Lieferadresse", exact: true });
  const street = shipping.getByRole("textbox", { name: ADDRESS_LABELS.de.streetName, exact: true });
  expect(await street.count()).toBe(0);

  // Edit is a link to the page with the address's form open, filled with the address.
  await shipping.getByRole("link", { name: "Adresse Erika Mustermann bearbeiten" }).click();
  await landOn(page, `/checkout?edit=${SHIPPING}-${erika.id}`);
  expect(await street.inputValue()).toBe("Hauptstraße");
  await fillAddressFields(shipping, "de", { streetName: "Lindenallee" });
  await shipping.getByRole("button", { name: "Adresse speichern" }).click();
  await landOn(page, "/checkout");
  const edited = shipping.getByRole("radio", { name: /Lindenallee 5a/ });
  await edited.waitFor();
  expect(await edited.isChecked()).toBe(true);
  expect(await shipping.getByRole("radio", { name: /Hauptstraße/ }).count()).toBe(0);
  // Saved, the form is closed.
  expect(await street.count()).toBe(0);

  await submitAndReload(page, shipping.getByRole("button", { name: "Adresse Max Mustermann löschen" }));
  const radios = shipping.getByRole("radio");
  expect(await radios.count()).toBe(1);
  expect(await radios.first().getAttribute("value")).toBe(String(erika.id));

  // Unticked and applied, the billing section opens with its form; saved, it is the billing address.
  await page.getByRole("checkbox", { name: "Rechnungsadresse gleich Lieferadresse" }).uncheck();
  await submitAndReload(page, page.getByRole("button", { name: "Auswahl der Rechnungsadresse übernehmen" }));
  // The billing section offers the saved address and a link to the form for a new one.
  const billing = page.getByRole("region", { name: "Rechnungsadresse", exact: true });
  await billing.getByRole("link", { name: "Neue Adresse hinzufügen" }).click();
  await landOn(page, `/checkout?edit=${BILLING}-new`);
  await fillGermanAddress(billing, "de", { streetName: "Rechnungsweg", houseNumber: "1" });
  await submitAndReload(page, billing.getByRole("button", { name: "Adresse speichern" }));
  const billed = billing.getByRole("radio", { name: /Rechnungsweg 1/ });
  expect(await billed.isChecked()).toBe(true);
  expect(await page.getByRole("checkbox", { name: "Rechnungsadresse gleich Lieferadresse" }).isChecked()).toBe(false);
  expect(await edited.isChecked()).toBe(true);
  const todos = page.getByRole("region", { name: /^Vor der Bestellung/ }).getByRole("listitem");
  expect(await todos.allTextContents()).not.toContain("Rechnungsadresse hinzufügen");
  await checkA11y(page);
});
