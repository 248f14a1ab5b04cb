import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { seedCommerce } from "#server/demo/commerce/index.ts";
import { addresses } from "#server/modules/address/address.table.ts";
import {
  createAddressFor,
  expectError,
  germanAddress,
  germanStateId,
  PASSWORD,
  registerCustomer,
} from "./checkout-fixture.ts";
import { describeDatabases } from "./harness.ts";

describeDatabases("address book", (shop) => {
  beforeEach(() => seedCommerce(shop().db));

  it("creates, lists, updates and deletes a visitor's addresses, normalizing the postcode", async () => {
    const visitor = shop().client({ locale: "en" });
    const stateId = await germanStateId(visitor);
    const id = await createAddressFor(visitor, 2, germanAddress(stateId, { zipCode: " 10115 ", primary: true }));
    const nl = await createAddressFor(visitor, 2, {
      companyName: "Noord BV",
      streetName: "Kade",
      houseNumber: "1",
      zipCode: "1234ab",
      city: "Amsterdam",
      countryId: 4,
      vatNumber: "nl 123456789B01",
    });
    const list = await visitor.call("getAddresses", { typeId: 2 }, { method: "GET" });
    expect(list.body.data?.map((address) => [address.id, address.zipCode, address.primary])).toEqual([
      [id, "10115", true],
      [nl, "1234 AB", false],
    ]);
    expect(list.body.data?.[1]?.vatNumber).toBe("NL123456789B01");
    expect((await visitor.call("getAddresses", { typeId: 1 }, { method: "GET" })).body.data).toEqual([]);

    const updated = await visitor.call("updateAddress", {
      typeId: 2,
      addressId: id,
      address: germanAddress(stateId, { city: "Potsdam", zipCode: "14467" }),
    });
    expect(updated.body.data).toMatchObject({ id, city: "Potsdam", primary: false });

    expect((await visitor.call("deleteAddress", { typeId: 2, addressId: id })).body.data).toBe(true);
    const after = await visitor.call("getAddresses", { typeId: 2 }, { method: "GET" });
    expect(after.body.data?.map((address) => address.id)).toEqual([nl]);
  });

  it("answers 404 for someone else's address and changes nothing", async () => {
    const owner = shop().client({ locale: "en" });
    const stateId = await germanStateId(owner);
    const id = await createAddressFor(owner, 1, germanAddress(stateId));
    const [before] = await shop().db.select().from(addresses).where(eq(addresses.id, id));

    const stranger = shop().client({ locale: "en" });
    await registerCustomer(stranger, "stranger@example.com");
    const change = { typeId: 1, addressId: id, address: germanAddress(stateId, { city: "Hijacked" }) } as const;
    expectError(await stranger.call("updateAddress", change), 404, "addressNotFound");
    expectError(await stranger.call("deleteAddress", { typeId: 1, addressId: id }), 404, "addressNotFound");
    expectError(await stranger.call("setCheckoutAddress", { typeId: 1, addressId: id }), 404, "addressNotFound");
    expect((await stranger.call("getAddresses", { typeId: 1 }, { method: "GET" })).body.data).toEqual([]);
    const anonymous = shop().client();
    expectError(await anonymous.call("deleteAddress", { typeId: 1, addressId: id }), 404, "addressNotFound");

    const [after] = await shop().db.select().from(addresses).where(eq(addresses.id, id));
    expect(after).toEqual(before);
    expect((await stranger.call("getSession", undefined, { method: "GET" })).body.data?.checkoutAddresses).toEqual({
      billing: null,
      shipping: null,
    });
  });

  it("moves a visitor's addresses to the customer at login, keeping the chosen ones", async () => {
    const seller = shop().client();
    await registerCustomer(seller, "buyer@example.com");
    await seller.call("doLogoutUser");

    const visitor = shop().client({ locale: "en" });
    const stateId = await germanStateId(visitor);
    const id = await createAddressFor(visitor, 2, germanAddress(stateId));
    await visitor.call("setCheckoutAddress", { typeId: 2, addressId: id });
    expect((await visitor.call("doLogin", { email: "buyer@example.com", password: PASSWORD })).status).toBe(200);

    const list = await visitor.call("getAddresses", { typeId: 2 }, { method: "GET" });
    expect(list.body.data?.map((address) => address.id)).toEqual([id]);
    const [row] = await shop().db.select().from(addresses).where(eq(addresses.id, id));
    expect({ customer: row?.customerId !== null, token: row?.sessionToken }).toEqual({ customer: true, token: null });
    const checkout = await visitor.call("getCheckout", undefined, { method: "GET" });
    expect(checkout.body.data?.shippingAddressId).toBe(id);

    // After logout the next visitor at this computer sees none of them.
    await visitor.call("doLogoutUser");
    expect((await visitor.call("getAddresses", { typeId: 2 }, { method: "GET" })).body.data).toEqual([]);
  });

  it("refuses invalid addresses with the field and the validation key", async () => {
    const visitor = shop().client({ locale: "en" });
    const stateId = await germanStateId(visitor);
    const cases: [Record<string, unknown>, number, string, Record<string, string>][] = [
      [
        germanAddress(stateId, { zipCode: "1234" }),
        400,
        "addressValidationFailed",
        {
          "address.zipCode": "Please enter a valid postcode for this country.",
        },
      ],
      [
        // A US address needs its state; a German one does not (next test).
        germanAddress(stateId, { countryId: 13, zipCode: "10001", stateId: null }),
        400,
        "addressValidationFailed",
        {
          "address.stateId": "Please choose a state.",
        },
      ],
      [
        germanAddress(stateId, { countryId: 3, zipCode: "8001" }),
        400,
        "addressValidationFailed",
        {
          "address.stateId": "This state does not belong to the chosen country.",
        },
      ],
      [
        germanAddress(stateId, { countryId: 999 }),
        400,
        "addressValidationFailed",
        {
          "address.countryId": "This country does not exist or we do not deliver there.",
        },
      ],
      [
        germanAddress(stateId, { vatNumber: "DE123" }),
        400,
        "addressValidationFailed",
        {
          "address.vatNumber": "The VAT number is invalid. Please check the country prefix and the number.",
        },
      ],
      [
        germanAddress(stateId, { firstName: "", lastName: "" }),
        400,
        "invalidData",
        {
          "address.firstName": "This is a mandatory field.",
          "address.lastName": "This is a mandatory field.",
        },
      ],
      [
        germanAddress(stateId, { customerId: 1 }),
        400,
        "invalidData",
        {
          "address.customerId": "This field is not expected.",
        },
      ],
      [
        germanAddress(stateId, { streetName: "x".repeat(5000) }),
        400,
        "invalidData",
        {
          "address.streetName": "This value is not valid.",
        },
      ],
    ];
    for (const [address, status, key, fields] of cases) {
      const answer = await visitor.call("createAddress", { typeId: 2, address } as never);
      expectError(answer, status, key);
      expect({ address, fields: answer.body.error?.fields }).toEqual({ address, fields });
    }
    // Norway is a billing country only: the shop does not deliver there.
    const norway = {
      companyName: "Nord AS",
      streetName: "Gate",
      houseNumber: "1",
      zipCode: "0150",
      city: "Oslo",
      countryId: 14,
    };
    expectError(await visitor.call("createAddress", { typeId: 2, address: norway }), 400, "addressValidationFailed");
    expect((await visitor.call("createAddress", { typeId: 1, address: norway })).status).toBe(200);
    const rows = await shop().db.select().from(addresses);
    expect(rows.map((row) => row.countryId)).toEqual([14]);
  });

  it("takes a German address without a state", async () => {
    const visitor = shop().client({ locale: "en" });
    const id = await createAddressFor(visitor, 2, germanAddress(0, { stateId: null }));
    expect(id).toBeGreaterThan(0);
  });

  it("keeps one primary address per kind", async () => {
    const customer = shop().client();
    await registerCustomer(customer, "primary@example.com");
    const stateId = await germanStateId(customer);
    const first = await createAddressFor(customer, 1, germanAddress(stateId, { primary: true }));
    const second = await createAddressFor(
      customer,
      1,
      germanAddress(stateId, { city: "Bonn", zipCode: "53111", primary: true }),
    );
    const list = await customer.call("getAddresses", { typeId: 1 }, { method: "GET" });
    expect(list.body.data?.map((address) => [address.id, address.primary])).toEqual([
      [second, true],
      [first, false],
    ]);
  });
});
