import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { orderItems, orders } from "#server/modules/order/order.table.ts";
import { stock, stockMovements } from "#server/modules/stock/stock.table.ts";
import { addOrderCatalog, completeCheckout } from "./order-fixture.ts";
import { describeDatabases } from "./harness.ts";

const BUYERS = 50;
const UNITS = 5;

describeDatabases("placing orders concurrently", (shop) => {
  it(`sells ${UNITS} units to exactly ${UNITS} of ${BUYERS} buyers at once and never goes below zero`, async () => {
    await addOrderCatalog(shop());
    await shop().db.update(stock).set({ quantity: UNITS }).where(eq(stock.variationId, 9101));
    // Each buyer its own address (rate limits count per IP), session and cart holding one unit.
    const buyers = Array.from({ length: BUYERS }, (_, index) =>
      shop().client({ locale: "en", ip: `10.2.${Math.floor(index / 200)}.${(index % 200) + 1}` }),
    );
    for (const [index, buyer] of buyers.entries()) {
      expect((await buyer.call("doAddCartItem", { productId: 9101, quantity: 1 })).status).toBe(200);
      await completeCheckout(shop(), buyer, { email: `buyer${index}@example.com` });
    }
    const answers = await Promise.all(buyers.map((buyer) => buyer.call("doPlaceOrder", { termsAccepted: true })));

    const placed = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(placed).toHaveLength(UNITS);
    expect(refused).toHaveLength(BUYERS - UNITS);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.body.error).toMatchObject({
        key: "orderNotEnoughStock",
        message: "Sample table is no longer available in this quantity (available: 0). Please check your cart.",
      });
    }
    const [level] = await shop().db.select().from(stock).where(eq(stock.variationId, 9101));
    expect(level).toMatchObject({ quantity: UNITS, reserved: UNITS });
    const [movements] = await shop()
      .db.select({ total: sql<number>`sum(${stockMovements.delta})::int`, count: sql<number>`count(*)::int` })
      .from(stockMovements)
      .where(eq(stockMovements.variationId, 9101));
    expect(movements).toEqual({ total: -UNITS, count: UNITS });
    const rows = await shop().db.select().from(orders);
    expect(rows).toHaveLength(UNITS);
    expect(new Set(rows.map((row) => row.orderNumber)).size).toBe(UNITS);
    expect(await shop().db.select().from(orderItems)).toHaveLength(UNITS);
  });

  it("gives one order to one session placing five times at once", async () => {
    await addOrderCatalog(shop());
    const buyer = shop().client();
    await buyer.call("doAddCartItem", { productId: 9101, quantity: 2 });
    await completeCheckout(shop(), buyer, { email: "clicker@example.com" });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => buyer.call("doPlaceOrder", { termsAccepted: true })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.data?.orderId)).size).toBe(1);
    expect(await shop().db.select().from(orders)).toHaveLength(1);
    const [level] = await shop().db.select().from(stock).where(eq(stock.variationId, 9101));
    expect(level?.reserved).toBe(2);
  });
});
