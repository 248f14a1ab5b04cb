import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { carts, cartItems } from "#server/modules/cart/cart.table.ts";
import type { Cart } from "#server/modules/cart/cart-view.ts";
import { variations } from "#server/modules/catalog/item.table.ts";
import { orderItems, orders } from "#server/modules/order/order.table.ts";
import { stock } from "#server/modules/stock/stock.table.ts";
import type { OrderAnswer, PlacedOrderAnswer } from "#server/operations/order.ts";
import { addOrderCatalog, completeCheckout, HOSTED_CARD, patchSession, readSession } from "./order-fixture.ts";
import { describeDatabases } from "./harness.ts";

const reservedOf = async (db: Database, variationId: number) => {
  const [row] = await db.select().from(stock).where(eq(stock.variationId, variationId));
  return row?.reserved;
};

describeDatabases("placing orders", (shop) => {
  it("answers the to-do list server side and writes nothing while the checkout is incomplete", async () => {
    await addOrderCatalog(shop());
    const visitor = shop().client({ locale: "en" });
    await visitor.call("doAddCartItem", { productId: 9101, quantity: 1 });
    const incomplete = await visitor.call("doPlaceOrder", { termsAccepted: true });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.error).toMatchObject({
      key: "orderCheckoutIncomplete",
      fields: {
        email: "Add email",
        shippingAddress: "Add shipping address",
        billingAddress: "Add billing address",
        shippingMethod: "Choose shipping method",
        paymentMethod: "Choose payment method",
      },
    });
    await completeCheckout(shop(), visitor, { email: "visitor@example.com" });
    const noTerms = await visitor.call("doPlaceOrder", {});
    expect(noTerms.status).toBe(400);
    expect(noTerms.body.error?.fields).toEqual({
      termsAccepted: "Accept the terms and conditions, the cancellation policy and the privacy policy",
    });
    expect(await shop().db.select().from(orders)).toEqual([]);
    expect(await reservedOf(shop().db, 9101)).toBe(0);
  });

  it("places a visitor's order: amounts copied from the cart, stock reserved, cart emptied, session reset", async () => {
    await addOrderCatalog(shop());
    const visitor = shop().client();
    await visitor.call("doAddCartItem", { productId: 9101, quantity: 2 });
    await visitor.call("doAddCartItem", {
      productId: 9107,
      quantity: 1,
      basketItemOrderParams: [
        { propertyId: 9201, value: "Für Oma" },
        { propertyId: 9202, value: "9301" },
      ],
    });
    const priced = (await visitor.call("getCart")).body.data as Cart;
    await completeCheckout(shop(), visitor, { email: "visitor@example.com" });
    const answer = await visitor.call("doPlaceOrder", { termsAccepted: true });
    expect(answer.status).toBe(200);
    const placed = answer.body.data as PlacedOrderAnswer;
    expect(placed).toMatchObject({ paymentMethodKey: "prepayment", paymentFlow: "offline" });
    expect(placed.orderNumber).toMatch(/^O-\d{4}-\d{6}$/);
    expect(placed.accessKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(placed.redirectUrl).toBe(`/confirmation/${placed.orderId}/${placed.accessKey}`);

    const [order] = await shop().db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({
      typeId: 1,
      status: "open",
      customerId: null,
      guestEmail: null,
      contactEmail: "visitor@example.com",
      locale: "de",
      currency: "EUR",
      shippingProfileId: 1,
      shippingProfileName: "DHL Paket",
      shippingProvider: "DHL",
      paymentMethodId: 3,
      paymentMethodKey: "prepayment",
      paymentStatus: "unpaid",
      itemSumGrossCents: priced.itemSum.value,
      itemSumNetCents: priced.itemSumNet.value,
      shippingGrossCents: priced.shippingAmount.value,
      totalGrossCents: priced.basketAmount.value,
      totalNetCents: priced.basketAmountNet.value,
      vats: priced.totalVats.map((vat) => ({ rateBp: vat.vatValue * 100, vatCents: vat.vatAmount.value })),
      billingAddress: { lastName: "Mustermann", zipCode: "10115", countryId: 1 },
      deliveryAddress: { lastName: "Mustermann", city: "Berlin" },
    });
    expect(order?.accessKeyHash).not.toContain(placed.accessKey);
    const lines = await shop().db.select().from(orderItems).where(eq(orderItems.orderId, placed.orderId));
    expect(lines.map((line) => [line.typeId, line.variationId, line.quantity, line.amountGrossCents])).toEqual(
      priced.items.map((item) => [1, item.variationId, item.quantity, item.amount.value]),
    );
    expect(lines[1]?.properties).toEqual([
      expect.objectContaining({ propertyId: 9201, name: "Engraving", value: "Für Oma", surchargeCents: 0 }),
      expect.objectContaining({ propertyId: 9202, name: "Colour", value: "9301", surchargeCents: 200, hasTax: true }),
    ]);
    expect(await reservedOf(shop().db, 9101)).toBe(2);
    expect(await reservedOf(shop().db, 9107)).toBe(1);
    expect((await visitor.call("getCart")).body.data?.items).toEqual([]);
    const session = await readSession(shop(), visitor);
    expect(session?.checkout).toEqual({ email: "visitor@example.com" });
    expect(session?.orders?.verified).toEqual([placed.orderId]);

    // The placing session sees its order in full, with the bank details for prepayment.
    const view = await visitor.call("getOrder", { orderId: placed.orderId, accessKey: placed.accessKey });
    const full = view.body.data as Extract<OrderAnswer, { access: "full" }>;
    expect(full.access).toBe("full");
    expect(full.order).toMatchObject({
      orderNumber: placed.orderNumber,
      paymentStatusKey: "unpaid",
      paymentStatus: "Nicht bezahlt",
      paymentBankDetails: { iban: "DE02120300000000202051", code: placed.orderNumber },
      billingAddress: { lastName: "Mustermann", countryName: "Deutschland" },
      totals: { totalGross: { value: priced.basketAmount.value } },
    });
    expect(full.order.orderItems).toHaveLength(2);
  });

  it("places a guest's and a customer's order with their emails", async () => {
    await addOrderCatalog(shop());
    const guest = shop().client();
    await guest.call("doLoginAsGuest", { email: "guest@example.com" });
    await guest.call("doAddCartItem", { productId: 9101, quantity: 1 });
    await completeCheckout(shop(), guest, { paymentMethodId: HOSTED_CARD });
    const guestOrder = (await guest.call("doPlaceOrder", { termsAccepted: true })).body.data as PlacedOrderAnswer;
    expect(guestOrder.paymentFlow).toBe("hosted");

    const customer = shop().client({ locale: "en" });
    const password = "secret-pass-1";
    await customer.call("doRegisterUser", { email: "kunde@example.com", password, repeatPassword: password });
    await customer.call("doAddCartItem", { productId: 9102, quantity: 1 });
    await completeCheckout(shop(), customer, { billing: { companyName: "Nordwind GmbH", zipCode: "20095" } });
    const customerOrder = (await customer.call("doPlaceOrder", { termsAccepted: true })).body.data as PlacedOrderAnswer;
    expect(customerOrder.redirectUrl).toBe(`/en/confirmation/${customerOrder.orderId}/${customerOrder.accessKey}`);

    const rows = await shop().db.select().from(orders);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(guestOrder.orderId)).toMatchObject({
      guestEmail: "guest@example.com",
      contactEmail: "guest@example.com",
      customerId: null,
      status: "paymentPending",
      paymentMethodKey: "creditcard",
    });
    expect(byId.get(customerOrder.orderId)).toMatchObject({
      contactEmail: "kunde@example.com",
      guestEmail: null,
      locale: "en",
      billingAddress: { companyName: "Nordwind GmbH", zipCode: "20095" },
      deliveryAddress: { zipCode: "10115" },
    });
    expect(byId.get(customerOrder.orderId)?.customerId).toEqual(expect.any(Number));
  });

  it("answers one order to a double click and to a retry after the cart was emptied", async () => {
    await addOrderCatalog(shop());
    const visitor = shop().client();
    await visitor.call("doAddCartItem", { productId: 9101, quantity: 3 });
    await completeCheckout(shop(), visitor, { email: "double@example.com" });
    const [first, second] = await Promise.all([
      visitor.call("doPlaceOrder", { termsAccepted: true }),
      visitor.call("doPlaceOrder", { termsAccepted: true }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.data).toEqual(first.body.data);
    const retry = await visitor.call("doPlaceOrder", { termsAccepted: true });
    expect(retry.body.data).toEqual(first.body.data);
    // A submission that read the session before the first one wrote it: the cart is empty and
    // the session names no order, yet the order made from this cart is the answer.
    await patchSession(shop(), visitor, (data) => ({ orders: { ...data.orders, lastPlaced: undefined } }));
    const stale = await visitor.call("doPlaceOrder", { termsAccepted: true });
    expect(stale.body.data).toEqual(first.body.data);
    expect(await shop().db.select().from(orders)).toHaveLength(1);
    expect(await reservedOf(shop().db, 9101)).toBe(3);
  });

  it("refuses an order beyond the stock and changes nothing", async () => {
    await addOrderCatalog(shop());
    const visitor = shop().client({ locale: "en" });
    await visitor.call("doAddCartItem", { productId: 9102, quantity: 3 });
    await visitor.call("doAddCartItem", { productId: 9101, quantity: 1 });
    await completeCheckout(shop(), visitor, { email: "late@example.com" });
    // Someone else bought two of the three pieces after this cart was filled.
    await shop().db.update(stock).set({ reserved: 2 }).where(eq(stock.variationId, 9102));
    const answer = await visitor.call("doPlaceOrder", { termsAccepted: true });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({
      key: "orderNotEnoughStock",
      message: "Outlet sample is no longer available in this quantity (available: 1). Please check your cart.",
    });
    expect(await shop().db.select().from(orders)).toEqual([]);
    expect(await reservedOf(shop().db, 9101)).toBe(0);
    expect(await reservedOf(shop().db, 9102)).toBe(2);
    const [cart] = await shop().db.select().from(carts);
    expect(
      await shop()
        .db.select()
        .from(cartItems)
        .where(eq(cartItems.cartId, cart?.id ?? 0)),
    ).toHaveLength(2);
  });

  it("refuses an empty cart, a cart priced for another country and one that just lost a line", async () => {
    await addOrderCatalog(shop());
    const empty = shop().client();
    const answer = await empty.call("doPlaceOrder", { termsAccepted: true });
    expect(answer.status).toBe(409);
    expect(answer.body.error?.key).toBe("orderCartEmpty");

    const abroad = shop().client();
    await abroad.call("doAddCartItem", { productId: 9101, quantity: 1 });
    await completeCheckout(shop(), abroad, { email: "wien@example.com", shipping: { countryId: 2, zipCode: "1010" } });
    const moved = await abroad.call("doPlaceOrder", { termsAccepted: true });
    expect(moved.status).toBe(409);
    expect(moved.body.error?.key).toBe("basketChanged");

    // A line that can no longer be bought is removed while placing: the shopper sees the cart first.
    const late = shop().client();
    await late.call("doAddCartItem", { productId: 9101, quantity: 1 });
    await late.call("doAddCartItem", { productId: 9104, quantity: 2 });
    await completeCheckout(shop(), late, { email: "late@example.com" });
    await shop().db.update(variations).set({ salable: false }).where(eq(variations.id, 9104));
    const removed = await late.call("doPlaceOrder", { termsAccepted: true });
    expect(removed.status).toBe(409);
    expect(removed.body.error?.key).toBe("basketChanged");
    expect(await shop().db.select().from(orders)).toEqual([]);
  });
});
