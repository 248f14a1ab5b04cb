import { describe, expect, it } from "vitest";
import {
  choiceFromInput,
  getPickupStationsInput,
  postNumberProblem,
  setPreferredDeliveryInput,
} from "./preferred-delivery.ts";

const issues = (input: unknown) => {
  const result = setPreferredDeliveryInput.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("setPreferredDeliveryInput", () => {
  it("requires the fields of a chosen service only", () => {
    expect(issues({})).toEqual({});
    expect(issues({ preferredDayChosen: true })).toEqual({ preferredDay: "validation.mandatory" });
    expect(issues({ dropOff: "place", place: "   " })).toEqual({ place: "validation.mandatory" });
    expect(issues({ dropOff: "neighbour" })).toEqual({
      neighbourName: "validation.mandatory",
      neighbourAddress: "validation.mandatory",
    });
    // Text of a service not chosen is ignored, not required.
    expect(issues({ dropOff: "none", neighbourName: "Meyer" })).toEqual({});
  });

  it("limits the texts to 100 characters and refuses control characters and odd days", () => {
    expect(issues({ dropOff: "neighbour", neighbourName: "n".repeat(100), neighbourAddress: "a".repeat(100) })).toEqual(
      {},
    );
    expect(issues({ dropOff: "neighbour", neighbourName: "n".repeat(101), neighbourAddress: "x" })).toEqual({
      neighbourName: "validation.maxLength?max=100",
    });
    expect(issues({ dropOff: "place", place: "Garage\nDROP TABLE" })).toEqual({ place: "validation.invalid" });
    expect(issues({ preferredDayChosen: true, preferredDay: "25.11.2026" })).toEqual({
      preferredDay: "validation.invalid",
    });
    expect(issues({ dropOff: "roof" })).toEqual({ dropOff: "validation.invalid" });
    expect(issues({ chargeCents: 0 })).toHaveProperty("");
  });

  it("becomes the stored choice without the services not chosen", () => {
    const parse = (input: unknown) => choiceFromInput(setPreferredDeliveryInput.parse(input));
    expect(parse({})).toEqual({});
    expect(
      parse({ preferredDayChosen: false, preferredDay: "2026-11-25", dropOff: "place", place: " Garage " }),
    ).toEqual({ dropOff: { kind: "place", place: "Garage" } });
    expect(
      parse({
        preferredDayChosen: true,
        preferredDay: "2026-11-25",
        dropOff: "neighbour",
        neighbourName: "Meyer",
        neighbourAddress: "Hauptstr. 5",
        place: "ignored",
      }),
    ).toEqual({ preferredDay: "2026-11-25", dropOff: { kind: "neighbour", name: "Meyer", address: "Hauptstr. 5" } });
  });
});

describe("getPickupStationsInput", () => {
  it("takes postcode digits, a town and a type", () => {
    expect(getPickupStationsInput.parse({ zip: " 101 " })).toEqual({ zip: "101", city: "", type: "both" });
    expect(getPickupStationsInput.safeParse({ zip: "1011A" }).success).toBe(false);
    expect(getPickupStationsInput.safeParse({ zip: "101155" }).success).toBe(false);
    expect(getPickupStationsInput.safeParse({ type: "locker" }).success).toBe(false);
    expect(getPickupStationsInput.safeParse({ city: "x".repeat(61) }).success).toBe(false);
  });
});

describe("postNumberProblem", () => {
  it("needs 6 to 10 digits, and a value only when the setting requires it", () => {
    expect(postNumberProblem("", true)).toBe("delivery.postNumberRequired");
    expect(postNumberProblem("", false)).toBeNull();
    expect(postNumberProblem("12345", false)).toBe("delivery.postNumberInvalid");
    expect(postNumberProblem("123456", true)).toBeNull();
    expect(postNumberProblem("1234567890", true)).toBeNull();
    expect(postNumberProblem("12345678901", true)).toBe("delivery.postNumberInvalid");
    expect(postNumberProblem("12a456", true)).toBe("delivery.postNumberInvalid");
  });
});
