import type { Locale } from "#common/constants.ts";
import type { AddressSnapshot } from "../address/index.ts";

/**
 * What the order confirmation mail and the order documents show of an order. The order
 * module maps its order onto this (the mail and documents never read order tables), and
 * the mail outbox stores it as JSON, so it holds plain values only.
 */
export type OrderMailData = {
  orderId: number;
  /** The order number shown to the shopper. */
  number: string;
  /** When the order was placed, ISO 8601. */
  createdAt: string;
  locale: Locale;
  /**
   * SHOP_TIME_ZONE when the data was made: the mail and documents show dates in it. Absent in
   * outbox mails and document jobs stored before the setting existed (then the default zone).
   */
  timeZone?: string;
  email: string;
  currency: string;
  items: OrderLine[];
  totals: {
    itemSumGrossCents: number;
    shippingGrossCents: number;
    /** The coupon's discount as a positive amount (0 without coupon). */
    couponDiscountCents: number;
    couponCode: string | null;
    /** A credit note's deduction from the returned goods' value (worn, damaged); absent elsewhere. */
    deductionCents?: number;
    totalGrossCents: number;
    totalNetCents: number;
  };
  /** VAT per rate over items and shipping, rates in percent (19, 7, 5.5). */
  vats: { ratePercent: number; netCents: number; vatCents: number }[];
  /** A business buyer with a confirmed EU VAT number outside the seller's country. */
  reverseCharge: boolean;
  shipping: { name: string };
  payment: { name: string; paid: boolean; bankDetails?: BankDetails };
  addresses: { billing: OrderAddress; delivery: OrderAddress };
  /** The confirmation page, absolute: /confirmation/{orderId}/{accessKey} under PUBLIC_URL. */
  confirmationUrl: string;
  /**
   * The confirmation mail's: the terms and the cancellation policy as they were when the order
   * was placed, attached to the mail as PDFs (durable medium, § 312f BGB; docs/shop-settings.md).
   */
  legalTexts?: { terms: LegalText; cancellation: LegalText };
};

/** An info page's text as it stood: its title, the version of its blocks (0: the sample) and its sections. */
export type LegalText = {
  title: string;
  version: number;
  /** Each section's title and sanitised rich text, the shop's placeholders filled in. */
  sections: { title: string; html: string }[];
};

export type OrderLine = {
  name: string;
  quantity: number;
  unitGrossCents: number;
  totalGrossCents: number;
  vatRatePercent: number;
  /** Chosen order properties, shown under the name ("Engraving: Anna"). */
  details?: string[];
};

/** An order's address as it was placed, with the country's name in the order's language. */
export type OrderAddress = AddressSnapshot & { countryName: string };

/** docs/glossary.md, storefront spec §3 paymentBankDetails, for prepayment and invoice. */
export type BankDetails = {
  accountOwner: string;
  bankName: string;
  iban: string;
  bic: string;
  /** What the shopper writes on the transfer, usually the order number. */
  reference: string;
};

/** The address as lines for a letter or mail, empty parts left out; `postNumber` labels a DHL post number. */
export function addressLines(address: OrderAddress, postNumber: (number: string) => string): string[] {
  const name = [address.firstName, address.lastName].filter(Boolean).join(" ");
  const street = [address.streetName, address.houseNumber].filter(Boolean).join(" ");
  const city = [address.zipCode, address.city].filter(Boolean).join(" ");
  const packstation = address.postNumber ? postNumber(address.postNumber) : "";
  return [address.companyName, name, packstation, street, address.addressAddition, city, address.countryName].filter(
    (line) => line.trim() !== "",
  );
}

/** The name for a greeting: first and last name, else the company. */
export function greetingName(address: OrderAddress): string {
  return [address.firstName, address.lastName].filter(Boolean).join(" ") || address.companyName;
}
