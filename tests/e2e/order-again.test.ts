/**
 * The account's orders after the purchase (docs/account.md), on a prepared shop: a guest order
 * with the customer's address (placed before the account existed), then the customer's order of
 * 9101 (Tisch Probe, twice) and 9102 (Outlet Probe, once), after which 9102 became dearer
 * (10,70 € -> 12,90 €).
 * - Order again (storefront spec §4): from the order list in German, the changed line first with
 *   both prices, the chosen lines go to the cart; from the order's page in English, nothing
 *   chosen is refused with a message.
 * - Shipping: the order's page shows its parcel with DHL's tracking page.
 * - Guest orders: the link mailed to the account's address adds the guest order.
 */
import type { PlacedOrderAnswer } from "#server/operations/order.ts";
import { submitEnglishLogin } from "./harness/accounts.ts";
import { checkA11y } from "./harness/axe.ts";
import { landOn, visit, waitForHydration } from "./harness/browser.ts";
import { linkInMail } from "./harness/mail.ts";
import { expect, test } from "./harness/fixtures.ts";
import { ORDER_CUSTOMER, ORDER_TRACKING_NUMBER, startShopWithOrder } from "./harness/order-shop.ts";
import type { ShopServer } from "./harness/shop-server.ts";

let shop: ShopServer | undefined;
let order: PlacedOrderAnswer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  ({ shop, order } = await startShopWithOrder("customer"));
});

test.afterAll(async () => {
  await shop?.stop();
});

const url = (path: string) => `${shop?.url ?? ""}${path}`;

async function logIn(page: Parameters<typeof submitEnglishLogin>[0]) {
  await visit(page, url("/en/login"));
  await submitEnglishLogin(page, ORDER_CUSTOMER.email, ORDER_CUSTOMER.password);
  await landOn(page, "/en/my-account");
}

test("a customer orders again after a price change: the changed line first with both prices, then the cart; nothing chosen is refused", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await logIn(page);

  // German, from the order list.
  await visit(page, url("/my-account/my-orders"));
  await page.getByRole("link", { name: `Erneut bestellen: Bestellung ${order.orderNumber}` }).click();
  const againPath = `/my-account/my-orders/${order.orderId}/order-again`;
  await landOn(page, againPath);
  await page.getByRole("heading", { level: 1, name: `Bestellung ${order.orderNumber} erneut bestellen` }).waitFor();
  await checkA11y(page);
  const lines = page.getByRole("listitem").filter({ has: page.getByRole("checkbox") });
  await expect(lines).toHaveCount(2);
  const changed = lines.first();
  await expect(changed).toContainText("Outlet Probe");
  await expect(changed).toContainText("Geändert");
  await expect(changed.getByRole("definition")).toHaveText(["10,70 €", "12,90 €"]);
  await expect(changed.getByRole("term")).toHaveText(["Preis in der Bestellung", "Preis heute"]);
  await expect(lines.nth(1)).toContainText("Tisch Probe");
  await expect(lines.nth(1)).not.toContainText("Geändert");

  await waitForHydration(page);
  await page.getByRole("spinbutton", { name: "Menge (Tisch Probe)" }).fill("1");
  await page.getByRole("button", { name: "Ausgewählte Artikel in den Warenkorb" }).click();
  await landOn(page, "/cart");
  await page.getByText("Die gewählten Artikel liegen jetzt im Warenkorb.").first().waitFor();
  const cart = page.getByRole("main");
  await expect(cart.getByRole("link", { name: "Tisch Probe" }).first()).toBeVisible();
  await expect(cart.getByRole("link", { name: "Outlet Probe" }).first()).toBeVisible();

  // English, from the order's page (it shipped: the parcel links to DHL's tracking page): nothing
  // chosen changes nothing and says why.
  await visit(page, url(`/en/my-account/my-orders/${order.orderId}`));
  const shipments = page.getByRole("region", { name: "Shipments" });
  await expect(shipments).toContainText(`Tracking number${ORDER_TRACKING_NUMBER}`);
  await expect(
    shipments.getByRole("link", { name: `Track parcel with DHL, tracking number ${ORDER_TRACKING_NUMBER}` }),
  ).toHaveAttribute(
    "href",
    `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${ORDER_TRACKING_NUMBER}`,
  );
  await checkA11y(page);
  await page.getByRole("link", { name: "Order again" }).click();
  await landOn(page, `/en${againPath}`);
  await waitForHydration(page);
  await page.getByRole("checkbox", { name: "Choose (Outlet Probe)" }).uncheck();
  await page.getByRole("checkbox", { name: "Choose (Tisch Probe)" }).uncheck();
  await page.getByRole("button", { name: "Add chosen items to cart" }).click();
  await page.getByRole("main").getByRole("alert").getByText("Please choose at least one item.").waitFor();
  // The refused form keeps what was chosen: nothing.
  await expect(page.getByRole("checkbox", { name: "Choose (Outlet Probe)" })).not.toBeChecked();
  await checkA11y(page);
});

test("the guest order placed with the account's address joins the account through the link mailed there", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page);
  await visit(page, url("/my-account/my-orders"));
  const list = page.getByRole("table", { name: "Meine Bestellungen" });
  await expect(list.getByRole("rowheader")).toHaveCount(1);
  const section = page.getByRole("region", { name: "Gastbestellungen hinzufügen" });
  await waitForHydration(page);
  await section.getByRole("button", { name: "Link senden" }).click();
  await section.getByRole("status").getByText(`Wir haben einen Link an ${ORDER_CUSTOMER.email} gesendet.`).waitFor();

  const link = await linkInMail(
    ORDER_CUSTOMER.email,
    /https?:\/\/[^\s"<>]+\/my-account\/guest-orders\?token=[\w-]+/,
    shop?.dataDir,
  );
  // The mail names the shop as localhost; this browser's session is on the shop's own address.
  const mailed = new URL(link);
  await visit(page, url(mailed.pathname + mailed.search));
  await page.getByRole("heading", { level: 1, name: "Gastbestellungen hinzufügen" }).waitFor();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Bestellungen hinzufügen" }).click();
  await page.getByRole("status").getByText("Eine Bestellung wurde Ihrem Konto hinzugefügt.").waitFor();
  await checkA11y(page);
  await page.getByRole("link", { name: "Zu meinen Bestellungen" }).click();
  await landOn(page, "/my-account/my-orders");
  await expect(page.getByRole("table", { name: "Meine Bestellungen" }).getByRole("rowheader")).toHaveCount(2);

  // The link is used up: opened again, it says so in English too.
  await visit(page, url(`/en${mailed.pathname}${mailed.search}`));
  await page
    .getByRole("alert")
    .getByText(/This link is invalid, has expired, was used already/)
    .waitFor();
});
