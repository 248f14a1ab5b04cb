/**
 * Money back (docs/back-office.md "Refund", "Cancel") on a prepared shop with one guest order
 * paid by card through the sandbox: the operator refunds part of it in English, then cancels the
 * order in German, which refunds the rest; the customer's page shows the order canceled.
 */
import type { PlacedOrderAnswer } from "#server/operations/order.ts";
import { checkA11y } from "./harness/axe.ts";
import { landOn, openPage, visit, waitForHydration } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";
import { demoOperator } from "./harness/operator.ts";
import { startShopWithOrder } from "./harness/order-shop.ts";
import type { ShopServer } from "./harness/shop-server.ts";

let shop: ShopServer | undefined;
let order: PlacedOrderAnswer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  ({ shop, order } = await startShopWithOrder("paid"));
});

test.afterAll(async () => {
  await shop?.stop();
});

const url = (path: string) => `${shop?.url ?? ""}${path}`;

test("an operator refunds part of a paid order, then cancels it and the rest goes back", async ({ page }) => {
  test.setTimeout(150_000);
  const { email, password } = demoOperator(shop!.dataDir);
  const orderPath = `/en/admin/orders/${order.orderId}`;
  await visit(page, url(`/en/editor/login?redirect=${encodeURIComponent(orderPath)}`));
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in to the editor" }).click();
  await landOn(page, orderPath);
  await waitForHydration(page);
  const payments = page.getByRole("region", { name: "Payments" });
  await expect(payments.getByRole("row")).toHaveCount(2);
  await expect(payments.getByRole("row").nth(1)).toContainText("paid");

  const refund = page.getByRole("form", { name: "Refund" });
  const amount = refund.getByRole("textbox", { name: "Amount in EUR" });
  await expect(amount).toHaveValue(/^\d+\.\d{2}$/);
  await amount.fill("100000");
  await refund.getByRole("button", { name: "Refund" }).click();
  await refund.getByText(/That is more than is left to refund of this payment \(at most €\d+\.\d{2}\)\./).waitFor();
  await checkA11y(page);
  await amount.fill("5");
  await refund.getByRole("button", { name: "Refund" }).click();
  await page.getByText("The refund is placed with the payment provider.").first().waitFor();
  await expect(payments.getByRole("row").nth(1)).toContainText("€5.00 (refunded)");
  await expect(page.getByRole("region", { name: "Activity" })).toContainText("Refund of €5.00 (refunded)");

  // German: cancel; the rest of the payment goes back.
  await visit(page, url(`/admin/orders/${order.orderId}`));
  const cancel = page.getByRole("form", { name: "Bestellung stornieren" });
  await cancel.getByRole("button", { name: "Bestellung stornieren" }).click();
  await cancel.getByText("Bestätigen Sie, dass Sie diese Bestellung stornieren möchten.").waitFor();
  await cancel.getByRole("checkbox", { name: "Ja, diese Bestellung stornieren" }).check();
  await cancel.getByRole("button", { name: "Bestellung stornieren" }).click();
  await page.getByText("Die Bestellung ist storniert; der Kunde hat eine E-Mail erhalten.").first().waitFor();
  await expect(page.getByText("Diese Bestellung ist storniert.")).toBeVisible();
  await expect(page.getByRole("form", { name: "Erstatten" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Zahlungen" }).getByRole("row").nth(1)).toContainText(
    /5,00\s€\s*\(erstattet\)\s*[\d.,]+\s€\s*\(erstattet\)/,
  );
  await checkA11y(page);

  const customer = await openPage();
  await visit(customer, url(`/en/confirmation/${order.orderId}/${encodeURIComponent(order.accessKey)}`));
  await expect(customer.getByRole("main")).toContainText("Canceled");
});
