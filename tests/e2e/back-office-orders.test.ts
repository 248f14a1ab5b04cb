/**
 * The back office's orders (docs/back-office.md) on a prepared shop with one guest order: the
 * demo owner logs in on the way to /admin, finds the order by its number, confirms it and
 * ships it with a DHL tracking number (German); the list filtered by 'Shipped' in English has
 * it, with its parcel and the activity; the customer's confirmation page shows it shipped and
 * the shipping mail carries the tracking link. Without JavaScript the same forms work.
 */
import type { Page } from "@playwright/test";
import type { PlacedOrderAnswer } from "#server/operations/order.ts";
import { checkA11y } from "./harness/axe.ts";
import { landOn, openPage, visit, waitForHydration } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";
import { linkInMail } from "./harness/mail.ts";
import { demoOperator } from "./harness/operator.ts";
import { startShopWithOrder } from "./harness/order-shop.ts";
import type { ShopServer } from "./harness/shop-server.ts";

let shop: ShopServer | undefined;
let order: PlacedOrderAnswer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  ({ shop, order } = await startShopWithOrder("guest"));
});

test.afterAll(async () => {
  await shop?.stop();
});

const url = (path: string) => `${shop?.url ?? ""}${path}`;

/** At 320 px the page never scrolls sideways (the tables scroll inside their own box). */
async function expectNoSidewaysScroll(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  if (size) await page.setViewportSize(size);
}
const TRACKING = "00340434161094042557";

