/**
 * The checkout's forms without JavaScript, through their route actions in process (the
 * browser: form-browser.ts): the order form (intent placeOrder) and the sections' answers
 * (named by their form). The cart's delivery-country form: no-js-cart-country.test.ts.
 */
import { expect, it } from "vitest";
import type { Locale } from "#common/constants.ts";
import { addresses } from "#server/modules/address/address.table.ts";
import { orders } from "#server/modules/order/order.table.ts";
import { payments } from "#server/modules/payment/payment.table.ts";
import { checkoutAction } from "~/features/checkout/checkout-action.server.ts";
import { FormBrowser, readyBuyer as readyBuyerOf } from "./form-browser.ts";
import { describeDatabases } from "./harness.ts";
import { HOSTED_CARD, PREPAYMENT } from "./order-fixture.ts";

describeDatabases("forms without JavaScript", (shop) => {
  const readyBuyer = (paymentMethodId = PREPAYMENT, locale: Locale = "en") =>
    readyBuyerOf(shop, paymentMethodId, locale);

  const placeOrder = (browser: FormBrowser, fields: Record<string, string> = { termsAccepted: "1" }) =>
    browser.post(checkoutAction, "/en/checkout", { intent: "placeOrder", ...fields });

  it("refuses an order without the terms with a translated message and places nothing", async () => {
    const browser = await readyBuyer();
    const refused = await placeOrder(browser, {});
    expect(refused).toMatchObject({
      status: 400,
      body: { ok: false, intent: "placeOrder", message: "Please complete the checkout before ordering." },
    });
    // Only the tick "1" counts; anything else is no acceptance.
    expect((await placeOrder(browser, { termsAccepted: "on" })).status).toBe(400);
    expect(await shop().db.select().from(orders)).toHaveLength(0);
  });

  it("answers in German on the German page", async () => {
    const browser = await readyBuyer(PREPAYMENT, "de");
    const refused = await browser.post(checkoutAction, "/checkout", { intent: "placeOrder" });
    expect(refused.body).toMatchObject({ message: "Bitte vervollständigen Sie die Kasse, bevor Sie bestellen." });
  });

  it("places a prepayment order, goes to the confirmation with 303, and a second submission gets the same order", async () => {
    const browser = await readyBuyer();
    const first = await placeOrder(browser);
    expect(first.status).toBe(303);
    expect(first.location).toMatch(/^\/en\/confirmation\/\d+\/[\w-]+$/);
    // The double click of a browser without JavaScript: the cart is empty now, the same order answers.
    const again = await placeOrder(browser);
    expect(again).toEqual(first);
    expect(await shop().db.select().from(orders)).toHaveLength(1);
  });

  it("answers two simultaneous submissions with one order", async () => {
    const browser = await readyBuyer();
    const clicks = await Promise.all([placeOrder(browser), placeOrder(browser)]);
    expect(clicks.map((click) => click.status)).toEqual([303, 303]);
    expect(clicks[0]!.location).toBe(clicks[1]!.location);
    expect(await shop().db.select().from(orders)).toHaveLength(1);
  });

  it("sends a provider payment to the return page, which links to the hosted page; a retry reuses the payment", async () => {
    const browser = await readyBuyer(HOSTED_CARD);
    const first = await placeOrder(browser);
    expect(first.status).toBe(303);
    // Not the provider's page itself: the CSP's form-action 'self' would block that redirect.
    expect(first.location).toMatch(/^\/en\/mollie-payment\?paymentId=[\w]+$/);
    expect(await placeOrder(browser)).toEqual(first);
    expect(await shop().db.select().from(payments)).toHaveLength(1);
    expect(await shop().db.select().from(orders)).toHaveLength(1);
  });

  it("refuses an empty cart with its message", async () => {
    const browser = new FormBrowser(shop(), {});
    const refused = await placeOrder(browser);
    expect(refused).toMatchObject({
      status: 409,
      body: { ok: false, message: "Your cart is empty. Add items before ordering." },
    });
  });

  it("places nothing for a form without the session's CSRF token", async () => {
    const browser = await readyBuyer();
    const refused = await browser.post(checkoutAction, "/en/checkout", {
      intent: "placeOrder",
      termsAccepted: "1",
      _csrf: "forged",
    });
    expect(refused).toMatchObject({ status: 302, location: "/en/login" });
    expect(await shop().db.select().from(orders)).toHaveLength(0);
  });

  it("names the section's form in every answer, so a plain POST finds its section", async () => {
    const browser = await readyBuyer();
    const email = (value: string) =>
      browser.post(checkoutAction, "/en/checkout", { intent: "email", _form: "checkout-email", email: value });
    const refused = await email("not-an-email");
    expect(refused).toMatchObject({
      status: 400,
      body: { ok: false, form: "checkout-email", fields: { email: "validation.emailInvalid" } },
    });
    expect(refused.body).toMatchObject({ values: { email: "not-an-email" } });
    expect(browser.session.checkout?.email).toBe("erika@example.com");
    expect(await email("gast@example.com")).toMatchObject({
      status: 200,
      body: { ok: true, intent: "email", form: "checkout-email" },
    });
    const badPostcode = await browser.post(checkoutAction, "/en/checkout", {
      intent: "saveAddress",
      _form: "address-2-new",
      typeId: "2",
      ...{ firstName: "Erika", lastName: "Mustermann", streetName: "Hauptstraße", houseNumber: "5" },
      ...{ zipCode: "1011", city: "Berlin", countryId: "1" },
      primary: "on",
    });
    // The address form is on Conform: the operation's refusal under the form's own field names,
    // the form as sent to refill it.
    expect(badPostcode).toMatchObject({
      status: 400,
      body: {
        status: "error",
        form: "address-2-new",
        error: { zipCode: ["address.zipCodeInvalid"] },
        initialValue: { zipCode: "1011", countryId: "1", primary: "on" },
      },
    });
    // Left empty, a required field is refused as mandatory, before any operation runs.
    const empty = await browser.post(checkoutAction, "/en/checkout", {
      intent: "saveAddress",
      _form: "address-2-new",
      typeId: "2",
      ...{ firstName: "Erika", lastName: "Mustermann", streetName: "", houseNumber: "5" },
      ...{ zipCode: "10115", city: "Berlin", countryId: "1" },
    });
    expect(empty).toMatchObject({
      status: 400,
      body: { form: "address-2-new", error: { streetName: ["validation.mandatory"] } },
    });
    expect(await shop().db.select().from(addresses)).toHaveLength(1);
  });

  it("edits and deletes an address and applies the billing toggle through the sections' plain forms", async () => {
    const browser = await readyBuyer();
    const erika = browser.session.checkoutAddresses?.shipping ?? 0;
    let max = 0;
    await browser.call(async (caller) => {
      const address = { firstName: "Max", lastName: "Muster", streetName: "Gartenweg", houseNumber: "7" };
      max = (
        await caller.createAddress({
          typeId: 2,
          address: { ...address, zipCode: "10115", city: "Berlin", countryId: 1 },
        })
      ).id;
    });
    const edited = await browser.post(checkoutAction, "/en/checkout", {
      intent: "saveAddress",
      _form: `address-2-${erika}`,
      typeId: "2",
      addressId: String(erika),
      ...{ firstName: "Erika", lastName: "Mustermann", streetName: "Lindenallee", houseNumber: "5" },
      ...{ zipCode: "10115", city: "Berlin", countryId: "1" },
    });
    expect(edited).toMatchObject({
      status: 200,
      body: { ok: true, intent: "saveAddress", form: `address-2-${erika}` },
    });
    const removed = await browser.post(checkoutAction, "/en/checkout", {
      intent: "deleteAddress",
      _form: "delete-address-2",
      typeId: "2",
      addressId: String(max),
    });
    expect(removed).toMatchObject({
      status: 200,
      body: { ok: true, intent: "deleteAddress", form: "delete-address-2" },
    });
    const rows = await shop().db.select().from(addresses);
    expect(rows.map((row) => [row.id, row.streetName])).toEqual([[erika, "Lindenallee"]]);

    // A separate billing address, then the toggle: unticked changes nothing, ticked makes the
    // shipping address the billing address too; the answer says what was sent.
    let billing = 0;
    await browser.call(async (caller) => {
      const address = { firstName: "Erika", lastName: "Mustermann", streetName: "Rechnungsweg", houseNumber: "1" };
      billing = (
        await caller.createAddress({
          typeId: 1,
          address: { ...address, zipCode: "10115", city: "Berlin", countryId: 1 },
        })
      ).id;
      await caller.setCheckoutAddress({ typeId: 1, addressId: billing });
    });
    const toggle = (fields: Record<string, string>) =>
      browser.post(checkoutAction, "/en/checkout", {
        intent: "sameAsShipping",
        _form: "same-as-shipping",
        shippingAddressId: String(erika),
        ...fields,
      });
    expect((await toggle({})).body).toEqual({
      ok: true,
      intent: "sameAsShipping",
      form: "same-as-shipping",
      sameAsShipping: false,
    });
    expect(browser.session.checkoutAddresses?.billing).toBe(billing);
    expect((await toggle({ sameAsShipping: "1" })).body).toMatchObject({ ok: true, sameAsShipping: true });
    expect(browser.session.checkoutAddresses?.billing).toBe(erika);
  });
});
