import { and, eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { seedCommerce } from "#server/demo/commerce/index.ts";
import { addresses } from "#server/modules/address/address.table.ts";
import { customers } from "#server/modules/customer/customer.table.ts";
import {
  createAddressFor,
  expectError,
  germanAddress,
  germanStateId,
  PASSWORD,
  registerCustomer,
} from "./checkout-fixture.ts";
import { describeDatabases } from "./harness.ts";

/** The address book's default per kind (setDefaultAddress), alone and under concurrent changes. */
describeDatabases("default addresses", (shop) => {
  beforeEach(() => seedCommerce(shop().db));

  /** Registers a customer through the API and answers the new customer's id. */
  async function registered(client: ReturnType<ReturnType<typeof shop>["client"]>, email: string): Promise<number> {
    await registerCustomer(client, email);
    const [row] = await shop().db.select({ id: customers.id }).from(customers).where(eq(customers.email, email));
    return row?.id ?? 0;
  }

  const primaries = async (customerId: number, column: "primaryBilling" | "primaryShipping") =>
    (
      await shop()
        .db.select({ id: addresses.id })
        .from(addresses)
        .where(and(eq(addresses.customerId, customerId), eq(addresses[column], true)))
    ).map((row) => row.id);

  it("makes one address the default of its kind, clears the other and leaves the other kind alone", async () => {
    const customer = shop().client({ locale: "en" });
    const customerId = await registered(customer, "default@example.com");
    const stateId = await germanStateId(customer);
    const billing = await createAddressFor(customer, 1, germanAddress(stateId, { primary: true }));
    const first = await createAddressFor(customer, 2, germanAddress(stateId, { primary: true }));
    const second = await createAddressFor(customer, 2, germanAddress(stateId, { city: "Bonn", zipCode: "53111" }));

    const answer = await customer.call("setDefaultAddress", { typeId: 2, addressId: second });
    expect(answer.body.data).toMatchObject({ id: second, primary: true, city: "Bonn" });
    const list = await customer.call("getAddresses", { typeId: 2 }, { method: "GET" });
    expect(list.body.data?.map((address) => [address.id, address.primary])).toEqual([
      [second, true],
      [first, false],
    ]);
    expect(await primaries(customerId, "primaryBilling")).toEqual([billing]);

    // The checkout of a new session preselects the new default.
    const later = shop().client({ locale: "en" });
    await later.call("doLogin", { email: "default@example.com", password: PASSWORD });
    const checkout = await later.call("getCheckout", undefined, { method: "GET" });
    expect(checkout.body.data?.shippingAddressId).toBe(second);
  });

  it("refuses someone else's address, an address of the other kind and a visitor without addresses", async () => {
    const owner = shop().client();
    const ownerId = await registered(owner, "owner@example.com");
    const stateId = await germanStateId(owner);
    const shipping = await createAddressFor(owner, 2, germanAddress(stateId, { primary: true }));
    const other = await createAddressFor(owner, 2, germanAddress(stateId, { city: "Bonn", zipCode: "53111" }));

    const stranger = shop().client({ locale: "en" });
    await registerCustomer(stranger, "stranger@example.com");
    expectError(await stranger.call("setDefaultAddress", { typeId: 2, addressId: other }), 404, "addressNotFound");
    expectError(
      await shop().client().call("setDefaultAddress", { typeId: 2, addressId: other }),
      404,
      "addressNotFound",
    );
    // A shipping address is not one of the billing addresses until it is used as one.
    expectError(await owner.call("setDefaultAddress", { typeId: 1, addressId: other }), 404, "addressNotFound");
    expectError(await owner.call("setDefaultAddress", { typeId: 3, addressId: other } as never), 400, "invalidData");
    expect(await primaries(ownerId, "primaryShipping")).toEqual([shipping]);
    expect(await primaries(ownerId, "primaryBilling")).toEqual([]);
  });

  it("keeps exactly one default when several changes arrive at once, without a failed request", async () => {
    const customer = shop().client();
    const customerId = await registered(customer, "race@example.com");
    const stateId = await germanStateId(customer);
    const ids: number[] = [];
    for (const city of ["Berlin", "Potsdam", "Bonn", "Köln"]) {
      ids.push(await createAddressFor(customer, 2, germanAddress(stateId, { city })));
    }
    // A second browser of the same customer changes the default at the same time.
    const other = shop().client();
    await other.call("doLogin", { email: "race@example.com", password: PASSWORD });
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all([
        ...ids.map((addressId, index) =>
          (index % 2 ? customer : other).call("setDefaultAddress", { typeId: 2, addressId }),
        ),
        other.call("createAddress", { typeId: 2, address: germanAddress(stateId, { city: "Jena", primary: true }) }),
        customer.call("updateAddress", {
          typeId: 2,
          addressId: ids[0] ?? 0,
          address: germanAddress(stateId, { city: "Berlin", primary: true }),
        }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
      expect(await primaries(customerId, "primaryShipping")).toHaveLength(1);
    }
  });
});
