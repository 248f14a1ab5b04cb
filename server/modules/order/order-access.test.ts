import { describe, expect, it } from "vitest";
import type { AddressSnapshot } from "../address/address.ts";
import { normaliseName, normaliseZipCode, softLoginMatches, withVerifiedOrder } from "./order-access.ts";

const address = (patch: Partial<AddressSnapshot>): AddressSnapshot => ({
  companyName: "",
  firstName: "Erika",
  lastName: "Müller-Lüdenscheidt",
  streetName: "Hauptstraße",
  houseNumber: "1",
  addressAddition: "",
  zipCode: "10115",
  city: "Berlin",
  stateId: null,
  countryId: 1,
  phoneNumber: "",
  email: "",
  vatNumber: "",
  postNumber: "",
  ...patch,
});

describe("soft login", () => {
  it("normalises names and postcodes", () => {
    expect(normaliseName("  Müller-Lüdenscheidt ")).toBe("mullerludenscheidt");
    expect(normaliseName("STRAUß")).toBe("strauss");
    expect(normaliseZipCode(" sw1a 1aa")).toBe("SW1A1AA");
    expect(normaliseZipCode("1010-")).toBe("1010");
  });

  it("passes with the last name, the company name or the postcode of either address", () => {
    const billing = address({});
    const delivery = address({ lastName: "Schmidt", companyName: "Nordwind GmbH", zipCode: "SW1A 1AA" });
    const both = [billing, delivery];
    expect(softLoginMatches(both, { lastName: "muller ludenscheidt" })).toBe(true);
    expect(softLoginMatches(both, { lastName: "SCHMIDT" })).toBe(true);
    expect(softLoginMatches(both, { lastName: "nordwind gmbh" })).toBe(true);
    expect(softLoginMatches(both, { companyName: "Nordwind GmbH" })).toBe(true);
    expect(softLoginMatches(both, { zipCode: "sw1a1aa" })).toBe(true);
    expect(softLoginMatches(both, { zipCode: "10115" })).toBe(true);
  });

  it("fails with anything else, and empty values never match empty fields", () => {
    const both = [address({}), address({ companyName: "" })];
    expect(softLoginMatches(both, { lastName: "Erika" })).toBe(false);
    expect(softLoginMatches(both, { zipCode: "10116" })).toBe(false);
    expect(softLoginMatches(both, { companyName: "" })).toBe(false);
    expect(softLoginMatches(both, { lastName: "---", zipCode: " " })).toBe(false);
    expect(softLoginMatches([address({ lastName: "", zipCode: "" })], { lastName: "", zipCode: "" })).toBe(false);
    expect(softLoginMatches(both, {})).toBe(false);
  });

  it("remembers verified orders without duplicates, newest last and bounded", () => {
    let orders = withVerifiedOrder(undefined, 1);
    orders = withVerifiedOrder(orders, 2);
    orders = withVerifiedOrder(orders, 1);
    expect(orders.verified).toEqual([2, 1]);
    for (let id = 3; id < 40; id += 1) orders = withVerifiedOrder(orders, id);
    expect(orders.verified).toHaveLength(20);
    expect(orders.verified?.at(-1)).toBe(39);
  });
});
