import { describe, expect, it } from "vitest";
import { createDemoPickupStationProvider, townSpellings } from "./demo-provider.ts";
import { DEMO_PICKUP_STATIONS } from "./demo-stations.ts";
import { pickupStationAddress } from "../../modules/preferred-delivery/pickup-station-provider.ts";

const provider = createDemoPickupStationProvider();
const search = (query: { zip?: string; city?: string; type?: "both" | "postOffice" | "packstation" }) =>
  provider.search({ zip: "", city: "", type: "both", limit: 10, ...query });

describe("demo stations", () => {
  it("has about 40 unique stations of both types in well-formed German postcodes", () => {
    expect(DEMO_PICKUP_STATIONS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(DEMO_PICKUP_STATIONS.map((s) => s.id)).size).toBe(DEMO_PICKUP_STATIONS.length);
    for (const station of DEMO_PICKUP_STATIONS) expect(station.zip).toMatch(/^\d{5}$/);
    expect(new Set(DEMO_PICKUP_STATIONS.map((s) => s.type))).toEqual(new Set(["packstation", "postOffice"]));
    expect(new Set(DEMO_PICKUP_STATIONS.map((s) => s.city)).size).toBeGreaterThanOrEqual(10);
  });
});

describe("demo provider search", () => {
  it("finds a full postcode's region, nearest first", async () => {
    const found = await search({ zip: "10117" });
    expect(found.map((s) => s.zip)).toEqual(["10117", "10115", "10178", "10243", "10243", "10437"]);
  });

  it("finds postcodes by their leading digits", async () => {
    const found = await search({ zip: "803" });
    expect(found.map((s) => s.zip).sort()).toEqual(["80331", "80331", "80335"]);
  });

  it("finds towns without case, accents or umlaut spelling", async () => {
    for (const town of ["München", "muenchen", "MUNCHEN", "münch"]) {
      const found = await search({ city: town });
      expect(found.map((s) => s.city)).toEqual(Array(5).fill("München"));
    }
    expect((await search({ city: "Frankfurt" })).length).toBe(3);
  });

  it("filters by type and combines postcode and town", async () => {
    const offices = await search({ city: "Berlin", type: "postOffice" });
    expect(offices.map((s) => s.number)).toEqual(["512", "526", "533"]);
    const lockers = await search({ city: "Berlin", type: "packstation" });
    expect(lockers.every((s) => s.type === "packstation")).toBe(true);
    expect(lockers).toHaveLength(5);
    expect(await search({ zip: "10115", city: "Hamburg" })).toEqual([]);
  });

  it("answers nothing for unknown places and respects the limit", async () => {
    expect(await search({ zip: "39104" })).toEqual([]);
    expect(await search({ city: "Atlantis" })).toEqual([]);
    expect(await provider.search({ zip: "1", city: "", type: "both", limit: 3 })).toHaveLength(3);
  });

  it("finds a station by id", async () => {
    expect((await provider.find("demo-packstation-101"))?.street).toBe("Invalidenstraße 112");
    expect(await provider.find("nope")).toBeUndefined();
  });
});

describe("townSpellings", () => {
  it("spells umlauts both ways", () => {
    expect(townSpellings("Düsseldorf")).toEqual(["duesseldorf", "dusseldorf"]);
    expect(townSpellings("  Frankfurt am Main ")).toEqual(["frankfurt am main"]);
  });
});

describe("pickupStationAddress", () => {
  it("addresses a packstation and a post office the DHL way", () => {
    const [packstation, office] = [DEMO_PICKUP_STATIONS[0], DEMO_PICKUP_STATIONS[1]];
    expect(pickupStationAddress(packstation!, "12345678")).toMatchObject({
      streetName: "Packstation",
      houseNumber: "101",
      zipCode: "10115",
      city: "Berlin",
      postNumber: "12345678",
      countryIso: "DE",
    });
    expect(pickupStationAddress(office!, "").streetName).toBe("Postfiliale");
  });
});
