import type { PickupStation, PickupStationAddress } from "#common/preferred-delivery-views.ts";
import type { PickupStationSearchType } from "#common/schemas/preferred-delivery.ts";

export type PickupStationQuery = {
  /** A postcode or its leading digits; "" when searching by town only. */
  zip: string;
  city: string;
  type: PickupStationSearchType;
  limit: number;
};

/**
 * Where pickup stations come from. The demo provider answers from a built-in list; a
 * provider for DHL's location finder API implements the same two calls.
 */
export interface PickupStationProvider {
  search(query: PickupStationQuery): Promise<PickupStation[]>;
  find(id: string): Promise<PickupStation | undefined>;
}

/** The parcel address of a chosen station (DHL's convention, see PickupStationAddress). */
export function pickupStationAddress(station: PickupStation, postNumber: string): PickupStationAddress {
  return {
    stationId: station.id,
    type: station.type,
    number: station.number,
    streetName: station.type === "packstation" ? "Packstation" : "Postfiliale",
    houseNumber: station.number,
    zipCode: station.zip,
    city: station.city,
    countryIso: "DE",
    postNumber,
    street: station.street,
  };
}
