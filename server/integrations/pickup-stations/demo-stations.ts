import type { PickupStation } from "#common/preferred-delivery-views.ts";

const ALWAYS = "Mo-So 00:00-24:00";
const SHOP = "Mo-Fr 09:00-18:30, Sa 09:00-14:00";
const LONG = "Mo-Fr 08:00-20:00, Sa 09:00-16:00";

type Row = [type: "p" | "f", number: string, street: string, zip: string, city: string, hours?: string];

/**
 * The demo provider's stations: real towns and streets, invented station numbers. Enough
 * of them per town that a search by postcode, by town and by type each finds several.
 */
const ROWS: Row[] = [
  ["p", "101", "Invalidenstraße 112", "10115", "Berlin"],
  ["f", "512", "Friedrichstraße 94", "10117", "Berlin", LONG],
  ["p", "138", "Alexanderplatz 3", "10178", "Berlin"],
  ["f", "526", "Karl-Marx-Allee 66", "10243", "Berlin", SHOP],
  ["p", "164", "Warschauer Straße 33", "10243", "Berlin"],
  ["p", "171", "Schönhauser Allee 80", "10437", "Berlin"],
  ["f", "533", "Karl-Marx-Straße 101", "12043", "Berlin", SHOP],
  ["p", "189", "Sonnenallee 45", "12045", "Berlin"],
  ["p", "210", "Mönckebergstraße 7", "20095", "Hamburg"],
  ["f", "602", "Reeperbahn 136", "20359", "Hamburg", SHOP],
  ["p", "224", "Max-Brauer-Allee 60", "22765", "Hamburg"],
  ["f", "611", "Ottenser Hauptstraße 20", "22765", "Hamburg", LONG],
  ["p", "231", "Eppendorfer Baum 12", "20249", "Hamburg"],
  ["p", "305", "Bahnhofplatz 2", "80335", "München"],
  ["f", "701", "Marienplatz 8", "80331", "München", LONG],
  ["p", "318", "Leopoldstraße 49", "80802", "München"],
  ["f", "715", "Sendlinger Straße 22", "80331", "München", SHOP],
  ["p", "322", "Rosenheimer Straße 145", "81671", "München"],
  ["p", "401", "Breslauer Platz 1", "50668", "Köln"],
  ["f", "803", "Hohe Straße 121", "50667", "Köln", SHOP],
  ["p", "417", "Zülpicher Straße 10", "50674", "Köln"],
  ["p", "502", "Zeil 90", "60313", "Frankfurt am Main"],
  ["f", "905", "Berger Straße 56", "60316", "Frankfurt am Main", SHOP],
  ["p", "518", "Schweizer Straße 31", "60594", "Frankfurt am Main"],
  ["p", "603", "Königstraße 26", "70173", "Stuttgart"],
  ["f", "921", "Marienstraße 3", "70178", "Stuttgart", SHOP],
  ["p", "704", "Königsallee 30", "40212", "Düsseldorf"],
  ["f", "933", "Immermannstraße 23", "40210", "Düsseldorf", LONG],
  ["p", "801", "Hainstraße 16", "04109", "Leipzig"],
  ["f", "944", "Karl-Liebknecht-Straße 72", "04275", "Leipzig", SHOP],
  ["p", "812", "Prager Straße 10", "01069", "Dresden"],
  ["f", "952", "Königsbrücker Straße 39", "01099", "Dresden", SHOP],
  ["p", "902", "Obernstraße 41", "28195", "Bremen"],
  ["f", "961", "Ostertorsteinweg 54", "28203", "Bremen", SHOP],
  ["p", "915", "Georgstraße 14", "30159", "Hannover"],
  ["f", "970", "Lister Meile 62", "30161", "Hannover", SHOP],
  ["p", "928", "Königstraße 93", "90402", "Nürnberg"],
  ["f", "984", "Fürther Straße 11", "90429", "Nürnberg", SHOP],
  ["p", "936", "Bahnhofstraße 4", "99084", "Erfurt"],
  ["f", "991", "Anger 66", "99084", "Erfurt", SHOP],
];

export const DEMO_PICKUP_STATIONS: readonly PickupStation[] = ROWS.map(([type, number, street, zip, city, hours]) => ({
  id: `demo-${type === "p" ? "packstation" : "postfiliale"}-${number}`,
  type: type === "p" ? "packstation" : "postOffice",
  number,
  street,
  zip,
  city,
  openingHours: hours ?? ALWAYS,
}));
