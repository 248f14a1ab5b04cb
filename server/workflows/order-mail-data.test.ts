import { describe, expect, it } from "vitest";
import type { OrderRow } from "../modules/order/order-store.ts";
import { documentTypesFor } from "./order-documents.ts";
import { confirmationUrl, isPaid, vatsOf } from "./order-mail-data.ts";

const order = (overrides: Partial<OrderRow>): OrderRow =>
  ({
    id: 42,
    locale: "de",
    status: "open",
    paymentStatus: "unpaid",
    paymentMethodKey: "prepayment",
    totalNetCents: 0,
    vats: [],
    ...overrides,
  }) as OrderRow;

describe("vatsOf", () => {
  it("gives the only rate the whole net total", () => {
    expect(vatsOf(order({ totalNetCents: 10_000, vats: [{ rateBp: 1900, vatCents: 1900 }] }))).toEqual([
      { ratePercent: 19, netCents: 10_000, vatCents: 1900 },
    ]);
  });

  it("derives the smaller bases from their VAT and lets the largest take the rest of the net total", () => {
    const vats = vatsOf(
      order({
        totalNetCents: 15_001,
        vats: [
          { rateBp: 1900, vatCents: 1900 },
          { rateBp: 700, vatCents: 350 },
        ],
      }),
    );
    expect(vats).toEqual([
      { ratePercent: 19, netCents: 10_001, vatCents: 1900 },
      { ratePercent: 7, netCents: 5000, vatCents: 350 },
    ]);
  });

  it("leaves out rates without VAT", () => {
    expect(vatsOf(order({ totalNetCents: 500, vats: [{ rateBp: 0, vatCents: 0 }] }))).toEqual([]);
  });
});

describe("documents and links of an order", () => {
  it("makes the invoice at once for invoice orders and paid orders only", () => {
    expect(documentTypesFor(order({ paymentMethodKey: "prepayment" }))).toEqual(["orderConfirmation"]);
    expect(documentTypesFor(order({ paymentMethodKey: "invoice" }))).toEqual(["orderConfirmation", "invoice"]);
    expect(documentTypesFor(order({ paymentMethodKey: "creditcard", paymentStatus: "fullyPaid" }))).toEqual([
      "orderConfirmation",
      "invoice",
    ]);
    expect(isPaid(order({ status: "paid" }))).toBe(true);
    expect(isPaid(order({ paymentStatus: "partlyPaid" }))).toBe(false);
  });

  it("links the confirmation page in the order's language under PUBLIC_URL", () => {
    const site = { publicUrl: "https://shop.example/", defaultLocale: "de" as const };
    expect(confirmationUrl(site, order({}), "a-b_c")).toBe("https://shop.example/confirmation/42/a-b_c");
    expect(confirmationUrl(site, order({ locale: "en" }), "k")).toBe("https://shop.example/en/confirmation/42/k");
  });
});
