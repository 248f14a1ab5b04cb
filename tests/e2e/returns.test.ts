/**
 * Returns (docs/after-sales.md "Returns") on a prepared shop: a customer's order of 9101 (Tisch
 * Probe, twice) and 9102 (Outlet Probe, once), paid by card through the sandbox and shipped with
 * DHL.
 * - The customer returns the two Tisch Probe in English from the order's page: the return note
 *   appears among the order's documents, the confirmation mail links to the order.
 * - The operator, in German, finds it in the returns queue, records the arrival (back into
 *   stock) and refunds it through the sandbox; the customer then sees it refunded, with the
 *   credit note on the order.
 */
import type { PlacedOrderAnswer } from "#server/operations/order.ts";
import { submitEnglishLogin } from "./harness/accounts.ts";
import { checkA11y } from "./harness/axe.ts";
import { landOn, openPage, visit, waitForHydration } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";
import { linkInMail } from "./harness/mail.ts";
import { demoOperator } from "./harness/operator.ts";
import { ORDER_CUSTOMER, startShopWithOrder } from "./harness/order-shop.ts";
import type { ShopServer } from "./harness/shop-server.ts";

let shop: ShopServer | undefined;
let order: PlacedOrderAnswer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  ({ shop, order } = await startShopWithOrder("customerPaid"));
});

test.afterAll(async () => {
  await shop?.stop();
});

const url = (path: string) => `${shop?.url ?? ""}${path}`;

test("a customer returns two of three items; the operator receives and refunds them; the credit note is on the order", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await visit(page, url("/en/login"));
  await submitEnglishLogin(page, ORDER_CUSTOMER.email, ORDER_CUSTOMER.password);
  await landOn(page, "/en/my-account");

  // The customer, in English, from the order's page.
  await visit(page, url(`/en/my-account/my-orders/${order.orderId}`));
  await page.getByRole("link", { name: "Return items" }).click();
  await page.getByRole("heading", { level: 1, name: `Return items of order ${order.orderNumber}` }).waitFor();
  await waitForHydration(page);
  await checkA11y(page);
  // Nothing sticks out sideways on a 320 px phone.
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 800 });
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBeLessThanOrEqual(0);
  if (viewport) await page.setViewportSize(viewport);
  const form = page.getByRole("form", { name: `Return items of order ${order.orderNumber}` });
  await form.getByRole("button", { name: "Register return" }).click();
  await form.getByText("Please select the quantity of at least one item.").waitFor();
  await form.getByRole("combobox", { name: "Quantity to return of Tisch Probe" }).selectOption("2");
  await form.getByRole("combobox", { name: "Reason" }).selectOption({ label: "Does not fit" });
  await form.getByRole("textbox", { name: "Comment (optional)" }).fill("A little too low for us.");
  await form.getByRole("button", { name: "Register return" }).click();
  const returnNumber = `${order.orderNumber}-R1`;
  await page
    .getByRole("status")
    .filter({ hasText: `Your return ${returnNumber} is registered` })
    .waitFor();
  await checkA11y(page);
  // The return's mail, not an older one still being sent (the order's confirmation, say).
  const mailed = await linkInMail(
    ORDER_CUSTOMER.email,
    /http:\/\/[^\s"<>]+\/confirmation\/\d+\/[^\s"<>]+/,
    shop!.dataDir,
    returnNumber,
  );
  expect(mailed).toContain(`/confirmation/${order.orderId}/`);

  await page.getByRole("link", { name: "To the order" }).click();
  const returns = page.getByRole("region", { name: "Returns" });
  await expect(returns).toContainText(`Return ${returnNumber} · Registered`);
  await expect(returns).toContainText("2 × Tisch Probe");
  // One Outlet Probe is left to return.
  await expect(returns.getByRole("link", { name: "Return items" })).toBeVisible();
  const documents = page.getByRole("region", { name: "Documents" });
  await expect(async () => {
    await page.reload();
    await expect(documents.getByRole("link", { name: new RegExp(`Return note ${returnNumber}`) })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 30_000 });
  await visit(page, url("/en/my-account/returns"));
  await expect(page.getByRole("main")).toContainText(returnNumber);

  // The operator, in German: the queue, the arrival, the refund.
  const operator = await openPage();
  const { email, password } = demoOperator(shop!.dataDir);
  await visit(operator, url(`/editor/login?redirect=${encodeURIComponent("/admin/returns")}`));
  await operator.getByRole("textbox", { name: "E-Mail", exact: true }).fill(email);
  await operator.getByRole("textbox", { name: "Passwort", exact: true }).fill(password);
  await operator.getByRole("button", { name: "Im Editor anmelden" }).click();
  await landOn(operator, "/admin/returns");
  await operator.getByRole("link", { name: "Angemeldet (1)" }).click();
  await operator.getByRole("table").getByRole("link", { name: returnNumber }).click();
  await operator.getByRole("heading", { level: 1, name: `Rücksendung ${returnNumber}` }).waitFor();
  await waitForHydration(operator);
  await checkA11y(operator);
  const receive = operator.getByRole("form", { name: "Eingang buchen" });
  await expect(receive.getByRole("spinbutton", { name: "Eingegangen von Tisch Probe" })).toHaveValue("2");
  await expect(receive.getByRole("checkbox", { name: "Tisch Probe zurück in den Bestand" })).toBeChecked();
  await receive.getByRole("button", { name: "Eingang buchen" }).click();
  await operator.getByText("Der Eingang ist gebucht; der Kunde wurde per E-Mail informiert.").first().waitFor();

  const refund = operator.getByRole("form", { name: "Erstattung" });
  const amount = refund.getByRole("textbox", { name: "Zu erstattender Betrag (EUR)" });
  await expect(amount).toHaveValue("23,80");
  await amount.fill("30");
  await refund.getByRole("button", { name: "Erstatten" }).click();
  await refund.getByText(/So viel kann diese Rücksendung nicht erstatten \(höchstens 23,80\s€\)\./).waitFor();
  await amount.fill("23,80");
  await refund.getByRole("button", { name: "Erstatten" }).click();
  await operator
    .getByText(/Die Rücksendung ist erstattet/)
    .first()
    .waitFor();
  await expect(operator.getByRole("main")).toContainText(/Erstattet \(23,80\s€\)/);
  await checkA11y(operator);
  await operator.getByRole("link", { name: order.orderNumber }).click();
  await expect(operator.getByRole("region", { name: "Verlauf" })).toContainText(
    `Rücksendung ${returnNumber} erstattet: 23,80`,
  );

  // The customer sees the refund and the credit note.
  await visit(page, url(`/en/my-account/my-orders/${order.orderId}`));
  await expect(page.getByRole("region", { name: "Returns" })).toContainText(`Return ${returnNumber} · Refunded`);
  await expect(async () => {
    await page.reload();
    await expect(documents.getByRole("link", { name: /Credit note/ })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const credit = await documents.getByRole("link", { name: /Credit note/ }).getAttribute("href");
  const pdf = await page.request.get(url(credit!));
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
});
