/**
 * Shops of their own on a prepared data folder: the demo data plus the small order catalogue
 * (tests/integration/order-fixture.ts: no demo catalogue with its images, so the shop starts
 * in seconds rather than a minute). `startShopWithOrder()` also places one guest order through
 * the API (doPlaceOrder, in process), for the confirmation page tests; with "paid" the guest pays
 * it by card through the sandbox (the back office's refunds); with "customer" the order
 * is a registered customer's, after a guest order with the customer's address; it ships with
 * DHL (a tracking number) and a price rises afterwards (order again, guest orders). The checkout choices are written to the
 * session as the checkout operations do. (The shared e2e shop's PGlite cannot be reached from
 * the test process.)
 *
 * The folder is prepared by this file run as a plain Node process (`node order-shop.ts
 * --order=none|guest|customer`, printing the folder, its session secret and the order as
 * JSON), not in the test worker: the server code reaches sanitize-html, a CommonJS module that require()s the ES
 * module htmlparser2, which Node cannot do under Playwright's module loader ("module is not
 * linked"). So the worker imports no server code from here, only types.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { PlacedOrderAnswer } from "#server/operations/order.ts";
import type { Shop } from "#server/shop.ts";
import type { PreparedDataDir } from "./prepared-data-dir.ts";
import { startShopServer, type ShopServer } from "./shop-server.ts";

type Prepared = PreparedDataDir & { order: PlacedOrderAnswer | null };

/**
 * The order a prepared shop holds: none, a guest's (prepayment), a guest's paid by card through
 * the sandbox, or a customer's followed by a price rise.
 */
type OrderMode = "none" | "guest" | "paid" | "customer" | "customerPaid";
const ORDER_MODES: readonly OrderMode[] = ["none", "guest", "paid", "customer", "customerPaid"];

/** The customer of `startShopWithCustomerOrder`. */
export const ORDER_CUSTOMER = { email: "anna.again@example.com", password: "Wiederholung-2026" };
/** The tracking number of the customer's order, sent with DHL. */
export const ORDER_TRACKING_NUMBER = "00340434161094042557";
/** 9102's price after the customer's order (it was 10,70 €). */
export const RAISED_PRICE_CENTS = 1290;

