/**
 * The variation a shopper chose stays visible from the quick cart to the confirmation, in
 * both languages: every line names its attribute values and shows the variation's own
 * image (Kissenhülle Lina in terracotta, 50 × 50 cm, not the sage main variation's picture).
 */
import type { Locator, Page } from "@playwright/test";
import { checkA11y } from "./harness/axe.ts";
import { openPage, visit, waitForHydration } from "./harness/browser.ts";
import { fillGermanAddress } from "./harness/checkout.ts";
import { expect, test } from "./harness/fixtures.ts";

const JOURNEY_TIMEOUT = 180_000;
/** The terracotta variation's own picture (the main variation shows the sage one). */
const OWN_IMAGE = "kissenhuelle-lina-leinen-terrakotta-108";

const WORDS = {
  de: {
    locale: "de",
    product: "/kissenhuelle-lina-leinen_1048_10112",
    name: "Kissenhülle Lina Leinen",
    options: "Optionen",
    choices: ["Farbe: Terrakotta", "Größe: 50 × 50 cm"],
    addButton: "In den Warenkorb",
    dialog: "In den Warenkorb gelegt",
    viewCart: "Warenkorb anzeigen",
    goToCheckout: "Zur Kasse",
    checkoutTitle: "Kasse",
    summary: "Bestellübersicht",
    emailLabel: "E-Mail für Ihre Bestellbestätigung",
    saveEmail: "E-Mail speichern",
    saveAddress: "Adresse speichern",
    shippingLegend: "Versandart wählen",
    paymentLegend: "Zahlungsart wählen",
    prepayment: "Vorkasse",
    terms: /^Ich habe die AGB/,
    orderButton: "Zahlungspflichtig bestellen",
    thanks: "Vielen Dank für Ihre Bestellung!",
    items: "Artikel",
  },
  en: {
    locale: "en",
    product: "/en/lina-linen-cushion-cover_1048_10112",
    name: "Lina linen cushion cover",
    options: "Options",
    choices: ["Colour: Terracotta", "Size: 50 × 50 cm"],
    addButton: "Add to cart",
    dialog: "Added to your cart",
    viewCart: "View cart",
    goToCheckout: "Go to checkout",
    checkoutTitle: "Checkout",
    summary: "Order summary",
    emailLabel: "Email for your order confirmation",
    saveEmail: "Save email",
    saveAddress: "Save address",
    shippingLegend: "Choose a shipping method",
    paymentLegend: "Choose a payment method",
    prepayment: "Prepayment",
    terms: /^I have read and accept/,
    orderButton: "Order and pay",
    thanks: "Thank you for your order!",
    items: "Items",
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

/** The attribute values are listed, and the line's picture is the variation's own. */
async function expectChosenLine(scope: Locator, words: Words): Promise<void> {
  const options = scope.getByRole("list", { name: words.options, exact: true }).first();
  for (const choice of words.choices) await options.getByText(choice, { exact: true }).waitFor();
  const picture = await scope.locator("img").first().getAttribute("src");
  expect(picture).toContain(OWN_IMAGE);
}

async function journey(page: Page, words: Words): Promise<void> {
  await visit(page, words.product);
  await waitForHydration(page);
  await page.getByRole("main").getByRole("button", { name: words.addButton, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: words.dialog });
  await dialog.waitFor();
  await expectChosenLine(dialog, words);
  await dialog.getByRole("link", { name: words.viewCart }).click();
  const line = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 2, name: words.name }) });
  await expectChosenLine(line, words);
  await checkA11y(page);

  await page.getByRole("main").getByRole("link", { name: words.goToCheckout }).first().click();
  await page.getByRole("heading", { level: 1, name: words.checkoutTitle }).waitFor();
  await waitForHydration(page);
  await expectChosenLine(page.getByRole("region", { name: words.summary, exact: true }).last(), words);
  await page.getByRole("textbox", { name: words.emailLabel }).fill("kaeufer@example.com");
  await page.getByRole("button", { name: words.saveEmail }).click();
  await fillGermanAddress(page, words.locale);
  await page.getByRole("button", { name: words.saveAddress }).click();
  await page.getByRole("radio", { name: /Hauptstraße 5a/ }).waitFor();
  await page.getByRole("group", { name: words.shippingLegend }).getByRole("radio").first().check();
  await page.getByRole("group", { name: words.paymentLegend }).getByRole("radio", { name: words.prepayment }).check();
  await page.getByRole("checkbox", { name: words.terms }).check();
  const orderButton = page.getByRole("button", { name: words.orderButton });
  await expect.poll(() => orderButton.isEnabled()).toBe(true);
  await orderButton.click();

  await page.getByRole("heading", { level: 1, name: words.thanks }).waitFor({ timeout: 20_000 });
  await expectChosenLine(page.getByRole("region", { name: words.items, exact: true }), words);
  await checkA11y(page);
}

for (const [locale, words] of Object.entries(WORDS)) {
  test(`the chosen colour and size stay on the line from quick cart to confirmation (${locale})`, async () => {
    test.setTimeout(JOURNEY_TIMEOUT);
    return journey(await openPage(locale === "en" ? { locale: "en-GB" } : {}), words);
  });
}
