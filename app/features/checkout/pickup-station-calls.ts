import type { PickupStation, PickupStationAddress } from "#common/preferred-delivery-views.ts";
import { ApiError } from "~/lib/api-client.ts";
import { useApi } from "~/lib/api.tsx";
import type { PickupStationQuery, PickupStationSearchOutcome } from "./pickup-station-finder.tsx";

export type PickupStationAddressOutcome =
  { ok: true; address: PickupStationAddress } | { error: string; fields?: { postNumber?: string } };

function failure(error: unknown): { error: string; fields?: Record<string, string> } {
  if (!(error instanceof ApiError)) throw error;
  return { error: error.serverMessage ?? error.message, ...(error.fields && { fields: error.fields }) };
}

/**
 * The finder's calls: onSearch for PickupStationFinder, and the station's parcel address
 * (post number checked by the server) for the checkout's onChoose, which then saves it as
 * the shipping address. 'No result' is an answer, not a failure, for the finder.
 */
export function usePickupStationCalls() {
  const api = useApi();
  return {
    async search(query: PickupStationQuery): Promise<PickupStationSearchOutcome> {
      try {
        return { stations: (await api.call("getPickupStations", query)).stations };
      } catch (error) {
        if (error instanceof ApiError && error.key === "pickupStationNoResult") return { stations: [] };
        return failure(error);
      }
    },
    async address(station: PickupStation, postNumber: string): Promise<PickupStationAddressOutcome> {
      try {
        return { ok: true, address: await api.call("getPickupStationAddress", { stationId: station.id, postNumber }) };
      } catch (error) {
        return failure(error);
      }
    },
  };
}
