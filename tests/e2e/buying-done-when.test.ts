/**
 * The buying issue's "Done when" journeys (issue 4), end to end:
 * - German guest: two demo products into the cart, the coupon WILLKOMMEN10 (10 % for new
 *   customers), checkout with the sandbox credit card paid, the confirmation with both
 *   products, the coupon's discount and "Vollständig bezahlt", then the confirmation mail to
 *   the guest in the dev outbox viewer (/dev/outbox; the e2e shop turns it on).
 * - English customer: registers, saves an address to the address book in the checkout (it
 *   is chosen, and listed again after a reload), chooses a DHL preferred day (the summary's
 *   shipping rises by the charge), orders with prepayment and sees the preferred day and the
 *   bank details on the confirmation.
 * axe runs on every visited page.
 */
import type { Page } from "@playwright/test";
import { registerCustomer, uniqueEmail } from "./harness/accounts.ts";
import { checkA11y } from "./harness/axe.ts";
import { landOn, openPage, visit, waitForHydration } from "./harness/browser.ts";
import { fillGermanAddress } from "./harness/checkout.ts";
import { expect, test } from "./harness/fixtures.ts";

const JOURNEY_TIMEOUT = 180_000;
/** The preferred day's additional charge in cents (the demo setting, docs/preferred-delivery.md). */
const CHARGE_CENTS = 120;

/** The amount of a totals row (`<dt>label</dt><dd>amount</dd>`) in cents, or null without the row. */
async function rowCents(page: Page, label: string): Promise<number | null> {
  const row = page.locator("dl > div").filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) });
  if ((await row.count()) === 0) return null;
  return Number(((await row.first().locator("dd").textContent()) ?? "").replace(/\D/g, ""));
}

/** On the product page: "add to cart", then the quick cart dialog; answers the dialog. */
async function addOnProductPage(page: Page, path: string, addButton: string, dialogName: string) {
  await visit(page, path);
  await waitForHydration(page);
  await page.getByRole("main").getByRole("button", { name: addButton, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: dialogName });
  await dialog.waitFor();
  await checkA11y(page);
  return dialog;
}

