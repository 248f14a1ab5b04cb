import { expect, it } from "vitest";
import type { OrderAnswer, PlacedOrderAnswer } from "#server/operations/order.ts";
import { addOrderCatalog, completeCheckout } from "./order-fixture.ts";
import { describeDatabases, type Shop } from "./harness.ts";

async function placedOrder(shop: Shop): Promise<PlacedOrderAnswer> {
  await addOrderCatalog(shop);
  const buyer = shop.client();
  await buyer.call("doAddCartItem", { productId: 9101, quantity: 1 });
  await completeCheckout(shop, buyer, {
    email: "buyer@example.com",
    billing: { lastName: "Müller", companyName: "Nordwind GmbH", zipCode: "20095" },
  });
  const answer = await buyer.call("doPlaceOrder", { termsAccepted: true });
  if (!answer.body.data) throw new Error(`placing failed: ${answer.text}`);
  return answer.body.data;
}

describeDatabases("reading orders", (shop) => {
  it("shows only the status to someone else with the key, everything after the soft login", async () => {
    const placed = await placedOrder(shop());
    const stranger = shop().client({ locale: "en" });
    const key = { orderId: placed.orderId, accessKey: placed.accessKey };
    const limited = (await stranger.call("getOrder", key, { method: "GET" })).body.data as OrderAnswer;
    expect(limited.access).toBe("limited");
    expect(limited).toMatchObject({
      order: { orderNumber: placed.orderNumber, paymentStatus: "Unpaid", paymentMethodName: "Prepayment" },
      authentication: { required: true },
    });
    const text = JSON.stringify(limited);
    for (const secret of ["Mustermann", "Müller", "10115", "buyer@example.com", "Tisch"])
      expect(text).not.toContain(secret);

    const wrong = await stranger.call("doOrderSoftLogin", { ...key, lastName: "Schmidt" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({
      key: "orderSoftLoginFailed",
      message: "The details do not match this order. Please check your entry.",
    });
    const byCompany = await stranger.call("doOrderSoftLogin", { ...key, lastName: " nordwind gmbh " });
    expect(byCompany.status).toBe(200);
    expect(byCompany.body.data).toMatchObject({
      access: "full",
      order: {
        billingAddress: { companyName: "Nordwind GmbH", countryName: "Germany" },
        contactEmail: "buyer@example.com",
      },
    });
    // Remembered in the session for this order.
    expect(((await stranger.call("getOrder", key)).body.data as OrderAnswer).access).toBe("full");

    const byZip = shop().client();
    expect((await byZip.call("doOrderSoftLogin", { ...key, zipCode: "10115" })).body.data?.access).toBe("full");
  });

  it("lets the order's customer see it without soft login, and nobody else by being logged in", async () => {
    await addOrderCatalog(shop());
    const customer = shop().client();
    const password = "secret-pass-1";
    await customer.call("doRegisterUser", { email: "k@example.com", password, repeatPassword: password });
    await customer.call("doAddCartItem", { productId: 9101, quantity: 1 });
    await completeCheckout(shop(), customer);
    const placed = (await customer.call("doPlaceOrder", { termsAccepted: true })).body.data as PlacedOrderAnswer;
    await customer.call("doLogoutUser");
    await customer.call("doLogin", { email: "k@example.com", password });
    const key = { orderId: placed.orderId, accessKey: placed.accessKey };
    expect(((await customer.call("getOrder", key)).body.data as OrderAnswer).access).toBe("full");

    const other = shop().client();
    await other.call("doRegisterUser", { email: "o@example.com", password, repeatPassword: password });
    expect(((await other.call("getOrder", key)).body.data as OrderAnswer).access).toBe("limited");
  });

  it("answers not found for a wrong key or order, and 400 for hostile input", async () => {
    const placed = await placedOrder(shop());
    const visitor = shop().client({ locale: "en" });
    const otherKey = `${placed.accessKey.slice(0, -2)}${placed.accessKey.endsWith("AA") ? "BB" : "AA"}`;
    for (const input of [
      { orderId: placed.orderId, accessKey: otherKey },
      { orderId: placed.orderId + 1, accessKey: placed.accessKey },
      { orderId: placed.orderId, accessKey: "x" },
    ]) {
      const answer = await visitor.call("getOrder", input);
      expect(answer.status).toBe(404);
      expect(answer.body.error).toMatchObject({ key: "orderNotFound", message: "This order could not be found." });
      const soft = await visitor.call("doOrderSoftLogin", { ...input, zipCode: "10115" });
      expect(soft.body.error?.key).toBe("orderNotFound");
    }
    for (const input of [
      { orderId: String(placed.orderId), accessKey: placed.accessKey },
      { orderId: placed.orderId, accessKey: "k".repeat(65) },
      { orderId: -1, accessKey: placed.accessKey },
      { orderId: placed.orderId, accessKey: placed.accessKey, customerId: 1 },
      { orderId: placed.orderId },
    ]) {
      const answer = await visitor.callRaw("getOrder", input);
      expect(answer.status).toBe(400);
    }
    const nothingGiven = await visitor.callRaw("doOrderSoftLogin", {
      orderId: placed.orderId,
      accessKey: placed.accessKey,
      lastName: "  ",
    });
    expect(nothingGiven.status).toBe(400);
    expect(nothingGiven.body.error?.fields).toEqual({ lastName: "This is a mandatory field." });
    const tooLong = await visitor.callRaw("doOrderSoftLogin", {
      orderId: placed.orderId,
      accessKey: placed.accessKey,
      zipCode: "1".repeat(101),
    });
    expect(tooLong.status).toBe(400);
    const payload = await visitor.callRaw("doPlaceOrder", { termsAccepted: true, totalGrossCents: 1 });
    expect(payload.status).toBe(400);
  });

  it("limits soft login attempts per order", async () => {
    const placed = await placedOrder(shop());
    const key = { orderId: placed.orderId, accessKey: placed.accessKey };
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const visitor = shop().client({ ip: `10.1.0.${attempt + 1}` });
      expect((await visitor.call("doOrderSoftLogin", { ...key, lastName: `Wrong${attempt}` })).status).toBe(400);
    }
    const late = shop().client({ ip: "10.1.1.1" });
    const blocked = await late.call("doOrderSoftLogin", { ...key, zipCode: "20095" });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error?.key).toBe("tooManyRequests");
    expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});
