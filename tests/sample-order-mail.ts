import type { Locale } from "#common/constants.ts";
import type { OrderAddress, OrderMailData } from "#server/modules/mail/order-data.ts";

/** An address as the order keeps it; override what a test is about. */
export function sampleAddress(overrides: Partial<OrderAddress> = {}): OrderAddress {
  return {
    companyName: "",
    firstName: "Jürgen",
    lastName: "Größe",
    streetName: "Mühlenweg",
    houseNumber: "7",
    addressAddition: "",
    zipCode: "20095",
    city: "Hamburg",
    stateId: null,
    countryId: 1,
    countryName: "Deutschland",
    phoneNumber: "",
    email: "juergen@example.com",
    vatNumber: "",
    postNumber: "",
    ...overrides,
  };
}

/** A placed order of two lines (19 % and 7 %), a coupon and shipping, as the order module would map it. */
export function sampleOrderMail(overrides: Partial<OrderMailData> = {}, locale: Locale = "de"): OrderMailData {
  return {
    orderId: 1042,
    number: "100042",
    createdAt: "2026-11-20T10:15:00.000Z",
    timeZone: "Europe/Berlin",
    locale,
    email: "juergen@example.com",
    currency: "EUR",
    items: [
      {
        name: "Stehleuchte Fjord",
        quantity: 2,
        unitGrossCents: 11900,
        totalGrossCents: 23800,
        vatRatePercent: 19,
        details: ["Gravur: Für Anna"],
      },
      { name: "Kochbuch Nordlicht", quantity: 1, unitGrossCents: 2140, totalGrossCents: 2140, vatRatePercent: 7 },
    ],
    totals: {
      itemSumGrossCents: 25940,
      shippingGrossCents: 495,
      couponDiscountCents: 1000,
      couponCode: "WELCOME10",
      totalGrossCents: 25435,
      totalNetCents: 21560,
    },
    vats: [
      { ratePercent: 19, netCents: 19569, vatCents: 3718 },
      { ratePercent: 7, netCents: 1991, vatCents: 139 },
    ],
    reverseCharge: false,
    shipping: { name: "DHL Paket" },
    payment: { name: "Vorkasse", paid: false },
    addresses: { billing: sampleAddress(), delivery: sampleAddress({ streetName: "Lieferweg", houseNumber: "1" }) },
    confirmationUrl: "https://shop.example/confirmation/1042/abcdef",
    ...overrides,
  };
}
