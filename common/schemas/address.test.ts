import { describe, expect, it } from "vitest";
import { addressCountryProblems, addressSchema, normalizePostcode, postcodeIsValid } from "./address.ts";

describe("postcode formats", () => {
  const valid: [string, string][] = [
    ["DE", "10115"],
    ["AT", "1010"],
    ["CH", "8001"],
    ["NL", "1234 AB"],
    ["NL", "1234ab"],
    ["FR", "75008"],
    ["IT", "00184"],
    ["ES", "28013"],
    ["BE", "1000"],
    ["PL", "00-950"],
    ["DK", "2100"],
    ["SE", "114 55"],
    ["SE", "11455"],
    ["GB", "SW1A 1AA"],
    ["GB", "ec1a1bb"],
    ["GB", "M1 1AE"],
    ["US", "90210"],
    ["US", "90210-1234"],
    ["NO", "0150"],
    ["XX", "anything"],
  ];
  const invalid: [string, string][] = [
    ["DE", "1011"],
    ["DE", "101155"],
    ["DE", "1O115"],
    ["AT", "10100"],
    ["CH", "800"],
    ["NL", "0123 AB"],
    ["NL", "1234 A"],
    ["FR", "7500"],
    ["IT", "0018A"],
    ["ES", "53001"],
    ["BE", "0999"],
    ["PL", "00950"],
    ["DK", "21000"],
    ["SE", "014 55"],
    ["GB", "SW1A"],
    ["GB", "12345"],
    ["US", "9021"],
    ["US", "90210-12"],
    ["XX", ""],
    ["XX", "1234567890123"],
  ];
  it.each(valid)("accepts %s %s", (iso, code) => expect(postcodeIsValid(code, iso)).toBe(true));
  it.each(invalid)("refuses %s %s", (iso, code) => expect(postcodeIsValid(code, iso)).toBe(false));

  it("writes postcodes the way their country does", () => {
    expect(normalizePostcode(" 1234ab ", "NL")).toBe("1234 AB");
    expect(normalizePostcode("11455", "SE")).toBe("114 55");
    expect(normalizePostcode("sw1a1aa", "GB")).toBe("SW1A 1AA");
    expect(normalizePostcode(" 10115", "DE")).toBe("10115");
  });
});

describe("address schema", () => {
  const base = { streetName: "Hauptstr.", houseNumber: "1", zipCode: "10115", city: "Berlin", countryId: 1 };

  it("needs first and last name or a company", () => {
    expect(addressSchema.safeParse({ ...base, firstName: "Ada", lastName: "Lovelace" }).success).toBe(true);
    expect(addressSchema.safeParse({ ...base, companyName: "Nordlicht GmbH" }).success).toBe(true);
    const none = addressSchema.safeParse(base);
    expect(none.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["firstName", "validation.mandatory"],
      ["lastName", "validation.mandatory"],
    ]);
    const half = addressSchema.safeParse({ ...base, firstName: "Ada" });
    expect(half.error?.issues.map((issue) => issue.path.join("."))).toEqual(["lastName"]);
  });

  it("requires street, house number, postcode, town and country and limits lengths", () => {
    const result = addressSchema.safeParse({
      companyName: "X",
      streetName: " ",
      houseNumber: "",
      zipCode: "",
      city: "",
    });
    expect(result.error?.issues.map((issue) => issue.path.join(".")).sort()).toEqual(
      ["city", "countryId", "houseNumber", "streetName", "zipCode"].sort(),
    );
    expect(addressSchema.safeParse({ ...base, companyName: "x".repeat(101) }).success).toBe(false);
  });

  it("checks the options: email, phone, post number, unknown fields", () => {
    const ok = { ...base, companyName: "X" };
    expect(addressSchema.safeParse({ ...ok, email: "a@example.com", phoneNumber: "+49 30 123-45" }).success).toBe(true);
    expect(addressSchema.safeParse({ ...ok, email: "not-an-email" }).success).toBe(false);
    expect(addressSchema.safeParse({ ...ok, phoneNumber: "call me" }).success).toBe(false);
    expect(addressSchema.safeParse({ ...ok, postNumber: "12345678" }).success).toBe(true);
    expect(addressSchema.safeParse({ ...ok, postNumber: "12ab" }).success).toBe(false);
    expect(addressSchema.safeParse({ ...ok, customerId: 5 }).success).toBe(false);
  });
});

describe("country checks of an address", () => {
  const germany = { isoCode2: "DE", states: [{ id: 1 }, { id: 2 }] };
  const unitedStates = { isoCode2: "US", states: [{ id: 70 }, { id: 71 }] };
  it("needs a state where the postal address needs one (US), and always one of the country's own", () => {
    expect(addressCountryProblems({ zipCode: "10115", stateId: 1 }, germany)).toEqual({});
    expect(addressCountryProblems({ zipCode: "10115", stateId: null }, germany)).toEqual({});
    expect(addressCountryProblems({ zipCode: "10001", stateId: null }, unitedStates)).toEqual({
      stateId: "address.stateRequired",
    });
    expect(addressCountryProblems({ zipCode: "10001", stateId: 70 }, unitedStates)).toEqual({});
    expect(addressCountryProblems({ zipCode: "101", stateId: 99 }, germany)).toEqual({
      zipCode: "address.zipCodeInvalid",
      stateId: "address.stateInvalid",
    });
    expect(addressCountryProblems({ zipCode: "1000", stateId: null }, { isoCode2: "BE", states: [] })).toEqual({});
  });
});
