import { describe, expect, it } from "vitest";
import { DEFAULT_PREFERRED_DELIVERY_SETTINGS as SETTINGS } from "./preferred-delivery-settings.ts";
import {
  choiceProblem,
  preferredDeliveryChargeCents,
  preferredDeliveryUnavailability,
  storedChoice,
  type Destination,
} from "./preferred-delivery.ts";

const BERLIN: Destination = { countryIso: "DE", zipCode: "10115", isPickupStation: false };

describe("preferredDeliveryUnavailability", () => {
  it.each<[string, Destination, string | null]>([
    ["a German address with 5 digits", BERLIN, null],
    ["Austria", { countryIso: "AT", zipCode: "1010", isPickupStation: false }, "countryNotSupported"],
    [
      "a country chosen in the cart, no address yet",
      { ...BERLIN, countryIso: "FR", zipCode: undefined },
      "countryNotSupported",
    ],
    ["Germany without an address", { ...BERLIN, zipCode: undefined }, "addressMissing"],
    ["nothing known", { countryIso: undefined, zipCode: undefined, isPickupStation: false }, "addressMissing"],
    ["4 digits", { ...BERLIN, zipCode: "1011" }, "postcodeInvalid"],
    ["6 digits", { ...BERLIN, zipCode: "101155" }, "postcodeInvalid"],
    ["letters", { ...BERLIN, zipCode: "1011A" }, "postcodeInvalid"],
    ["a packstation", { ...BERLIN, isPickupStation: true }, "pickupStation"],
  ])("%s", (_name, destination, expected) => {
    expect(preferredDeliveryUnavailability(destination)).toBe(expected);
  });
});

describe("preferredDeliveryChargeCents", () => {
  it("charges the preferred day only, and nothing when the setting says free", () => {
    expect(preferredDeliveryChargeCents(undefined, SETTINGS)).toBe(0);
    expect(preferredDeliveryChargeCents({}, SETTINGS)).toBe(0);
    expect(preferredDeliveryChargeCents({ dropOff: { kind: "place", place: "Garage" } }, SETTINGS)).toBe(0);
    expect(preferredDeliveryChargeCents({ preferredDay: "2026-11-25" }, { chargeCents: 120 })).toBe(120);
    expect(
      preferredDeliveryChargeCents(
        { preferredDay: "2026-11-25", dropOff: { kind: "neighbour", name: "Meyer", address: "Nr. 5" } },
        { chargeCents: 250 },
      ),
    ).toBe(250);
    expect(preferredDeliveryChargeCents({ preferredDay: "2026-11-25" }, { chargeCents: 0 })).toBe(0);
  });
});

describe("storedChoice", () => {
  it("reads a well-formed choice and drops anything else", () => {
    const choice = { preferredDay: "2026-11-25", dropOff: { kind: "place", place: "Garage" } };
    expect(storedChoice(choice)).toEqual(choice);
    expect(storedChoice({})).toBeUndefined();
    expect(storedChoice(undefined)).toBeUndefined();
    expect(storedChoice({ preferredDay: "tomorrow" })).toBeUndefined();
    expect(storedChoice({ dropOff: { kind: "neighbour", name: "", address: "x" } })).toBeUndefined();
    expect(storedChoice({ preferredDay: "2026-11-25", priceCents: 0 })).toBeUndefined();
  });
});

describe("choiceProblem", () => {
  const now = new Date("2026-11-23T09:00:00Z"); // Monday morning: Wednesday is the earliest day
  const context = { destination: BERLIN, now, settings: SETTINGS };

  it("accepts an offered day and a drop-off alone", () => {
    expect(choiceProblem({ preferredDay: "2026-11-25" }, context)).toBeNull();
    expect(choiceProblem({ preferredDay: "2026-11-30" }, context)).toBeNull(); // the fifth offered day
    expect(choiceProblem({ dropOff: { kind: "place", place: "Garage" } }, context)).toBeNull();
  });

  it("refuses a day too early, too late or on a Sunday, and a destination abroad", () => {
    expect(choiceProblem({ preferredDay: "2026-11-24" }, context)).toBe("preferredDayNotAvailable");
    expect(choiceProblem({ preferredDay: "2026-12-01" }, context)).toBe("preferredDayNotAvailable");
    expect(choiceProblem({ preferredDay: "2026-11-29" }, context)).toBe("preferredDayNotAvailable");
    expect(choiceProblem({ preferredDay: "2026-11-25" }, { ...context, now: new Date("2026-11-23T15:00:00Z") })).toBe(
      "preferredDayNotAvailable",
    );
    expect(
      choiceProblem({ preferredDay: "2026-11-25" }, { ...context, destination: { ...BERLIN, countryIso: "AT" } }),
    ).toBe("countryNotSupported");
  });
});
