/**
 * The account's address books as plain forms (docs/account.md, docs/forms.md): the address form
 * on Conform with the checkout's schema and country rules, the default and delete buttons, the
 * question before deleting the default, and another customer's address.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { addresses } from "#server/modules/address/address.table.ts";
import { addressBookAction } from "~/features/account/address-book-action.server.ts";
import { FormBrowser } from "./form-browser.ts";
import { describeDatabases, type Shop } from "./harness.ts";
import { addOrderCatalog, readSession } from "./order-fixture.ts";

const PASSWORD = "secret-pass-1";
const PATH = "/en/my-account/shipping-details";

async function customer(shop: Shop, email: string): Promise<FormBrowser> {
  const client = shop.client({ locale: "en" });
  const registered = await client.call("doRegisterUser", { email, password: PASSWORD, repeatPassword: PASSWORD });
  expect(registered.status).toBe(200);
  return new FormBrowser(shop, (await readSession(shop, client))!, "en");
}

const ERIKA = {
  ...{ firstName: "Erika", lastName: "Mustermann", streetName: "Hauptstraße", houseNumber: "5" },
  ...{ zipCode: "10115", city: "Berlin", countryId: "1" },
};

describeDatabases("the address book's plain forms", (shop) => {
  it("saves, refuses with the form's field names, makes default and asks before deleting the default", async () => {
    await addOrderCatalog(shop());
    const anna = await customer(shop(), "anna-book@example.com");
    const post = (fields: Record<string, string>) =>
      anna.post((context, request) => addressBookAction(context, request, 2), PATH, fields);

    // Refused by the schema (a required field left empty) and by the country's rules (postcode).
    expect(await post({ intent: "saveAddress", _form: "address-2-new", ...ERIKA, city: "" })).toMatchObject({
      status: 400,
      body: { status: "error", form: "address-2-new", error: { city: ["validation.mandatory"] } },
    });
    const badPostcode = await post({ intent: "saveAddress", _form: "address-2-new", ...ERIKA, zipCode: "1011" });
    expect(badPostcode).toMatchObject({
      status: 400,
      body: {
        form: "address-2-new",
        error: { zipCode: ["address.zipCodeInvalid"] },
        initialValue: { zipCode: "1011" },
      },
    });
    expect(await shop().db.select().from(addresses)).toEqual([]);

    // Two addresses, the second ticked as default.
    expect(await post({ intent: "saveAddress", _form: "address-2-new", ...ERIKA })).toMatchObject({
      status: 200,
      body: { ok: true, intent: "saveAddress", form: "address-2-new" },
    });
    await post({ intent: "saveAddress", _form: "address-2-new", ...ERIKA, streetName: "Lindenallee", primary: "on" });
    const rows = async () =>
      (await shop().db.select().from(addresses).orderBy(addresses.id)).map((row) => [
        row.streetName,
        row.primaryShipping,
      ]);
    expect(await rows()).toEqual([
      ["Hauptstraße", false],
      ["Lindenallee", true],
    ]);
    const [first, second] = (await shop().db.select().from(addresses).orderBy(addresses.id)).map((row) => row.id);

    // The first becomes the default; deleting it asks first, the confirmed delete goes through.
    expect(await post({ intent: "setDefault", _form: "default-address-2", addressId: String(first) })).toMatchObject({
      status: 200,
      body: { ok: true, intent: "setDefault", form: "default-address-2" },
    });
    expect(await rows()).toEqual([
      ["Hauptstraße", true],
      ["Lindenallee", false],
    ]);
    expect(await post({ intent: "deleteAddress", _form: "delete-address-2", addressId: String(first) })).toMatchObject({
      status: 200,
      body: { ok: true, intent: "confirmDelete", addressId: first },
    });
    expect(await rows()).toHaveLength(2);
    expect(
      await post({ intent: "deleteAddress", _form: "delete-address-2", addressId: String(first), confirmed: "1" }),
    ).toMatchObject({ status: 200, body: { ok: true, intent: "deleteAddress" } });
    expect(await rows()).toEqual([["Lindenallee", false]]);

    // Another customer's address: refused, nothing changes; a hostile id is a field error.
    const ben = await customer(shop(), "ben-book@example.com");
    const bens = (fields: Record<string, string>) =>
      ben.post((context, request) => addressBookAction(context, request, 2), PATH, fields);
    for (const intent of ["setDefault", "deleteAddress"]) {
      const refused = await bens({ intent, _form: "delete-address-2", addressId: String(second), confirmed: "1" });
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ status: "error", error: { "": [expect.any(String)] } });
    }
    const edited = await bens({
      intent: "saveAddress",
      _form: `address-2-${second}`,
      addressId: String(second),
      ...ERIKA,
    });
    expect(edited.status).toBe(404);
    expect(await bens({ intent: "setDefault", _form: "default-address-2", addressId: "1; drop table" })).toMatchObject({
      status: 400,
      body: { error: { addressId: ["validation.invalid"] } },
    });
    const [kept] = await shop().db.select().from(addresses).where(eq(addresses.id, second!));
    expect(kept).toMatchObject({ streetName: "Lindenallee", customerId: expect.any(Number) });
  });
});
