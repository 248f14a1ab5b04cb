import { expect, it } from "vitest";
import { seedCommerce } from "#server/demo/commerce/index.ts";
import { addresses } from "#server/modules/address/address.table.ts";
import { offeredDays } from "#server/modules/preferred-delivery/preferred-delivery.ts";
import {
  DEFAULT_PREFERRED_DELIVERY_SETTINGS,
  savePreferredDeliverySettings,
} from "#server/modules/preferred-delivery/preferred-delivery-settings.ts";
import type { SessionData } from "#server/modules/session/session.ts";
import { AppError } from "#server/errors.ts";
import { germanStateId } from "./checkout-fixture.ts";
import { describeDatabases, type Shop } from "./harness.ts";

const GERMANY = 1;
const AUSTRIA = 2;
const TOKEN = "cart-token-of-this-visitor";

async function visitorWithAddress(
  shop: Shop,
  address: { countryId: number; zipCode: string; postNumber?: string },
  session: SessionData = {},
) {
  await seedCommerce(shop.db);
  const [row] = await shop.db
    .insert(addresses)
    .values({ sessionToken: TOKEN, firstName: "Erika", lastName: "Muster", streetName: "Hauptstr.", ...address })
    .returning({ id: addresses.id });
  return shop.caller({ session: { cartToken: TOKEN, checkoutAddresses: { shipping: row!.id }, ...session } });
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describeDatabases("preferred delivery operations", (shop) => {
  it("offers five days and the charge for a German address, and stores a choice in the session", async () => {
    const caller = await visitorWithAddress(shop(), { countryId: GERMANY, zipCode: "10115" });
    const options = await caller.getPreferredDeliveryOptions();
    const days = offeredDays(new Date(), DEFAULT_PREFERRED_DELIVERY_SETTINGS);
    expect(options).toMatchObject({ available: true, unavailableReason: null, choice: null, textMax: 100 });
    expect(options.days.map((d) => d.date)).toEqual(days);
    expect(options.days[0]?.label).toMatch(/^(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag), \d+\. /);
    expect(options.charge).toEqual({ value: 120, currency: "EUR", formatted: "1,20\u00a0€" });
    expect(options.currentCharge.value).toBe(0);

    const saved = await caller.setPreferredDelivery({
      preferredDayChosen: true,
      preferredDay: days[2],
      dropOff: "neighbour",
      neighbourName: " Familie Meyer ",
      neighbourAddress: "Hauptstr. 7",
    });
    const choice = {
      preferredDay: days[2],
      dropOff: { kind: "neighbour", name: "Familie Meyer", address: "Hauptstr. 7" },
    };
    expect(saved.choice).toEqual(choice);
    expect(saved.currentCharge.value).toBe(120);
    expect(caller.context.session.data.checkout?.preferredDelivery).toEqual(choice);
    expect((await caller.getPreferredDeliveryOptions()).choice).toEqual(choice);

    // Choosing nothing removes the wishes (and the charge).
    const cleared = await caller.setPreferredDelivery({});
    expect(cleared).toMatchObject({ choice: null, currentCharge: { value: 0 } });
    expect(caller.context.session.data.checkout?.preferredDelivery).toBeUndefined();
  });

  it("uses the operator's setting: free, cut-off and day count", async () => {
    await savePreferredDeliverySettings(shop().db, {
      ...DEFAULT_PREFERRED_DELIVERY_SETTINGS,
      chargeCents: 0,
      offeredDayCount: 3,
      excludedWeekdays: [6],
    });
    const caller = await visitorWithAddress(shop(), { countryId: GERMANY, zipCode: "80331" }, {});
    const options = await caller.getPreferredDeliveryOptions();
    expect(options.days).toHaveLength(3);
    expect(options.days.every((d) => new Date(`${d.date}T00:00:00Z`).getUTCDay() !== 6)).toBe(true);
    expect(options.charge.value).toBe(0);
  });

  it("is only for Germany, a 5-digit postcode and a door (no packstation)", async () => {
    const cases: [{ countryId: number; zipCode: string; postNumber?: string }, string][] = [
      [{ countryId: AUSTRIA, zipCode: "1010" }, "countryNotSupported"],
      [{ countryId: GERMANY, zipCode: "1011" }, "postcodeInvalid"],
      [{ countryId: GERMANY, zipCode: "10115", postNumber: "12345678" }, "pickupStation"],
    ];
    for (const [address, reason] of cases) {
      await shop().db.delete(addresses);
      const caller = await visitorWithAddress(shop(), address);
      const options = await caller.getPreferredDeliveryOptions();
      expect(options).toMatchObject({ available: false, unavailableReason: reason, days: [] });
      const error = await failure(caller.setPreferredDelivery({ dropOff: "place", place: "Garage" }));
      expect(error.key).toBe("preferredDeliveryNotAvailable");
      expect(caller.context.session.data.checkout?.preferredDelivery).toBeUndefined();
    }
  });

  it("asks for an address when there is none, and refuses a day not offered", async () => {
    await seedCommerce(shop().db);
    const anonymous = shop().caller({ session: { checkout: { shippingCountryId: GERMANY } } });
    expect(await anonymous.getPreferredDeliveryOptions()).toMatchObject({ unavailableReason: "addressMissing" });

    const caller = await visitorWithAddress(shop(), { countryId: GERMANY, zipCode: "10115" });
    for (const day of ["2020-01-01", "2099-12-31", "2026-02-30"]) {
      const error = await failure(caller.setPreferredDelivery({ preferredDayChosen: true, preferredDay: day }));
      expect(error.key).toBe("preferredDayNotAvailable");
      expect(error.fields).toEqual({ preferredDay: "errors.preferredDayNotAvailable" });
    }
    expect(caller.context.session.data.checkout).toBeUndefined();
  });

  it("shows a stored choice that no longer holds as none", async () => {
    const stale = { preferredDay: "2020-01-07", dropOff: { kind: "place", place: "Garage" } };
    const caller = await visitorWithAddress(
      shop(),
      { countryId: GERMANY, zipCode: "10115" },
      { checkout: { preferredDelivery: stale } },
    );
    expect(await caller.getPreferredDeliveryOptions()).toMatchObject({
      choice: null,
      currentCharge: { value: 0 },
    });
    const [day] = offeredDays(new Date(), DEFAULT_PREFERRED_DELIVERY_SETTINGS);
    const fresh = { ...stale, preferredDay: day };
    caller.context.session.update({ checkout: { preferredDelivery: fresh } });
    expect(await caller.getPreferredDeliveryOptions()).toMatchObject({
      choice: fresh,
      currentCharge: { value: 120 },
    });
  });

  it("ignores another visitor's address", async () => {
    const caller = await visitorWithAddress(shop(), { countryId: GERMANY, zipCode: "10115" }, { cartToken: "other" });
    expect(await caller.getPreferredDeliveryOptions()).toMatchObject({ unavailableReason: "addressMissing" });
  });

  it("answers hostile input with field errors and changes nothing (HTTP)", async () => {
    await seedCommerce(shop().db);
    const visitor = shop().client({ locale: "en" });
    await visitor.call("getCart");
    const hostile = [
      { dropOff: "neighbour", neighbourName: "x".repeat(101), neighbourAddress: "y" },
      { dropOff: "neighbour", neighbourName: "Meyer" },
      { preferredDayChosen: true },
      { dropOff: "place", place: "<script>\u0007" },
      { preferredDayChosen: "yes" },
      { chargeCents: 0 },
    ];
    const fields = [];
    for (const payload of hostile) {
      const answer = await visitor.call("setPreferredDelivery", payload);
      expect(answer.status).toBe(400);
      fields.push(answer.body.error?.fields);
    }
    expect(fields).toEqual([
      { neighbourName: "Enter a maximum of 100 characters." },
      { neighbourAddress: "This is a mandatory field." },
      { preferredDay: "This is a mandatory field." },
      { place: "This value is not valid." },
      { preferredDayChosen: "This value is not valid." },
      { chargeCents: "This field is not expected." },
    ]);
    const options = await visitor.call("getPreferredDeliveryOptions");
    expect(options.body.data?.choice).toBeNull();
  });
});

describeDatabases("pickup-station operations", (shop) => {
  it("searches by postcode, town and type", async () => {
    const visitor = shop().client({ locale: "en" });
    const byZip = await visitor.call("getPickupStations", { zip: "20095" });
    expect(byZip.status).toBe(200);
    expect(byZip.body.data?.stations[0]).toMatchObject({ zip: "20095", city: "Hamburg", type: "packstation" });
    expect(byZip.body.data?.postNumberRequired).toBe(true);
    const offices = await visitor.call("getPickupStations", { city: "köln", type: "postOffice" });
    expect(offices.body.data?.stations.map((s) => s.street)).toEqual(["Hohe Straße 121"]);
    const get = await visitor.call("getPickupStations", { city: "Leipzig" }, { method: "GET" });
    expect(get.body.data?.stations).toHaveLength(2);
  });

  it("needs a postcode or a town, and says when nothing is found", async () => {
    const visitor = shop().client({ locale: "en" });
    const empty = await visitor.call("getPickupStations", { zip: " ", city: "" });
    expect(empty.status).toBe(400);
    expect(empty.body.error?.fields).toEqual({
      zip: "Please enter a postcode or a town.",
      city: "Please enter a postcode or a town.",
    });
    const none = await shop().client().call("getPickupStations", { city: "Atlantis" });
    expect(none.status).toBe(404);
    expect(none.body.error).toMatchObject({
      key: "pickupStationNoResult",
      message: "Es wurde keine Packstation oder Filiale gefunden. Bitte prüfen Sie Postleitzahl oder Ort.",
    });
    const hostile = await visitor.call("getPickupStations", { zip: "1' OR 1=1", type: "all" });
    expect(hostile.status).toBe(400);
    expect(Object.keys(hostile.body.error?.fields ?? {}).sort()).toEqual(["type", "zip"]);
  });

  it("turns a chosen station into its parcel address, the post number checked by the setting", async () => {
    const visitor = shop().client({ locale: "en" });
    const ok = await visitor.call("getPickupStationAddress", {
      stationId: "demo-packstation-210",
      postNumber: "1234567",
    });
    expect(ok.body.data).toEqual({
      stationId: "demo-packstation-210",
      type: "packstation",
      number: "210",
      streetName: "Packstation",
      houseNumber: "210",
      zipCode: "20095",
      city: "Hamburg",
      countryIso: "DE",
      postNumber: "1234567",
      street: "Mönckebergstraße 7",
    });
    const missing = await visitor.call("getPickupStationAddress", { stationId: "demo-packstation-210" });
    expect(missing.status).toBe(400);
    expect(missing.body.error?.fields).toEqual({ postNumber: "Please enter your DHL post number." });
    const bad = await visitor.call("getPickupStationAddress", { stationId: "demo-packstation-210", postNumber: "12" });
    expect(bad.body.error?.fields).toEqual({ postNumber: "A DHL post number has 6 to 10 digits." });
    const unknown = await visitor.call("getPickupStationAddress", {
      stationId: "demo-packstation-0",
      postNumber: "1234567",
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.key).toBe("pickupStationNotFound");

    await savePreferredDeliverySettings(shop().db, {
      ...DEFAULT_PREFERRED_DELIVERY_SETTINGS,
      postNumberRequired: false,
    });
    const optional = await visitor.call("getPickupStationAddress", { stationId: "demo-postfiliale-602" });
    expect(optional.body.data).toMatchObject({ streetName: "Postfiliale", houseNumber: "602", postNumber: "" });
  });

  it("saves a chosen station's address without the shopper's state", async () => {
    await seedCommerce(shop().db);
    const visitor = shop().client({ locale: "en" });
    const home = await germanStateId(visitor);
    const station = await visitor.call("getPickupStationAddress", {
      stationId: "demo-packstation-210",
      postNumber: "1234567",
    });
    const parcel = station.body.data;
    if (!parcel) throw new Error("the station has no address");
    const packstation = {
      firstName: "Erika",
      lastName: "Muster",
      streetName: parcel.streetName,
      houseNumber: parcel.houseNumber,
      zipCode: parcel.zipCode,
      city: parcel.city,
      countryId: GERMANY,
      // What the checkout used to send: the shopper's own state.
      stateId: home,
      postNumber: parcel.postNumber,
    };
    const saved = await visitor.call("createAddress", { typeId: 2, address: packstation });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ streetName: "Packstation", postNumber: "1234567", stateId: null });
    const changed = await visitor.call("updateAddress", {
      typeId: 2,
      addressId: saved.body.data?.id,
      address: { ...packstation, city: "Hamburg-Altstadt" },
    });
    expect(changed.body.data).toMatchObject({ city: "Hamburg-Altstadt", stateId: null });
    const rows = await shop().db.select().from(addresses);
    expect(rows.map((row) => [row.postNumber, row.stateId])).toEqual([["1234567", null]]);

    // A door address keeps the state the shopper chose.
    const door = { ...packstation, streetName: "Hauptstr.", houseNumber: "5", postNumber: "" };
    const own = await visitor.call("createAddress", { typeId: 2, address: door });
    expect(own.body.data).toMatchObject({ postNumber: "", stateId: home });
  });
});
