/**
 * Buying end to end in both languages, one browser context per journey: a guest adds a
 * product on its page, opens the cart, checks out (email, German shipping address, shipping
 * method, payment method, terms) and orders. Credit card goes through the sandbox's hosted
 * test page ("paid"; in English first "failed", then "Pay again" on the return page) and the
 * return page to the confirmation, fully paid; prepayment goes
 * straight to the confirmation with the bank details. axe runs on every page.
 */
import type { Page } from "@playwright/test";
import { checkA11y } from "./harness/axe.ts";
import { openPage, visit, waitForHydration } from "./harness/browser.ts";
import { fillGermanAddress } from "./harness/checkout.ts";
import { expect, test } from "./harness/fixtures.ts";

// Generous: the machine running the e2e suite is shared, and a journey crosses six pages.
const JOURNEY_TIMEOUT = 180_000;

type Words = {
  locale: "de" | "en";
  product: string;
  addButton: string;
  dialog: string;
  viewCart: string;
  cartHeading: string;
  goToCheckout: string;
  checkoutTitle: string;
  emailLabel: string;
  saveEmail: string;
  saveAddress: string;
  shippingLegend: string;
  paymentLegend: string;
  card: string;
  prepayment: string;
  terms: RegExp;
  orderButton: string;
  sandboxTitle: string;
  paid: string;
  failed: string;
  submitPayment: string;
  notCompleted: string;
  payAgain: string;
  thanks: string;
  fullyPaid: string;
  unpaid: string;
  bankDetails: string;
};

const GERMAN: Words = {
  locale: "de",
  product: "/couchtisch-halden_1018",
  addButton: "In den Warenkorb",
  dialog: "In den Warenkorb gelegt",
  viewCart: "Warenkorb anzeigen",
  cartHeading: "Warenkorb (1 Artikel)",
  goToCheckout: "Zur Kasse",
  checkoutTitle: "Kasse",
  emailLabel: "E-Mail für Ihre Bestellbestätigung",
  saveEmail: "E-Mail speichern",
  saveAddress: "Adresse speichern",
  shippingLegend: "Versandart wählen",
  paymentLegend: "Zahlungsart wählen",
  card: "Kreditkarte",
  prepayment: "Vorkasse",
  terms: /^Ich habe die AGB/,
  orderButton: "Zahlungspflichtig bestellen",
  sandboxTitle: "Testzahlung",
  paid: "Bezahlt",
  failed: "Fehlgeschlagen",
  submitPayment: "Testzahlung abschließen",
  notCompleted: "Zahlung nicht abgeschlossen",
  payAgain: "Jetzt erneut bezahlen",
  thanks: "Vielen Dank für Ihre Bestellung!",
  fullyPaid: "Vollständig bezahlt",
  unpaid: "Nicht bezahlt",
  bankDetails: "Bankverbindung",
};

const ENGLISH: Words = {
  locale: "en",
  product: "/en/halden-coffee-table_1018",
  addButton: "Add to cart",
  dialog: "Added to your cart",
  viewCart: "View cart",
  cartHeading: "Cart (1 item)",
  goToCheckout: "Go to checkout",
  checkoutTitle: "Checkout",
  emailLabel: "Email for your order confirmation",
  saveEmail: "Save email",
  saveAddress: "Save address",
  shippingLegend: "Choose a shipping method",
  paymentLegend: "Choose a payment method",
  card: "Credit card",
  prepayment: "Prepayment",
  terms: /^I have read and accept/,
  orderButton: "Order and pay",
  sandboxTitle: "Test payment",
  paid: "Paid",
  failed: "Failed",
  submitPayment: "Complete test payment",
  notCompleted: "Payment not completed",
  payAgain: "Pay again",
  thanks: "Thank you for your order!",
  fullyPaid: "Fully paid",
  unpaid: "Unpaid",
  bankDetails: "Bank details",
};

/** Product page -> quick cart dialog -> cart page -> checkout. */
async function intoCheckout(page: Page, words: Words): Promise<void> {
  await visit(page, words.product);
  await waitForHydration(page);
  await page.getByRole("main").getByRole("button", { name: words.addButton, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: words.dialog });
  await dialog.waitFor();
  await checkA11y(page);
  await dialog.getByRole("link", { name: words.viewCart }).click();
  await page.getByRole("heading", { level: 1, name: words.cartHeading }).waitFor();
  await checkA11y(page);
  await page.getByRole("main").getByRole("link", { name: words.goToCheckout }).first().click();
  await page.getByRole("heading", { level: 1, name: words.checkoutTitle }).waitFor();
  await waitForHydration(page);
  await checkA11y(page);
}

