/** Demo carriers and shipping profiles. Prices in cents; bands are [upTo, price]. */
export type SeedBand = [upTo: number | null, priceCents: number];
export type SeedProfileCountry = {
  iso: string;
  basis: "weight" | "value";
  bands: SeedBand[];
  freeFromCents?: number;
  maxDeliveryDays: number;
};
export type SeedProfile = {
  id: number;
  parcelServiceId: number;
  de: string;
  en: string;
  minWeightG?: number;
  maxWeightG?: number;
  showDataPrivacyAgreementHint: boolean;
  countries: SeedProfileCountry[];
};

export const DEMO_PARCEL_SERVICES = [
  {
    id: 1,
    name: "DHL",
    trackingUrlTemplate:
      "https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode={trackingNumber}",
  },
  {
    id: 2,
    name: "DHL Express",
    trackingUrlTemplate: "https://www.dhl.com/de-de/home/tracking.html?tracking-id={trackingNumber}",
  },
  // A freight forwarder calls to agree a delivery day; it has no tracking page.
  { id: 3, name: "Nordfracht Spedition", trackingUrlTemplate: null },
];

const EU_ZONE = ["NL", "FR", "IT", "ES", "BE", "PL", "DK", "SE"];
/** DHL Paket's limit is 31.5 kg; heavier parcels go by freight forwarder. */
const PARCEL_MAX_G = 31_500;

const dhlDe: SeedBand[] = [
  [2_000, 490],
  [5_000, 590],
  [10_000, 790],
  [PARCEL_MAX_G, 1290],
];
const dhlAt: SeedBand[] = [
  [2_000, 990],
  [5_000, 1190],
  [10_000, 1490],
  [PARCEL_MAX_G, 2490],
];
const dhlEu: SeedBand[] = [
  [2_000, 1390],
  [5_000, 1690],
  [10_000, 2190],
  [PARCEL_MAX_G, 3490],
];
const expressEu: SeedBand[] = [
  [2_000, 2990],
  [10_000, 4490],
  [PARCEL_MAX_G, 6990],
];
const expressWorld: SeedBand[] = [
  [2_000, 5490],
  [10_000, 8990],
  [PARCEL_MAX_G, 13990],
];
const internationalBands: SeedBand[] = [
  [2_000, 2490],
  [5_000, 3490],
  [10_000, 4990],
  [PARCEL_MAX_G, 7990],
];

export const DEMO_SHIPPING_PROFILES: SeedProfile[] = [
  {
    id: 1,
    parcelServiceId: 1,
    de: "DHL Paket",
    en: "DHL Parcel",
    showDataPrivacyAgreementHint: false,
    countries: [
      { iso: "DE", basis: "weight", bands: dhlDe, freeFromCents: 5000, maxDeliveryDays: 3 },
      { iso: "AT", basis: "weight", bands: dhlAt, maxDeliveryDays: 4 },
      ...EU_ZONE.map((iso) => ({ iso, basis: "weight" as const, bands: dhlEu, maxDeliveryDays: 6 })),
    ],
  },
  {
    id: 2,
    parcelServiceId: 2,
    de: "DHL Express",
    en: "DHL Express",
    // Express needs the shopper's phone number for the courier.
    showDataPrivacyAgreementHint: true,
    countries: [
      { iso: "DE", basis: "weight", bands: [[PARCEL_MAX_G, 1990]], maxDeliveryDays: 1 },
      ...["AT", ...EU_ZONE].map((iso) => ({ iso, basis: "weight" as const, bands: expressEu, maxDeliveryDays: 2 })),
      ...["CH", "GB", "US"].map((iso) => ({ iso, basis: "weight" as const, bands: expressWorld, maxDeliveryDays: 3 })),
    ],
  },
  {
    id: 3,
    parcelServiceId: 1,
    de: "DHL Paket International",
    en: "DHL Parcel International",
    // Customs declarations carry the recipient's contact data.
    showDataPrivacyAgreementHint: true,
    countries: [
      { iso: "CH", basis: "weight", bands: internationalBands, maxDeliveryDays: 8 },
      { iso: "GB", basis: "weight", bands: internationalBands, maxDeliveryDays: 8 },
      { iso: "US", basis: "weight", bands: internationalBands, maxDeliveryDays: 14 },
    ],
  },
  {
    id: 4,
    parcelServiceId: 3,
    de: "Spedition (Lieferung frei Bordsteinkante)",
    en: "Freight forwarder (kerbside delivery)",
    minWeightG: PARCEL_MAX_G + 1,
    // The forwarder phones to agree a delivery slot.
    showDataPrivacyAgreementHint: true,
    countries: [
      {
        iso: "DE",
        basis: "weight",
        bands: [
          [100_000, 4900],
          [1_000_000, 8900],
        ],
        maxDeliveryDays: 10,
      },
      {
        iso: "AT",
        basis: "weight",
        bands: [
          [100_000, 7900],
          [1_000_000, 12900],
        ],
        maxDeliveryDays: 12,
      },
    ],
  },
  {
    id: 5,
    parcelServiceId: 1,
    de: "DHL Kleinpaket",
    en: "DHL small parcel",
    maxWeightG: 1_000,
    showDataPrivacyAgreementHint: false,
    // Priced by basket value: small orders pay more, from 20 € it is the flat rate.
    countries: [
      {
        iso: "DE",
        basis: "value",
        bands: [
          [1_999, 390],
          [null, 290],
        ],
        freeFromCents: 5000,
        maxDeliveryDays: 4,
      },
    ],
  },
];
