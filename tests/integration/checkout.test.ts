import { beforeEach, expect, it } from "vitest";
import { ne } from "drizzle-orm";
import { seedCommerce } from "#server/demo/commerce/index.ts";
import { shippingProfiles } from "#server/modules/shipping/shipping.table.ts";
import { addCartCatalog } from "./cart-fixture.ts";
import {
  createAddressFor,
  expectError,
  PASSWORD,
  germanAddress,
  germanStateId,
  registerCustomer,
  stateIdOf,
} from "./checkout-fixture.ts";
import { describeDatabases } from "./harness.ts";
import type { ShopClient } from "./shop-client.ts";

async function checkout(client: ShopClient) {
  const answer = await client.call("getCheckout", undefined, { method: "GET" });
  expect(answer.status).toBe(200);
  if (!answer.body.data) throw new Error(answer.text);
  return answer.body.data;
}

const swissWithout = {
  companyName: "Alpen AG",
  streetName: "Bahnhofstr.",
  houseNumber: "1",
  zipCode: "8001",
  city: "Zürich",
  countryId: 3,
};

describeDatabases("checkout", (shop) => {
  let swiss: typeof swissWithout & { stateId: number };
  beforeEach(async () => {
    await seedCommerce(shop().db);
    await addCartCatalog(shop().db);
    swiss = { ...swissWithout, stateId: await stateIdOf(shop().client(), "CH") };
  });

  it("walks a guest from an empty to-do list to a complete checkout", async () => {
    const guest = shop().client({ locale: "en" });
    await guest.call("doAddCartItem", { productId: 9101, quantity: 2 });
    const start = await checkout(guest);
    expect(start.todos).toEqual([
      "addBillingAddress",
      "addEmail",
      "choosePaymentMethod",
      "addShippingAddress",
      "chooseShippingMethod",
    ]);
    expect(start.cart.items.map((item) => [item.variationId, item.quantity])).toEqual([[9101, 2]]);
    expect(start.paymentMethods.map((method) => method.id)).toEqual([6001, 6003, 6004, 2, 3]);
    expect(start.shippingCountryId).toBe(1);
    expect(start.shippingMethods.length).toBeGreaterThan(0);
    expect(start.additionalInformation).toEqual({
      orderContactWish: "",
      orderCustomerSign: "",
      shippingPrivacyHintAccepted: false,
      templateType: "checkout",
    });

    expect((await guest.call("setCheckoutEmail", { email: " guest@example.com " })).body.data?.email).toBe(
      "guest@example.com",
    );
    const stateId = await germanStateId(guest);
    const id = await createAddressFor(guest, 2, germanAddress(stateId));
    await guest.call("setCheckoutAddress", { typeId: 2, addressId: id });
    await guest.call("setCheckoutAddress", { typeId: 1, addressId: id });
    const method = start.shippingMethods[0];
    if (!method) throw new Error("no shipping method for Germany");
    const shipped = await guest.call("setCheckoutShippingMethod", { shippingProfileId: method.shippingProfileId });
    expect(shipped.body.data?.todos).toEqual(["choosePaymentMethod"]);
    const paid = await guest.call("setCheckoutPaymentMethod", { paymentMethodId: 6001 });
    expect(paid.body.data?.todos).toEqual([]);
    const info = await guest.call("setCheckoutAdditionalInformation", {
      orderContactWish: "Bitte klingeln",
      orderCustomerSign: "PO-7",
      shippingPrivacyHintAccepted: true,
    });
    expect(info.body.data?.additionalInformation).toMatchObject({
      orderContactWish: "Bitte klingeln",
      orderCustomerSign: "PO-7",
    });
    const done = await checkout(guest);
    expect(done).toMatchObject({
      email: "guest@example.com",
      billingAddressId: id,
      shippingAddressId: id,
      shippingProfileId: method.shippingProfileId,
      paymentMethodId: 6001,
      todos: [],
    });
    expect(done.addresses.billing.map((address) => address.id)).toEqual([id]);
  });

  it("defaults the contact email to the customer's and the guest mail", async () => {
    const customer = shop().client();
    await registerCustomer(customer, "kunde@example.com");
    expect((await checkout(customer)).email).toBe("kunde@example.com");
    const guest = shop().client();
    await guest.call("doLoginAsGuest", { email: "gast@example.com" });
    expect((await checkout(guest)).email).toBe("gast@example.com");
    expect((await checkout(shop().client())).email).toBeNull();
  });

  it("prices shipping for the shipping address's country and drops a method it does not offer", async () => {
    const visitor = shop().client({ locale: "en" });
    await visitor.call("doAddCartItem", { productId: 9101, quantity: 1 });
    const stateId = await germanStateId(visitor);
    const swissId = await createAddressFor(visitor, 2, swiss);
    await visitor.call("setCheckoutAddress", { typeId: 2, addressId: swissId });
    const inSwitzerland = await checkout(visitor);
    expect(inSwitzerland.shippingCountryId).toBe(3);
    const swissProfiles = inSwitzerland.shippingMethods.map((method) => method.shippingProfileId);

    const germanId = await createAddressFor(visitor, 2, germanAddress(stateId));
    await visitor.call("setCheckoutAddress", { typeId: 2, addressId: germanId });
    const inGermany = await checkout(visitor);
    const domesticOnly = inGermany.shippingMethods.find((method) => !swissProfiles.includes(method.shippingProfileId));
    if (!domesticOnly) throw new Error("every German method also ships to Switzerland");
    const chosen = await visitor.call("setCheckoutShippingMethod", {
      shippingProfileId: domesticOnly.shippingProfileId,
    });
    expect(chosen.body.data?.shippingProfileId).toBe(domesticOnly.shippingProfileId);

    // Back to Switzerland: the domestic method is gone, so the choice is open again.
    await visitor.call("setCheckoutAddress", { typeId: 2, addressId: swissId });
    const again = await checkout(visitor);
    expect(again).toMatchObject({ shippingCountryId: 3, shippingProfileId: null });
    expect(again.todos).toContain("chooseShippingMethod");
  });

  it("refuses methods that are not offered and hostile payloads, changing nothing", async () => {
    const visitor = shop().client({ locale: "en" });
    await visitor.call("doAddCartItem", { productId: 9101, quantity: 1 });
    const swissId = await createAddressFor(visitor, 2, swiss);
    await visitor.call("setCheckoutAddress", { typeId: 2, addressId: swissId });
    const before = await checkout(visitor);
    const offered = new Set(before.shippingMethods.map((method) => method.shippingProfileId));
    const missing = [1, 2, 3, 4, 5, 6, 7, 8].find((profileId) => !offered.has(profileId)) ?? 999_999;
    const refusedShipping = await visitor.call("setCheckoutShippingMethod", { shippingProfileId: missing });
    expectError(refusedShipping, 409, "shippingMethodNotAvailable");
    // Without component mode the embedded card form (6002) is not offered.
    expectError(
      await visitor.call("setCheckoutPaymentMethod", { paymentMethodId: 6002 }),
      400,
      "paymentMethodNotAvailable",
    );
    expectError(
      await visitor.call("setCheckoutPaymentMethod", { paymentMethodId: 424242 }),
      400,
      "paymentMethodNotAvailable",
    );
    const hostile: [string, unknown][] = [
      ["setCheckoutEmail", { email: "not an email" }],
      ["setCheckoutEmail", { email: `${"a".repeat(300)}@example.com` }],
      ["setCheckoutEmail", { email: "a@example.com", admin: true }],
      ["setCheckoutPaymentMethod", { paymentMethodId: "6001" }],
      ["setCheckoutPaymentMethod", { paymentMethodId: 6001.5 }],
      ["setCheckoutShippingMethod", { shippingProfileId: -1 }],
      ["setCheckoutAdditionalInformation", { orderContactWish: "x".repeat(501) }],
      ["setCheckoutAdditionalInformation", { orderCustomerSign: { $ne: "" } }],
      ["setCheckoutAdditionalInformation", { shippingPrivacyHintAccepted: "yes" }],
      ["setCheckoutAdditionalInformation", JSON.parse('{"__proto__": {"polluted": true}}')],
      ["createAddress", { typeId: 2, address: { ...swiss, id: 1, customerId: 1 } }],
      ["createAddress", { typeId: 3, address: swiss }],
      ["updateAddress", { typeId: 2, addressId: "1 OR 1=1", address: swiss }],
    ];
    for (const [operation, payload] of hostile) {
      const answer = await visitor.callRaw(operation, payload);
      expect({ operation, status: answer.status }).toEqual({ operation, status: 400 });
    }
    const long = await visitor.callRaw<never>("setCheckoutAdditionalInformation", {
      orderContactWish: "x".repeat(501),
    });
    expect(long.body.error?.fields).toEqual({ orderContactWish: "Enter a maximum of 500 characters." });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const after = await checkout(visitor);
    expect({ ...after, cart: null }).toEqual({ ...before, cart: null });
  });

  it("pre-selects a returning customer's default addresses, and their delivery country", async () => {
    const customer = shop().client({ locale: "en" });
    await registerCustomer(customer, "returning@example.com");
    const stateId = await germanStateId(customer);
    await createAddressFor(customer, 1, germanAddress(stateId, { firstName: "Old", primary: false }));
    const billing = await createAddressFor(customer, 1, germanAddress(stateId, { firstName: "Bill", primary: true }));
    const shipping = await createAddressFor(customer, 2, { ...swiss, primary: true });
    await customer.call("doLogoutUser", {});
    await customer.call("doLogin", { email: "returning@example.com", password: PASSWORD });
    await customer.call("doAddCartItem", { productId: 9101, quantity: 1 });

    const view = await checkout(customer);
    expect(view).toMatchObject({ billingAddressId: billing, shippingAddressId: shipping, shippingCountryId: 3 });
    expect(view.todos).not.toContain("addBillingAddress");
    expect(view.todos).not.toContain("addShippingAddress");
    // A choice the customer makes stays theirs.
    const other = await createAddressFor(customer, 2, germanAddress(stateId, { firstName: "Elsewhere" }));
    await customer.call("setCheckoutAddress", { typeId: 2, addressId: other });
    expect((await checkout(customer)).shippingAddressId).toBe(other);
  });

  it("chooses the only shipping method there is, and prices the cart with it", async () => {
    await shop().db.update(shippingProfiles).set({ active: false }).where(ne(shippingProfiles.id, 1));
    const guest = shop().client({ locale: "en" });
    await guest.call("doAddCartItem", { productId: 9101, quantity: 1 });
    const view = await checkout(guest);
    expect(view.shippingMethods.map((method) => method.shippingProfileId)).toEqual([1]);
    expect(view.shippingProfileId).toBe(1);
    expect(view.todos).not.toContain("chooseShippingMethod");
    expect(view.cart.shippingAmount).toEqual(view.shippingMethods[0]?.shippingAmount);
  });
});