/** Fills the checkout as a guest with a German address and the given payment method. */
async function fillCheckout(page: Page, words: Words, paymentMethod: string): Promise<void> {
  await page.getByRole("textbox", { name: words.emailLabel }).fill("kaeufer@example.com");
  await page.getByRole("button", { name: words.saveEmail }).click();
  await fillGermanAddress(page, words.locale);
  await page.getByRole("button", { name: words.saveAddress }).click();
  await page.getByRole("radio", { name: /Hauptstraße 5a/ }).waitFor();
  await page.getByRole("group", { name: words.shippingLegend }).getByRole("radio").first().check();
  const method = page.getByRole("group", { name: words.paymentLegend }).getByRole("radio", { name: paymentMethod });
  await method.check();
  await page.getByRole("checkbox", { name: words.terms }).check();
  const orderButton = page.getByRole("button", { name: words.orderButton });
  await expect.poll(() => orderButton.isEnabled()).toBe(true);
  await checkA11y(page);
}

/** The confirmation page: thanks, the order number and the payment status. */
async function expectConfirmation(page: Page, words: Words, paymentStatus: string): Promise<void> {
  await page.waitForURL((url) => /\/confirmation\/\d+\//.test(url.pathname), { timeout: 20_000 });
  expect(new URL(page.url()).pathname.startsWith(words.locale === "en" ? "/en/confirmation/" : "/confirmation/")).toBe(
    true,
  );
  await page.getByRole("heading", { level: 1, name: words.thanks }).waitFor();
  const text = await page.locator("main").innerText();
  expect(text).toMatch(/O-\d{4}-\d{6}/);
  expect(text).toContain(paymentStatus);
  await checkA11y(page);
}

/** On the sandbox's hosted test page: picks the outcome and completes the test payment. */
async function completeTestPayment(page: Page, words: Words, outcome: string): Promise<void> {
  await page.waitForURL((url) => url.pathname.includes("/sandbox-payment/tr_"), { timeout: 20_000 });
  await page.getByRole("heading", { level: 1, name: words.sandboxTitle }).waitFor();
  await checkA11y(page);
  await page.getByRole("radio", { name: outcome }).check();
  await page.getByRole("button", { name: words.submitPayment }).click();
}

async function payByCard(words: Words, failFirst: boolean): Promise<void> {
  const page = await openPage(words.locale === "en" ? { locale: "en-GB" } : {});
  await intoCheckout(page, words);
  await fillCheckout(page, words, words.card);
  // A double click places one order and opens one payment: the button is busy after the first.
  await page.getByRole("button", { name: words.orderButton }).dblclick();
  if (failFirst) {
    await completeTestPayment(page, words, words.failed);
    await page.getByRole("heading", { level: 1, name: words.notCompleted }).waitFor();
    await checkA11y(page);
    await page.getByRole("button", { name: words.payAgain }).click();
  }
  await completeTestPayment(page, words, words.paid);
  await expectConfirmation(page, words, words.fullyPaid);
}

async function payInAdvance(words: Words): Promise<void> {
  const page = await openPage(words.locale === "en" ? { locale: "en-GB" } : {});
  await intoCheckout(page, words);
  await fillCheckout(page, words, words.prepayment);
  await page.getByRole("button", { name: words.orderButton }).click();
  await expectConfirmation(page, words, words.unpaid);
  await page.getByRole("heading", { level: 3, name: words.bankDetails }).waitFor();
  expect(await page.locator("main").innerText()).toContain("DE02120300000000202051");
}

test("a guest buys by credit card in German", () => {
  test.setTimeout(JOURNEY_TIMEOUT);
  return payByCard(GERMAN, false);
});
test("a guest buys by credit card in English, paying again after a failed attempt", () => {
  test.setTimeout(JOURNEY_TIMEOUT);
  return payByCard(ENGLISH, true);
});
test("a guest buys with prepayment in German and sees the bank details", () => {
  test.setTimeout(JOURNEY_TIMEOUT);
  return payInAdvance(GERMAN);
});
test("a guest buys with prepayment in English and sees the bank details", () => {
  test.setTimeout(JOURNEY_TIMEOUT);
  return payInAdvance(ENGLISH);
});