/** Waits (bounded) until the dev outbox lists a mail to `email` whose subject names the order. */
async function waitForMail(page: Page, email: string, orderNumber: string): Promise<void> {
  const row = page.getByRole("row").filter({ hasText: email }).filter({ hasText: orderNumber });
  // The mail worker sends every 5 s; the subject is listed once the mail is sent.
  await expect
    .poll(
      async () => {
        await page.goto("/dev/outbox");
        return row.count();
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBe(1);
  await checkA11y(page);
  await row.getByRole("link").click();
  await page.getByRole("heading", { level: 1, name: /^Mail #\d+$/ }).waitFor();
  await checkA11y(page);
  const text = await page.getByRole("main").innerText();
  expect(text).toContain(email);
  expect(text).toContain(`Ihre Bestellung ${orderNumber} bei Nordlicht Home & Tech`);
  expect(text).toMatch(/sent, 1 attempt/);
}

test("German guest: two products, WILLKOMMEN10, sandbox card paid, confirmation and the mail in the outbox", async ({
  page,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  const email = uniqueEmail();

  // Two different demo products, each from its product page.
  let dialog = await addOnProductPage(page, "/couchtisch-halden_1018", "In den Warenkorb", "In den Warenkorb gelegt");
  await dialog.getByRole("button", { name: "Weiter einkaufen" }).click();
  await dialog.waitFor({ state: "detached" });
  dialog = await addOnProductPage(page, "/esstisch-eske_1012", "In den Warenkorb", "In den Warenkorb gelegt");
  await dialog.getByRole("link", { name: "Warenkorb anzeigen" }).click();
  await page.getByRole("heading", { level: 1, name: "Warenkorb (2 Artikel)" }).waitFor();
  await waitForHydration(page);

  // The coupon: 10 % for a new customer, shown as a discount row.
  const before = await rowCents(page, "Gesamtsumme");
  await page.getByRole("textbox", { name: "Gutscheincode" }).fill("WILLKOMMEN10");
  await page.getByRole("button", { name: "Einlösen", exact: true }).click();
  await page.getByText("Gutschein WILLKOMMEN10 eingelöst").waitFor();
  await expect.poll(() => rowCents(page, "Gutscheinrabatt")).toBeGreaterThan(0);
  const discount = (await rowCents(page, "Gutscheinrabatt")) ?? 0;
  expect(await rowCents(page, "Gesamtsumme")).toBe((before ?? 0) - discount);
  await checkA11y(page);

  // Checkout as a guest: email, address, shipping method, credit card (the sandbox), terms.
  await page.getByRole("main").getByRole("link", { name: "Zur Kasse" }).first().click();
  await page.getByRole("heading", { level: 1, name: "Kasse" }).waitFor();
  await waitForHydration(page);
  await checkA11y(page);
  await page.getByRole("textbox", { name: "E-Mail für Ihre Bestellbestätigung" }).fill(email);
  await page.getByRole("button", { name: "E-Mail speichern" }).click();
  await fillGermanAddress(page, "de");
  await page.getByRole("button", { name: "Adresse speichern" }).click();
  await page.getByRole("radio", { name: /Hauptstraße 5a/ }).waitFor();
  await page.getByRole("group", { name: "Versandart wählen" }).getByRole("radio").first().check();
  await page.getByRole("group", { name: "Zahlungsart wählen" }).getByRole("radio", { name: "Kreditkarte" }).check();
  await page.getByRole("checkbox", { name: /^Ich habe die AGB/ }).check();
  // The coupon is still applied in the checkout's summary.
  expect(await rowCents(page, "Gutschein WILLKOMMEN10")).toBe(discount);
  const orderButton = page.getByRole("button", { name: "Zahlungspflichtig bestellen" });
  await expect.poll(() => orderButton.isEnabled()).toBe(true);
  await checkA11y(page);
  await orderButton.click();

  // The sandbox's hosted test page: paid.
  await page.waitForURL((url) => url.pathname.includes("/sandbox-payment/tr_"), { timeout: 20_000 });
  await page.getByRole("heading", { level: 1, name: "Testzahlung" }).waitFor();
  await checkA11y(page);
  await page.getByRole("radio", { name: "Bezahlt" }).check();
  await page.getByRole("button", { name: "Testzahlung abschließen" }).click();

  // The confirmation: both products, the coupon's discount, fully paid.
  await page.waitForURL((url) => /^\/confirmation\/\d+\//.test(url.pathname), { timeout: 20_000 });
  await page.getByRole("heading", { level: 1, name: "Vielen Dank für Ihre Bestellung!" }).waitFor();
  await checkA11y(page);
  const items = page.getByRole("table");
  await items
    .getByRole("rowheader", { name: /Couchtisch Halden/ })
    .first()
    .waitFor();
  await items
    .getByRole("rowheader", { name: /Esstisch Eske/ })
    .first()
    .waitFor();
  expect(await rowCents(page, "Gutschein WILLKOMMEN10")).toBe(discount);
  const text = await page.getByRole("main").innerText();
  expect(text).toContain("Vollständig bezahlt");
  const orderNumber = /O-\d{4}-\d{6}/.exec(text)?.[0];
  expect(orderNumber).toBeDefined();

  // The confirmation mail to the guest, sent by the mail worker.
  await waitForMail(page, email, orderNumber ?? "");
});

test("English customer: a saved address, a DHL preferred day with its charge, prepayment with bank details", async () => {
  test.setTimeout(JOURNEY_TIMEOUT);
  const page = await openPage({ locale: "en-GB" });
  await registerCustomer(page);

  const dialog = await addOnProductPage(page, "/en/halden-coffee-table_1018", "Add to cart", "Added to your cart");
  await dialog.getByRole("link", { name: "View cart" }).click();
  await page.getByRole("heading", { level: 1, name: "Cart (1 item)" }).waitFor();
  await page.getByRole("main").getByRole("link", { name: "Go to checkout" }).first().click();
  await page.getByRole("heading", { level: 1, name: "Checkout" }).waitFor();
  await waitForHydration(page);
  await checkA11y(page);

  // An address saved to the address book is chosen, and listed as saved after a reload.
  await fillGermanAddress(page, "en");
  await page.getByRole("button", { name: "Save address" }).click();
  const saved = page.getByRole("radio", { name: /Hauptstraße 5a/ });
  await saved.waitFor();
  expect(await saved.isChecked()).toBe(true);
  await visit(page, "/en/checkout");
  await waitForHydration(page);
  expect(await saved.isChecked()).toBe(true);

  // Shipping method, then the DHL preferred day: the summary's shipping rises by the charge.
  await page.getByRole("group", { name: "Choose a shipping method" }).getByRole("radio").first().check();
  await page.getByRole("checkbox", { name: "Delivery on a preferred day" }).waitFor();
  const shippingBefore = (await rowCents(page, "Shipping")) ?? 0;
  await page.getByRole("checkbox", { name: "Delivery on a preferred day" }).check();
  const day = page.getByRole("group", { name: "Preferred day" }).getByRole("radio").first();
  // The day's name as the accessibility tree gives it (`- radio "Tuesday 24 November"`).
  const dayLabel = /"(.+)"/.exec(await day.ariaSnapshot())?.[1] ?? "";
  expect(dayLabel).not.toBe("");
  await day.check();
  await page.getByRole("button", { name: "Save delivery wishes" }).click();
  await page.getByText("Your delivery wishes have been saved.").first().waitFor();
  await expect.poll(() => rowCents(page, "Shipping")).toBe(shippingBefore + CHARGE_CENTS);
  await checkA11y(page);

  // Prepayment and the terms; 'Order and pay' goes straight to the confirmation.
  await page.getByRole("group", { name: "Choose a payment method" }).getByRole("radio", { name: "Prepayment" }).check();
  await page.getByRole("checkbox", { name: /^I have read and accept/ }).check();
  const orderButton = page.getByRole("button", { name: "Order and pay" });
  await expect.poll(() => orderButton.isEnabled()).toBe(true);
  await checkA11y(page);
  await orderButton.click();

  await page.waitForURL((url) => /^\/en\/confirmation\/\d+\//.test(url.pathname), { timeout: 20_000 });
  await page.getByRole("heading", { level: 1, name: "Thank you for your order!" }).waitFor();
  await page.getByRole("heading", { level: 3, name: "Bank details" }).waitFor();
  await checkA11y(page);
  const text = await page.getByRole("main").innerText();
  expect(text).toContain("Unpaid");
  expect(text).toContain("DE02120300000000202051");
  expect(text).toContain(`Preferred day: ${dayLabel}`);

  // The order in the account (docs/account.md): the overview, the list, the detail.
  const orderId = /^\/en\/confirmation\/(\d+)\//.exec(new URL(page.url()).pathname)?.[1] ?? "";
  const orderNumber = (await page.getByRole("main").locator("dl dd").first().innerText()).trim();
  await visit(page, "/en/my-account");
  await page.getByRole("table", { name: "Your latest orders" }).getByRole("rowheader", { name: orderNumber }).waitFor();
  const accountNav = page.getByRole("navigation", { name: "Account" });
  await accountNav.getByRole("link", { name: "My orders" }).click();
  await landOn(page, "/en/my-account/my-orders");
  await expect(accountNav.getByRole("link", { name: "My orders" })).toHaveAttribute("aria-current", "page");
  const row = page.getByRole("table", { name: "My orders" }).getByRole("row").filter({ hasText: orderNumber });
  await expect(row).toContainText("Unpaid");
  await row.getByRole("link", { name: `Details of order ${orderNumber}` }).click();
  await landOn(page, `/en/my-account/my-orders/${orderId}`);
  await page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` }).waitFor();
  const detail = await page.getByRole("main").innerText();
  expect(detail).toContain("Halden");
  expect(detail).toContain("Hauptstraße 5a");
  expect(detail).toContain("DE02120300000000202051");
  // Someone else's order id is an unknown page.
  expect((await visit(page, `/en/my-account/my-orders/${Number(orderId) + 100_000}`))?.status()).toBe(404);
});