test("an operator finds, confirms and ships an order; the customer sees the parcel and gets the mail", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { email, password } = demoOperator(shop!.dataDir);
  // /admin opens the orders; without an operator session, the login comes first.
  await visit(page, url("/admin"));
  await landOn(page, `/editor/login?redirect=${encodeURIComponent("/admin/orders")}`);
  await page.getByRole("textbox", { name: "E-Mail", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Passwort", exact: true }).fill(password);
  await page.getByRole("button", { name: "Beim Editor anmelden" }).click();
  await landOn(page, "/admin/orders");
  await page.getByRole("heading", { level: 1, name: "Bestellungen" }).waitFor();
  // The back office has its own frame: no editor toolbar, no shop header.
  expect(await page.getByRole("toolbar").count()).toBe(0);
  await page.getByRole("navigation", { name: "Backoffice" }).getByRole("link", { name: "Bestellungen" }).waitFor();
  await waitForHydration(page);

  await page.getByRole("searchbox", { name: "Suche" }).fill(order.orderNumber);
  await page.getByRole("button", { name: "Suchen" }).click();
  await landOn(page, `/admin/orders?query=${encodeURIComponent(order.orderNumber)}`);
  await page.getByRole("heading", { name: "1 Bestellung gefunden" }).waitFor();
  const table = page.getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(4); // header, the order, two sums
  await table.getByRole("link", { name: order.orderNumber, exact: true }).click();
  await landOn(page, `/admin/orders/${order.orderId}`);
  await page.getByRole("heading", { level: 1, name: `Bestellung ${order.orderNumber}` }).waitFor();
  // Its history so far: placed by the customer.
  await expect(page.getByRole("region", { name: "Verlauf" })).toContainText("Bestellung aufgegeben (Vorkasse)");

  await page.getByRole("button", { name: "Bestellung annehmen" }).click();
  await page.getByText("Die Bestellung ist in Bearbeitung.").first().waitFor();
  await expect(page.getByRole("button", { name: "Bestellung annehmen" })).toHaveCount(0);

  const ship = page.getByRole("form", { name: "Sendung versenden" });
  await expect(ship.getByRole("combobox", { name: "Versanddienstleister" })).toHaveValue(/\d+/);
  await ship.getByRole("textbox", { name: "Sendungsnummer" }).fill("12");
  await ship.getByRole("button", { name: "Als versendet markieren" }).click();
  await ship
    .getByText("Geben Sie eine Sendungsnummer aus 4 bis 40 Buchstaben, Ziffern oder Bindestrichen ein.")
    .waitFor();
  await checkA11y(page);
  await ship.getByRole("textbox", { name: "Sendungsnummer" }).fill(TRACKING);
  await ship.getByRole("button", { name: "Als versendet markieren" }).click();
  await page.getByText("Die Sendung ist erfasst; der Kunde hat eine E-Mail erhalten.").first().waitFor();
  const parcels = page.getByRole("region", { name: "Sendungen" });
  await expect(parcels).toContainText(TRACKING);
  await expect(page.getByRole("region", { name: "Verlauf" }).getByRole("listitem")).toHaveText([
    /Bestellung aufgegeben \(Vorkasse\)\s*Kunde/,
    /Bestellung angenommen\s*Demo owner/,
    new RegExp(`Versendet mit DHL.*Sendungsnummer ${TRACKING}\\s*Demo owner`),
  ]);
  await checkA11y(page);
  await expectNoSidewaysScroll(page);
  // The form is empty again for a further parcel.
  await expect(ship.getByRole("textbox", { name: "Sendungsnummer" })).toHaveValue("");

  // English: the list filtered by status.
  await visit(page, url("/en/admin/orders?status=shipped"));
  await page.getByRole("heading", { level: 1, name: "Orders" }).waitFor();
  await expect(page.getByRole("combobox", { name: "Status", exact: true })).toHaveValue("shipped");
  await expectNoSidewaysScroll(page);
  await page.getByRole("table").getByRole("link", { name: order.orderNumber, exact: true }).click();
  await landOn(page, `/en/admin/orders/${order.orderId}`);
  await expect(page.getByRole("region", { name: "Activity" })).toContainText(`tracking number ${TRACKING}`);

  // The customer: the order shows shipped with its parcel; the mail links to DHL's tracking page.
  const customer = await openPage();
  await visit(customer, url(`/en/confirmation/${order.orderId}/${encodeURIComponent(order.accessKey)}`));
  await expect(customer.getByRole("main")).toContainText("Shipped");
  const tracking = await linkInMail("erika@example.com", /https:\/\/[^\s"<>]*dhl[^\s"<>]*/i, shop!.dataDir);
  expect(tracking).toContain(TRACKING);
});

test("without JavaScript an operator logs in, sorts the list by a link and is told which filter is wrong", async () => {
  test.setTimeout(120_000);
  const { email, password } = demoOperator(shop!.dataDir);
  const scriptless = await openPage({ javaScriptEnabled: false });
  await visit(scriptless, url(`/en/editor/login?redirect=${encodeURIComponent("/en/admin/orders")}`));
  await scriptless.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await scriptless.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await scriptless.getByRole("button", { name: "Log in to the editor" }).click();
  await landOn(scriptless, "/en/admin/orders");
  await scriptless.getByRole("link", { name: /^Total/ }).click();
  await landOn(scriptless, "/en/admin/orders?sort=totalGross&direction=desc");
  await expect(scriptless.getByRole("columnheader", { name: /^Total/ })).toHaveAttribute("aria-sort", "descending");
  await visit(scriptless, url("/en/admin/orders?from=2026-13-01&status=lost"));
  await expect(scriptless.getByRole("heading", { name: "1 order found" })).toBeVisible();
  await expect(scriptless.getByText("Enter a date.")).toBeVisible();
  await expect(scriptless.getByText("This value is not valid.")).toBeVisible();
});

test("a guest withdraws through the footer's function and gets the acknowledgment; the operator sees it", async ({
  page,
}) => {
  test.setTimeout(150_000);
  // German, from a page's footer (the small shop's home page shows demo pictures it does not have).
  await visit(page, url("/shipping"));
  await page.getByRole("contentinfo").getByRole("link", { name: "Vertrag widerrufen" }).click();
  await landOn(page, "/withdrawal");
  await page.getByRole("heading", { level: 1, name: "Vertrag widerrufen" }).waitFor();
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Vertrag widerrufen" });
  await form.getByRole("textbox", { name: "Name" }).fill("Erika Mustermann");
  await form.getByRole("textbox", { name: "E-Mail-Adresse" }).fill("erika@example.com");
  await form.getByRole("button", { name: "Weiter zur Bestätigung" }).click();
  await form.getByText("Dies ist ein Pflichtfeld.").waitFor();
  await form.getByRole("textbox", { name: "Bestellnummer" }).fill(order.orderNumber);
  await form.getByRole("button", { name: "Weiter zur Bestätigung" }).click();
  await page.getByRole("heading", { name: "Bitte prüfen Sie Ihren Widerruf" }).waitFor();
  await checkA11y(page);
  await page.getByRole("button", { name: "Widerruf bestätigen" }).click();
  const received = page.getByRole("status").filter({ hasText: "Ihr Widerruf ist eingegangen" });
  await expect(received).toContainText(
    /Wir haben Ihren Widerruf am \d+\. \w+ \d{4} um \d{2}:\d{2}:\d{2} \S+ erhalten \(Vorgangsnummer W-\d{4}-\d{6}\)/,
  );
  await checkA11y(page);
  const link = await linkInMail("erika@example.com", /http:\/\/[^\s"<>]+\/withdrawal/, shop!.dataDir);
  expect(link).toMatch(/\/withdrawal$/);

  // The operator sees it in the list and on the order, in English.
  const { email, password } = demoOperator(shop!.dataDir);
  await visit(page, url(`/en/editor/login?redirect=${encodeURIComponent("/en/admin/withdrawals")}`));
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in to the editor" }).click();
  await landOn(page, "/en/admin/withdrawals");
  await page.getByRole("heading", { name: "1 withdrawal" }).waitFor();
  await page.getByRole("table").getByRole("link", { name: order.orderNumber }).click();
  await landOn(page, `/en/admin/orders/${order.orderId}`);
  await expect(page.getByText(/^Withdrawal W-\d{4}-\d{6} received on /)).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test("the model withdrawal form is printable with the shop's address and links to the withdrawal function", async ({
  page,
}) => {
  await visit(page, url("/cancellation-form"));
  await page.getByRole("heading", { level: 1, name: "Muster-Widerrufsformular" }).waitFor();
  const form = page.getByRole("region", { name: "Muster-Widerrufsformular" });
  await expect(form).toContainText("Hiermit widerrufe(n) ich/wir (*)");
  await expect(form.locator("address")).toContainText("Hafenstraße 12");
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: "Formular drucken" })).toBeVisible();
  await checkA11y(page);
  await expectNoSidewaysScroll(page);
  await visit(page, url("/en/cancellation-form"));
  await expect(page.getByRole("region", { name: "Model withdrawal form" })).toContainText("(*) Delete as appropriate.");
  await page.getByRole("main").getByRole("link", { name: "Withdraw from contract" }).click();
  await landOn(page, "/en/withdrawal");
});
