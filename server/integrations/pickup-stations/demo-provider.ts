import { DEMO_PICKUP_STATIONS } from "./demo-stations.ts";
import type { PickupStation } from "#common/preferred-delivery-views.ts";
import type { PickupStationProvider, PickupStationQuery } from "../../modules/preferred-delivery/index.ts";

/**
 * Town names compare without case or accents, and umlauts match both ways of writing them:
 * "muenchen" and "munchen" both find München.
 */
export function townSpellings(value: string): string[] {
  const simplify = (text: string) =>
    text
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .replace(/[^a-z0-9]+/g, " ")
      .trim();
  const lower = value.toLowerCase().replaceAll("ß", "ss");
  const spelledOut = lower.replaceAll("ä", "ae").replaceAll("ö", "oe").replaceAll("ü", "ue");
  return [...new Set([simplify(spelledOut), simplify(lower)])];
}

/**
 * A full postcode finds the stations of its postal region (first two digits), nearest
 * number first, as a stand-in for distance; fewer digits find postcodes starting with them.
 */
function matchesZip(station: PickupStation, zip: string): boolean {
  if (zip === "") return true;
  return zip.length === 5 ? station.zip.slice(0, 2) === zip.slice(0, 2) : station.zip.startsWith(zip);
}

function matchesTown(station: PickupStation, spellings: string[]): boolean {
  if (spellings.every((spelling) => spelling === "")) return true;
  const names = townSpellings(station.city);
  return spellings.some((spelling) => spelling !== "" && names.some((name) => name.startsWith(spelling)));
}

export function createDemoPickupStationProvider(
  stations: readonly PickupStation[] = DEMO_PICKUP_STATIONS,
): PickupStationProvider {
  return {
    async search(query: PickupStationQuery) {
      const town = townSpellings(query.city);
      const target = query.zip.length === 5 ? Number(query.zip) : undefined;
      return stations
        .filter((station) => query.type === "both" || station.type === query.type)
        .filter((station) => matchesZip(station, query.zip) && matchesTown(station, town))
        .map((station, index) => ({ station, index }))
        .sort((a, b) =>
          target === undefined
            ? a.index - b.index
            : Math.abs(Number(a.station.zip) - target) - Math.abs(Number(b.station.zip) - target) || a.index - b.index,
        )
        .slice(0, query.limit)
        .map(({ station }) => station);
    },
    async find(id: string) {
      return stations.find((station) => station.id === id);
    },
  };
}
