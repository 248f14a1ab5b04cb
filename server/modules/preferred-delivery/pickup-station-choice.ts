import type { PickupStationAddress } from "#common/preferred-delivery-views.ts";
import { postNumberProblem } from "#common/schemas/preferred-delivery.ts";
import { pickupStationAddress, type PickupStationProvider } from "./pickup-station-provider.ts";
import type { PreferredDeliverySettings } from "./preferred-delivery-settings.ts";

export type PickupStationChoice =
  | { ok: true; address: PickupStationAddress }
  | { ok: false; problem: "stationNotFound" }
  | { ok: false; problem: "postNumber"; key: string };

/**
 * A station the shopper chose, as the parcel address. The post number is checked here, on
 * the server, against the shop's setting: the finder's own check is only a convenience.
 * The checkout's address step calls this too before it saves a station address.
 */
export async function choosePickupStation(
  provider: PickupStationProvider,
  settings: Pick<PreferredDeliverySettings, "postNumberRequired">,
  stationId: string,
  postNumber: string,
): Promise<PickupStationChoice> {
  const station = await provider.find(stationId);
  if (!station) return { ok: false, problem: "stationNotFound" };
  const key = postNumberProblem(postNumber, settings.postNumberRequired);
  if (key) return { ok: false, problem: "postNumber", key };
  return { ok: true, address: pickupStationAddress(station, postNumber) };
}
