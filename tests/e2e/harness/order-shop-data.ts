/**
 * Run by order-shop.ts as a plain Node process (`node order-shop-data.ts [--with-order]`): seeds
 * a new data folder with the demo data plus the small order catalogue and, with
 * `--with-order`, places one order in it; prints the folder, its session secret and the order
 * as JSON on the last line of stdout.
 *
 * A process of its own, not the test worker: the server code reaches sanitize-html, a CommonJS
 * module that require()s the ES module htmlparser2, which Node cannot do under Playwright's
 * module loader ("module is not linked").
 */
import { seedDemoData } from "#server/db/seed.ts";
import { createApp } from "#server/http/app.ts";
import type { PlacedOrderAnswer } from "#server/operations/order.ts";
import type { Runtime } from "#server/services.ts";
import { wireOrderMailAndDocuments } from "#server/workflows/order-documents.ts";
import { addOrderCatalog, completeCheckout } from "../../integration/order-fixture.ts";
import { ShopClient } from "../../integration/shop-client.ts";
import { prepareDataDir, type PreparedDataDir } from "./prepared-data-dir.ts";

/** Seeds a new data folder and runs `prepare` on it. */
function prepareOrderDataDir(prepare: (runtime: Runtime) => Promise<void> = async () => {}): Promise<PreparedDataDir> {
  return prepareDataDir("shop-e2e-order-", async (runtime) => {
    // As the shop does: the order gets its confirmation mail and document job; the real shop's
    // document worker renders the documents when it starts on this folder.
    const unwire = wireOrderMailAndDocuments(runtime.services);
    try {
      await seedDemoData(runtime.services.db);
      await addOrderCatalog({ db: runtime.services.db, runtime });
      await prepare(runtime);
    } finally {
      unwire();
    }
  });
}

/** One order placed through the API (doPlaceOrder, in process), as a buyer's checkout does. */
async function placeOrder(runtime: Runtime): Promise<PlacedOrderAnswer> {
  const buyer = new ShopClient(createApp({ services: runtime.services, sessions: runtime.sessions }));
  await buyer.call("doAddCartItem", { productId: 9101, quantity: 2 });
  await buyer.call("doAddCartItem", { productId: 9102, quantity: 1 });
  const shopState = { db: runtime.services.db, runtime };
  await completeCheckout(shopState, buyer, { email: "erika@example.com" });
  const answer = await buyer.call("doPlaceOrder", { termsAccepted: true });
  const order = answer.body.data;
  if (!order) throw new Error(`placing the order failed: ${answer.text}`);
  return order;
}

let order: PlacedOrderAnswer | null = null;
const prepared = await prepareOrderDataDir(
  process.argv.includes("--with-order")
    ? async (runtime) => {
        order = await placeOrder(runtime);
      }
    : undefined,
);
process.stdout.write(`\n${JSON.stringify({ ...prepared, order })}\n`);
