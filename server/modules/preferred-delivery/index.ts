/** DHL preferred delivery: days, locations, pickup stations. Public entry: other floors and modules import only this file. */
export { checkoutDestination } from "./destination.ts";
export { choosePickupStation } from "./pickup-station-choice.ts";
export { type PickupStationProvider, type PickupStationQuery } from "./pickup-station-provider.ts";
export { loadPreferredDeliverySettings, type PreferredDeliverySettings } from "./preferred-delivery-settings.ts";
export {
  choiceProblem,
  offeredDays,
  preferredDeliveryChargeCents,
  preferredDeliveryUnavailability,
  storedChoice,
  type Unavailability,
} from "./preferred-delivery.ts";
export { currentPreferredDelivery } from "./session-choice.ts";
