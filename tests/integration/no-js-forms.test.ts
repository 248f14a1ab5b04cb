/**
 * The forms that work without JavaScript, through their route actions in process: the
 * checkout's order form (intent placeOrder), the sections' answers (named by their form) and
 * the cart's delivery-country form (intent shippingCountry). Each post is one request: a
 * fresh caller on the session as the last request left it, like the HTTP layer loading the
 * session per request.
 */
import { RouterContextProvider } from "react-router";
import { expect, it } from "vitest";
import type { Locale } from "#common/constants.ts";
import { appContext, type Flash } from "#server/http/router-context.ts";
import { addresses } from "#server/modules/address/address.table.ts";
import { orders } from "#server/modules/order/order.table.ts";
import { payments } from "#server/modules/payment/payment.table.ts";
import type { SessionData } from "#server/modules/session/session.ts";
import { cartAction } from "~/features/cart/cart-action.server.ts";
import { checkoutAction } from "~/features/checkout/checkout-action.server.ts";
import { describeDatabases, type Shop } from "./harness.ts";
import { addOrderCatalog, DHL_PAKET, HOSTED_CARD, PREPAYMENT } from "./order-fixture.ts";

const CSRF = "form-token";
const TOKEN = "f".repeat(32);
const AUSTRIA = 2;

/** A browser without JavaScript: its session between requests and the notices it was given. */
class FormBrowser {
  flashes: Flash[] = [];
  session: SessionData;
  private readonly shop: Shop;
  private readonly locale: Locale;

  constructor(shop: Shop, session: SessionData, locale: Locale = "en") {
    this.shop = shop;
    this.session = session;
    this.locale = locale;
  }

  /** Calls an operation as one request of this browser (for the set-up). */
  async call(run: (caller: ReturnType<Shop["caller"]>) => Promise<unknown>): Promise<void> {
    const caller = this.shop.caller({ session: this.session, locale: this.locale });
    await run(caller);
    this.session = caller.context.session.data;
  }

  /** Posts a form to a route action; answers its Response (redirect) or data with status. */
  async post(
    action: typeof checkoutAction | typeof cartAction,
    path: string,
    fields: Record<string, string>,
  ): Promise<{ status: number; location: string | null; body: unknown }> {
    const caller = this.shop.caller({ session: this.session, locale: this.locale });
    const context = new RouterContextProvider();
    context.set(appContext, {
      rpc: caller,
      locale: this.locale,
      csrfToken: CSRF,
      nonce: "nonce",
      requestId: "request",
      origin: "http://shop.test",
      verifyCsrf: (token) => token === CSRF,
      setFlash: (flash) => void this.flashes.push(flash),
      takeFlash: () => null,
      logError: () => {},
    });
    const form = new FormData();
    for (const [name, value] of Object.entries({ _csrf: CSRF, ...fields })) form.set(name, value);
    const answer = await action(context, new Request(`http://shop.test${path}`, { method: "POST", body: form }));
    this.session = caller.context.session.data;
    if (answer instanceof Response) {
      return { status: answer.status, location: answer.headers.get("Location"), body: null };
    }
    const init = (answer as { init?: { status?: number } | null }).init;
    const body = (answer as { data?: unknown }).data ?? answer;
    return { status: init?.status ?? 200, location: null, body };
  }
}

describeDatabases("forms without JavaScript", (shop) => {
  /** A visitor with one table in the cart and every checkout choice made but the terms. */
  async function readyBuyer(paymentMethodId = PREPAYMENT, locale: Locale = "en"): Promise<FormBrowser> {
    await addOrderCatalog(shop());
    const [row] = await shop()
      .db.insert(addresses)
      .values({
        sessionToken: TOKEN,
        firstName: "Erika",
        lastName: "Mustermann",
        streetName: "Hauptstraße",
        houseNumber: "5",
        zipCode: "10115",
        city: "Berlin",
        countryId: 1,
      })
      .returning({ id: addresses.id });
    const browser = new FormBrowser(
      shop(),
      {
        cartToken: TOKEN,
        checkoutAddresses: { shipping: row!.id },
        checkout: {
          email: "erika@example.com",
          shippingCountryId: 1,
          shippingProfileId: DHL_PAKET,
          paymentMethodId,
        },
      },
      locale,
    );
    await browser.call((caller) => caller.call("doAddCartItem", { productId: 9101, quantity: 1 }));
    return browser;
  }

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
      primary: "1",
    });
    expect(badPostcode.body).toMatchObject({
      ok: false,
      form: "address-2-new",
      fields: { "address.zipCode": "address.zipCodeInvalid" },
      values: { zipCode: "1011", countryId: "1", primary: "1" },
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
        await caller.call("createAddress", {
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
        await caller.call("createAddress", {
          typeId: 1,
          address: { ...address, zipCode: "10115", city: "Berlin", countryId: 1 },
        })
      ).id;
      await caller.call("setCheckoutAddress", { typeId: 1, addressId: billing });
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

  it("changes the cart's delivery country from the cart page's form", async () => {
    const browser = await readyBuyer();
    const changed = await browser.post(cartAction, "/en/cart", { intent: "shippingCountry", shippingCountryId: "2" });
    expect(changed).toMatchObject({ status: 302, location: "/en/cart" });
    expect(browser.flashes).toEqual([{ type: "positive", key: "deliveryCountry.changed" }]);
    expect(browser.session.checkout?.shippingCountryId).toBe(AUSTRIA);
  });

  it("refuses an unknown or missing country with a translated message and keeps the country", async () => {
    const browser = await readyBuyer();
    for (const shippingCountryId of ["99999", "", "Austria"]) {
      const refused = await browser.post(cartAction, "/en/cart", { intent: "shippingCountry", shippingCountryId });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ ok: false, intent: "shippingCountry" });
      expect((refused.body as { message: string }).message.length).toBeGreaterThan(0);
      expect((refused.body as { message: string }).message).not.toContain("errors.");
    }
    expect(browser.flashes).toEqual([]);
    expect(browser.session.checkout?.shippingCountryId).toBe(1);
  });
});
