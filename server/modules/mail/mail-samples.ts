/**
 * Sample data of every mail: the outbox viewer's previews (/dev/outbox/templates) and the tests.
 * Made-up people and links only.
 */
import type { Locale } from "#common/constants.ts";
import type { MailTemplateData, MailTemplateName } from "./mail-templates.ts";
import type { OrderAddress, OrderMailData } from "./order-data.ts";

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

const SAMPLE_LINK = "https://shop.example";

function contactSample(locale: Locale): MailTemplateData["contactMessage"] {
  return {
    locale,
    name: "Jürgen Müller",
    email: "juergen@example.com",
    orderNumber: "O-2026-001001",
    subject: locale === "de" ? "Lieferung an eine Packstation?" : "Delivery to a parcel locker?",
    message:
      locale === "de"
        ? "Hallo,\nkann ich meine Bestellung an eine Packstation liefern lassen?\n\nViele Grüße\nJürgen"
        : "Hello,\ncan my order be delivered to a parcel locker?\n\nBest regards\nJürgen",
    receivedAt: locale === "de" ? "28.11.2026, 10:42" : "28/11/2026, 10:42",
    contactUrl: `${SAMPLE_LINK}/contact`,
  };
}

/** One sample per template, in the given language. */
export const MAIL_SAMPLES: { [T in MailTemplateName]: (locale: Locale) => MailTemplateData[T] } = {
  orderConfirmation: (locale) => sampleOrderMail({}, locale),
  newsletterConfirmation: (locale) => ({
    locale,
    firstName: "Jürgen",
    confirmUrl: `${SAMPLE_LINK}/newsletter/confirm/sample-token`,
    unsubscribeUrl: `${SAMPLE_LINK}/newsletter/unsubscribe/sample-token`,
  }),
  passwordReset: (locale) => ({
    locale,
    firstName: "Jürgen",
    resetUrl: `${SAMPLE_LINK}/set-new-password?token=sample-token`,
    validMinutes: 60,
  }),
  emailChangeConfirm: (locale) => ({
    locale,
    firstName: "Jürgen",
    newEmail: "juergen.neu@example.com",
    confirmUrl: `${SAMPLE_LINK}/confirm-email-change?token=sample-token`,
    validHours: 24,
  }),
  emailChangedNotice: (locale) => ({ locale, firstName: "Jürgen", newEmail: "juergen.neu@example.com" }),
  guestOrdersLink: (locale) => ({
    locale,
    firstName: "Jürgen",
    email: "juergen@example.com",
    attachUrl: `${SAMPLE_LINK}/my-account/guest-orders?token=sample-token`,
    validHours: 24,
  }),
  orderShipped: (locale) => ({
    locale,
    firstName: "Jürgen",
    orderNumber: "1001",
    parcelServiceName: "DHL",
    trackingNumber: "00340434161094042557",
    trackingUrl: "https://www.dhl.de/de/privatkunden/dhl-sendungsverfolgung.html?piececode=00340434161094042557",
    orderUrl: `${SAMPLE_LINK}/confirmation/1/sample-key`,
  }),
  orderCanceled: (locale) => ({
    locale,
    firstName: "Jürgen",
    orderNumber: "1001",
    orderUrl: `${SAMPLE_LINK}/confirmation/1/sample-key`,
  }),
  withdrawalReceived: (locale) => ({
    locale,
    name: "Jürgen Müller",
    email: "juergen@example.com",
    orderNumber: "O-2026-001001",
    items: "",
    reference: "W-2026-000001",
    receivedAt: locale === "de" ? "28.11.2026, 10:42" : "28/11/2026, 10:42",
    withdrawalUrl: `${SAMPLE_LINK}/withdrawal`,
  }),
  orderRefunded: (locale) => ({
    locale,
    firstName: "Jürgen",
    orderNumber: "O-2026-001001",
    amount: locale === "de" ? "12,50 €" : "€12.50",
    orderUrl: `${SAMPLE_LINK}/confirmation/1/sample-key`,
  }),
  returnRequested: (locale) => returnSample(locale),
  returnReceived: (locale) => returnSample(locale),
  returnRefunded: (locale) => ({ ...returnSample(locale), amount: locale === "de" ? "59,90 €" : "€59.90" }),
  contactMessage: (locale) => contactSample(locale),
  contactCopy: (locale) => contactSample(locale),
  offerSent: (locale) => ({
    locale,
    name: "Jürgen Muster",
    offerNumber: "AN-2026-7",
    validUntil: "2026-12-31",
    total: locale === "de" ? "1.249,00 €" : "€1,249.00",
    items: ["1 × Sofa Lund", "2 × Leinenkissen Salbei"],
    note: locale === "de" ? "Lieferung frei Haus bis in den zweiten Stock." : "Delivery free to the second floor.",
    offerUrl: `${SAMPLE_LINK}/offer/7/sample-key`,
  }),
};

function returnSample(locale: Locale) {
  return {
    locale,
    firstName: "Jürgen",
    orderNumber: "O-2026-001001",
    returnNumber: "O-2026-001001-R1",
    items: ["2 × Leinenkissen Salbei"],
    orderUrl: `${SAMPLE_LINK}/confirmation/1/sample-key`,
  };
}