/** In the Node process: seeds a new data folder (and places an order in it, as `mode` says). */
async function prepareOrderDataDir(mode: OrderMode): Promise<Prepared> {
  const { seedDemoData } = await import("#server/demo/seed.ts");
  const { createLogger } = await import("#server/logger.ts");
  const { createShop } = await import("#server/shop.ts");
  const { addOrderCatalog, completeCheckout, HOSTED_CARD } = await import("../../integration/order-fixture.ts");
  const { ShopClient } = await import("../../integration/shop-client.ts");
  const { prepareDataDir } = await import("./prepared-data-dir.ts");
  const { variationPrices } = await import("#server/modules/catalog/item.table.ts");
  const { recordShipment } = await import("#server/modules/order/index.ts");
  const { trackingUrlFor } = await import("#server/modules/shipping/index.ts");
  const { DEMO_PARCEL_SERVICES } = await import("#server/demo/commerce/shipping-profiles.ts");
  const { eq } = await import("drizzle-orm");
  let order: PlacedOrderAnswer | null = null;
  const asCustomer = mode === "customer" || mode === "customerPaid";
  const byCard = mode === "paid" || mode === "customerPaid";
  const placeOrder = async (runtime: Shop) => {
    const shopState = { db: runtime.services.db, runtime };
    const buyer = new ShopClient(runtime.createApp());
    if (asCustomer) {
      // Before the account existed, its owner ordered as a guest with the same address.
      const guest = new ShopClient(runtime.createApp());
      await guest.call("doAddCartItem", { productId: 9101, quantity: 1 });
      await completeCheckout(shopState, guest, { email: ORDER_CUSTOMER.email });
      const asGuest = await guest.call("doPlaceOrder", { termsAccepted: true });
      if (!asGuest.body.data) throw new Error(`placing the guest order failed: ${asGuest.text}`);
      const { email, password } = ORDER_CUSTOMER;
      await buyer.call("doRegisterUser", { email, password, repeatPassword: password });
    }
    await buyer.call("doAddCartItem", { productId: 9101, quantity: 2 });
    await buyer.call("doAddCartItem", { productId: 9102, quantity: 1 });
    await completeCheckout(shopState, buyer, {
      ...(asCustomer ? {} : { email: "erika@example.com" }),
      ...(byCard ? { paymentMethodId: HOSTED_CARD } : {}),
    });
    const answer = await buyer.call("doPlaceOrder", { termsAccepted: true });
    order = answer.body.data ?? null;
    if (!order) throw new Error(`placing the order failed: ${answer.text}`);
    if (byCard) {
      // Paid by card on the sandbox's hosted page.
      const payment = await buyer.call("doCreateMolliePaymentFromOrder", { orderId: order.orderId, options: {} });
      const paid = await buyer.call("doCompleteSandboxPayment", { paymentId: payment.body.data!.id, outcome: "paid" });
      if (paid.status !== 200) throw new Error(`paying the order failed: ${paid.text}`);
    }
    if (asCustomer) {
      // The order went out with DHL (what the back office's 'ship' records, issue 16).
      const dhl = DEMO_PARCEL_SERVICES[0]!;
      await runtime.services.db.transaction((tx) =>
        recordShipment(tx, order!.orderId, {
          parcelServiceName: dhl.name,
          trackingNumber: ORDER_TRACKING_NUMBER,
          trackingUrl: trackingUrlFor(dhl.trackingUrlTemplate, ORDER_TRACKING_NUMBER),
          shippedAt: new Date(),
        }),
      );
      await runtime.services.db
        .update(variationPrices)
        .set({ amountCents: RAISED_PRICE_CENTS })
        .where(eq(variationPrices.variationId, 9102));
    }
  };
  const prepared = await prepareDataDir("shop-e2e-order-", async ({ database, config }) => {
    // The shop composed as server/main.ts composes it (its database is closed by prepareDataDir).
    const runtime = await createShop(config, { log: createLogger("silent"), database });
    // The composed shop gives the order its confirmation mail and document job; the real
    // shop's document worker renders the documents when it starts on this folder.
    await seedDemoData(runtime.services.db);
    await addOrderCatalog({ db: runtime.services.db, runtime });
    if (mode !== "none") await placeOrder(runtime);
  });
  return { ...prepared, order };
}

/** Prepares a data folder in a Node process, then starts the real shop there with `env`. */
async function startPreparedShop(env: Record<string, string>, mode: OrderMode = "none") {
  const args = [import.meta.filename, `--order=${mode}`];
  const { stdout } = await promisify(execFile)(process.execPath, args, {
    env: { ...process.env, LOG_LEVEL: "silent" },
  });
  const { order, ...prepared } = JSON.parse(stdout.trim().split("\n").at(-1) ?? "") as Prepared;
  return { shop: await startShopServer({ ...prepared, env }), order };
}

/**
 * A shop with the small catalogue only: "Tisch Probe" (variation 9101, 11,90 €) at
 * /tisch-probe_9001, German delivery with DHL Paket. `env` configures it (e.g. a fake Mollie).
 */
export async function startSmallShop(env: Record<string, string> = {}): Promise<ShopServer> {
  return (await startPreparedShop(env)).shop;
}

export async function startShopWithOrder(
  mode: Exclude<OrderMode, "none"> = "guest",
): Promise<{ shop: ShopServer; order: PlacedOrderAnswer }> {
  const { shop, order } = await startPreparedShop({}, mode);
  if (!order) {
    await shop.stop();
    throw new Error("no order was placed");
  }
  return { shop, order };
}

if (import.meta.main) {
  const chosen = process.argv.find((arg) => arg.startsWith("--order="))?.slice("--order=".length);
  const prepared = await prepareOrderDataDir(ORDER_MODES.find((mode) => mode === chosen) ?? "none");
  process.stdout.write(`\n${JSON.stringify(prepared)}\n`);
}
