import { describe, expect, it } from "vitest";
import { addressFormProblems, addressFromForm } from "./address-form-data.ts";

const countries = [
  { id: 1, isoCode2: "DE", states: [{ id: 11 }] },
  { id: 8, isoCode2: "BE", states: [] },
];

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("address form data", () => {
  it("turns the form into the payload", () => {
    const values = addressFromForm(form({ firstName: "Ada", countryId: "1", stateId: "11", primary: "on" }));
    expect(values).toMatchObject({ firstName: "Ada", countryId: 1, stateId: 11, primary: true, companyName: "" });
    expect(addressFromForm(form({ stateId: "" })).stateId).toBeNull();
  });

  it("finds the same problems the server would, before sending", () => {
    const valid = {
      companyName: "X",
      streetName: "Rue",
      houseNumber: "1",
      zipCode: "1000",
      city: "Bruxelles",
      countryId: "8",
    };
    expect(addressFormProblems(addressFromForm(form(valid)), countries)).toEqual({});
    expect(addressFormProblems(addressFromForm(form({ ...valid, zipCode: "99" })), countries)).toEqual({
      zipCode: "address.zipCodeInvalid",
    });
    expect(
      addressFormProblems(addressFromForm(form({ ...valid, countryId: "1", zipCode: "10115" })), countries),
    ).toEqual({});
    expect(addressFormProblems(addressFromForm(form({ countryId: "8" })), countries)).toMatchObject({
      firstName: "validation.mandatory",
      streetName: "validation.mandatory",
      zipCode: "validation.mandatory",
    });
  });
});
