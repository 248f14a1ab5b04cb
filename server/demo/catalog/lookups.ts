import type { availabilities, manufacturers, tags, units } from "#server/modules/catalog/index.ts";
import type { TagKey, UnitCode } from "./types.ts";

export const SHOP_NAME = "Nordlicht";

export const MANUFACTURER = {
  nordlicht: 1,
  holzwerk: 2,
  lumen: 3,
  linnea: 4,
  ferro: 5,
  klangwerk: 6,
  brightlink: 7,
  harbor: 8,
} as const;

const responsibleNl = {
  name: "Brightlink Europe B.V.",
  street: "Keizersgracht 212",
  postcode: "1016 DZ",
  city: "Amsterdam",
  countryCode: "NL",
  email: "eu-compliance@brightlink-europe.example",
};

export const MANUFACTURERS: (typeof manufacturers.$inferInsert)[] = [
  {
    id: MANUFACTURER.nordlicht,
    name: "Nordlicht Home",
    externalName: "Nordlicht Home GmbH",
    street: "Großer Burstah 31",
    postcode: "20457",
    city: "Hamburg",
    countryCode: "DE",
    email: "produktsicherheit@nordlicht-home.example",
    url: "https://nordlicht-home.example",
  },
  {
    id: MANUFACTURER.holzwerk,
    name: "Holzwerk Sauerland",
    externalName: "Holzwerk Sauerland GmbH & Co. KG",
    street: "Am Sägewerk 4",
    postcode: "57392",
    city: "Schmallenberg",
    countryCode: "DE",
    email: "service@holzwerk-sauerland.example",
    url: "https://holzwerk-sauerland.example",
  },
  {
    id: MANUFACTURER.lumen,
    name: "Lumen & Form",
    externalName: "Lumen & Form ApS",
    street: "Vesterbrogade 118",
    postcode: "1620",
    city: "København V",
    countryCode: "DK",
    email: "hello@lumenform.example",
    url: "https://lumenform.example",
  },
  {
    id: MANUFACTURER.linnea,
    name: "Linnea Textil",
    externalName: "Linnea Textil AB",
    street: "Västerlånggatan 9",
    postcode: "503 30",
    city: "Borås",
    countryCode: "SE",
    email: "kundservice@linnea-textil.example",
    url: "https://linnea-textil.example",
  },
  {
    id: MANUFACTURER.ferro,
    name: "Ferro Cucina",
    externalName: "Ferro Cucina S.r.l.",
    street: "Via Industriale 57",
    postcode: "25065",
    city: "Lumezzane (BS)",
    countryCode: "IT",
    email: "info@ferrocucina.example",
    url: "https://ferrocucina.example",
  },
  {
    id: MANUFACTURER.klangwerk,
    name: "Klangwerk",
    externalName: "Klangwerk Audio GmbH",
    street: "Mariahilfer Straße 88",
    postcode: "1070",
    city: "Wien",
    countryCode: "AT",
    email: "support@klangwerk.example",
    url: "https://klangwerk.example",
  },
  {
    id: MANUFACTURER.brightlink,
    name: "Brightlink",
    externalName: "Shenzhen Brightlink Technology Co., Ltd.",
    street: "Keyuan Road 15, Nanshan District",
    postcode: "518057",
    city: "Shenzhen",
    countryCode: "CN",
    email: "service@brightlink.example",
    url: "https://brightlink.example",
    // Outside the EU: products may only be sold with an EU responsible person (GPSR art. 16).
    responsiblePerson: responsibleNl,
  },
  {
    id: MANUFACTURER.harbor,
    name: "Harbor Sound",
    externalName: "Harbor Sound Inc.",
    street: "1120 NW Couch Street",
    postcode: "97209",
    city: "Portland, OR",
    countryCode: "US",
    email: "care@harborsound.example",
    url: "https://harborsound.example",
    responsiblePerson: {
      name: "Harbor Sound Europe Ltd.",
      street: "4 Grand Canal Square",
      postcode: "D02 X525",
      city: "Dublin",
      countryCode: "IE",
      email: "eu-rep@harborsound.example",
    },
  },
];

export const AVAILABILITIES: (typeof availabilities.$inferInsert)[] = [
  { id: 1, averageDays: 1, names: { de: "Sofort lieferbar", en: "In stock, ready to ship" } },
  { id: 2, averageDays: 3, names: { de: "Lieferbar in 2-3 Werktagen", en: "Ships in 2-3 working days" } },
  { id: 3, averageDays: 5, names: { de: "Lieferbar in 3-5 Werktagen", en: "Ships in 3-5 working days" } },
  { id: 4, averageDays: 10, names: { de: "Lieferbar in 1-2 Wochen", en: "Ships in 1-2 weeks" } },
  { id: 5, averageDays: 18, names: { de: "Lieferbar in 2-3 Wochen", en: "Ships in 2-3 weeks" } },
  { id: 6, averageDays: 35, names: { de: "Wird für Sie gefertigt: 4-6 Wochen", en: "Made to order: 4-6 weeks" } },
  { id: 7, averageDays: 21, names: { de: "Lieferbar ab Ende des Monats", en: "Available later this month" } },
  { id: 8, averageDays: 60, names: { de: "Lieferbar ab nächstem Quartal", en: "Available later" } },
  { id: 9, averageDays: 0, names: { de: "Nicht lieferbar", en: "Currently unavailable" } },
  { id: 10, averageDays: 0, names: { de: "Ausverkauft, nicht lieferbar", en: "Sold out, currently unavailable" } },
];

export const UNITS: (typeof units.$inferInsert & { code: UnitCode })[] = [
  { code: "C62", names: { de: "Stück", en: "piece" } },
  { code: "LTR", names: { de: "Liter", en: "litre" } },
  { code: "KGM", names: { de: "Kilogramm", en: "kilogram" } },
  { code: "MTR", names: { de: "Meter", en: "metre" } },
  { code: "MTK", names: { de: "Quadratmeter", en: "square metre" } },
];

export const TAG_IDS: Record<TagKey, number> = {
  new: 1,
  bestseller: 2,
  sustainable: 3,
  outlet: 4,
  handmade: 5,
  smart: 6,
  limited: 7,
};

export const TAGS: (typeof tags.$inferInsert)[] = [
  { id: 1, color: "#dbeafe", names: { de: "Neu", en: "New" }, slugs: { de: "neu", en: "new" } },
  {
    id: 2,
    color: "#1f2937",
    names: { de: "Bestseller", en: "Bestseller" },
    slugs: { de: "bestseller", en: "bestseller" },
  },
  {
    id: 3,
    color: "#dcfce7",
    names: { de: "Nachhaltig", en: "Sustainable" },
    slugs: { de: "nachhaltig", en: "sustainable" },
  },
  { id: 4, color: "#fde68a", names: { de: "Outlet", en: "Outlet" }, slugs: { de: "outlet", en: "outlet" } },
  // No colour on purpose: the storefront falls back to its default white tag.
  { id: 5, color: null, names: { de: "Handgemacht", en: "Handmade" }, slugs: { de: "handgemacht", en: "handmade" } },
  { id: 6, color: "#ede9fe", names: { de: "Smart", en: "Smart" }, slugs: { de: "smart", en: "smart" } },
  { id: 7, color: "#7f1d1d", names: { de: "Limitiert", en: "Limited" }, slugs: { de: "limitiert", en: "limited" } },
];
