import type { Money } from "./money.ts";
import type { PreferredDeliveryChoice } from "./schemas/preferred-delivery.ts";

/** Why DHL preferred delivery is not offered for the current destination. */
export type PreferredDeliveryUnavailability =
  "countryNotSupported" | "addressMissing" | "postcodeInvalid" | "pickupStation";

/** The answer of getPreferredDeliveryOptions and setPreferredDelivery. */
export type PreferredDeliveryOptions = {
  available: boolean;
  unavailableReason: PreferredDeliveryUnavailability | null;
  /** Choosable days (YYYY-MM-DD) with a label in the request's language; empty when unavailable. */
  days: { date: string; label: string }[];
  /** What a preferred day adds to the shipping amount; value 0 means free. */
  charge: Money;
  /** What the current choice adds (0 without a preferred day). */
  currentCharge: Money;
  choice: PreferredDeliveryChoice | null;
  textMax: number;
};

export type PickupStationType = "postOffice" | "packstation";

/** A DHL pickup point (docs/glossary.md, storefront spec §3 "Pickup station": zip, city, street, type, number). */
export type PickupStation = {
  /** The provider's id, stable between searches. */
  id: string;
  type: PickupStationType;
  /** The station's number: DHL addresses a parcel by it ("Packstation 123"). */
  number: string;
  /** Where the station stands, to find it (not part of the parcel address). */
  street: string;
  zip: string;
  city: string;
  /** Opening hours as the provider words them; packstations are open around the clock. */
  openingHours: string;
};

/**
 * The address a parcel to the station carries, by DHL's convention: street name
 * "Packstation" or "Postfiliale", the station number as house number, and the shopper's
 * post number (DHL needs it to hand the parcel out).
 */
export type PickupStationAddress = {
  stationId: string;
  type: PickupStationType;
  number: string;
  streetName: string;
  houseNumber: string;
  zipCode: string;
  city: string;
  countryIso: "DE";
  postNumber: string;
  /** The station's location, for display. */
  street: string;
};
