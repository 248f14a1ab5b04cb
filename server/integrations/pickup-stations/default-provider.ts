import { createDemoPickupStationProvider } from "./demo-provider.ts";
import type { PickupStationProvider } from "../../modules/preferred-delivery/index.ts";

/**
 * The shop's pickup-station source. Only the built-in demo list exists so far: it makes no
 * external call, so the demo and the tests work offline. A DHL location-finder provider
 * would be chosen here from configuration.
 */
export const pickupStationProvider: PickupStationProvider = createDemoPickupStationProvider();
