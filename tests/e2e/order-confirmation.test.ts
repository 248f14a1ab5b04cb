/**
 * The order confirmation in both languages, for a visitor who holds the link but is not the
 * buyer: only the status until the soft login (last name or postcode), then the whole order;
 * a failed soft login says so; a wrong key is a 404; the failed-payment variant; and the
 * soft login without JavaScript.
 */
import type { Page } from "@playwright/test";
import type { PlacedOrderAnswer } from "#server/operations/order.ts";
import { landOn, openPage, visit } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";
import { startShopWithOrder } from "./harness/order-shop.ts";
import type { ShopServer } from "./harness/shop-server.ts";

let shop: ShopServer | undefined;
let order: PlacedOrderAnswer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  ({ shop, order } = await startShopWithOrder());
});

test.afterAll(async () => {
  await shop?.stop();
});

const WORDS = {
  de: {
    prefix: "",
    browser: "de-DE",
    heading: "Vielen Dank für Ihre Bestellung!",
    softLogin: "Bitte bestätigen Sie, dass dies Ihre Bestellung ist",
    name: "Nachname oder Firmenname",
    zip: "Postleitzahl",
    submit: "Bestellung anzeigen",
    failed: "Die Angaben passen nicht zu dieser Bestellung. Bitte prüfen Sie Ihre Eingabe.",
    items: "Artikel",
    item: "Tisch Probe",
    billing: "Rechnungsadresse",
    payment: "Vorkasse",
    bank: "Bankverbindung",
    paymentFailed: "Die Zahlung wurde nicht abgeschlossen",
    documents: "Dokumente",
    documentsPending: "Ihre Dokumente werden gerade erstellt. Laden Sie die Seite in einem Moment neu.",
    confirmationPdf: "Auftragsbestätigung",
  },
  en: {
    prefix: "/en",
    browser: "en-GB",
    heading: "Thank you for your order!",
    softLogin: "Please confirm that this is your order",
    name: "Last name or company name",
    zip: "Postcode",
    submit: "Show order",
    failed: "The details do not match this order. Please check your entry.",
    items: "Items",
    // Orders keep the item names of the language they were placed in (German here).
    item: "Tisch Probe",
    billing: "Billing address",
    payment: "Prepayment",
    bank: "Bank details",
    paymentFailed: "The payment was not completed",
    documents: "Documents",
    documentsPending: "Your documents are being prepared. Reload the page in a moment.",
    confirmationPdf: "Order confirmation",
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

const pathOf = (words: Words) => `${words.prefix}/confirmation/${order.orderId}/${order.accessKey}`;

async function expectLimited(page: Page, words: Words) {
  await page.getByRole("heading", { level: 1, name: words.heading }).waitFor();
  await page.getByRole("heading", { level: 2, name: words.softLogin }).waitFor();
  expect(await page.getByText(order.orderNumber).count()).toBeGreaterThan(0);
  const text = await page.locator("main").innerText();
  for (const secret of ["Mustermann", "10115", "erika@example.com", words.item]) expect(text).not.toContain(secret);
}

async function expectFull(page: Page, words: Words) {
  await page.getByRole("heading", { level: 2, name: words.items }).waitFor();
  await page.getByRole("rowheader", { name: words.item }).waitFor();
  await page.getByRole("heading", { level: 2, name: words.billing }).waitFor();
  const text = await page.locator("main").innerText();
  for (const shown of ["Mustermann", "10115", words.payment, "DE02120300000000202051", order.orderNumber]) {
    expect(text).toContain(shown);
  }
  await page.getByRole("heading", { level: 3, name: words.bank }).waitFor();
  // The order confirmation PDF, downloadable now that this browser sees the full order.
  await page.getByRole("heading", { level: 2, name: words.documents }).waitFor();
  const link = page.getByRole("link", { name: `${words.confirmationPdf} ${order.orderNumber} (PDF)` });
  // The shop's document worker renders the PDFs moments after the order; until then the page
  // says they are being prepared. Reload until the link is there.
  for (let attempt = 0; (await link.count()) === 0; attempt += 1) {
    if (attempt === 20) throw new Error("the order confirmation PDF was never listed");
    await page.getByRole("status").filter({ hasText: words.documentsPending }).waitFor();
    await page.waitForTimeout(500);
    await page.reload();
    await page.getByRole("heading", { level: 2, name: words.documents }).waitFor();
  }
  const pdf = await page.request.get((await link.getAttribute("href")) ?? "");
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
}

test("German: a wrong last name fails, the right one opens the order", async () => {
  const words = WORDS.de;
  const page = await openPage({ baseURL: shop?.url, locale: words.browser });
  await visit(page, pathOf(words));
  await expectLimited(page, words);
  await page.getByRole("textbox", { name: words.name }).fill("Musterfrau");
  await page.getByRole("button", { name: words.submit }).click();
  await page.getByRole("alert").filter({ hasText: words.failed }).first().waitFor();
  await page.getByRole("textbox", { name: words.name }).fill("mustermann");
  await page.getByRole("button", { name: words.submit }).click();
  await landOn(page, pathOf(words));
  await expectFull(page, words);
});

test("English: the postcode opens the order; a wrong key is not found; the failed payment says so", async () => {
  const words = WORDS.en;
  const page = await openPage({ baseURL: shop?.url, locale: words.browser });
  await visit(page, pathOf(words));
  await expectLimited(page, words);
  await page.getByRole("textbox", { name: words.zip }).fill("10115");
  await page.getByRole("button", { name: words.submit }).click();
  await landOn(page, pathOf(words));
  await expectFull(page, words);

  await visit(page, `${pathOf(words)}?payment=failed`);
  await page.getByRole("heading", { level: 1, name: words.paymentFailed }).waitFor();

  const wrongKey = `${order.accessKey.slice(0, -2)}${order.accessKey.endsWith("AA") ? "BB" : "AA"}`;
  const missing = await visit(page, `/en/confirmation/${order.orderId}/${wrongKey}`);
  expect(missing?.status()).toBe(404);
});

test("without JavaScript the soft login works as a plain form", async () => {
  const words = WORDS.de;
  const page = await openPage({ baseURL: shop?.url, locale: words.browser, javaScriptEnabled: false });
  await visit(page, pathOf(words));
  await expectLimited(page, words);
  await page.getByRole("textbox", { name: words.zip }).fill("10115");
  await page.getByRole("button", { name: words.submit }).click();
  await landOn(page, pathOf(words));
  await expectFull(page, words);
});
