import { describe, expect, it } from "vitest";
import { PAYMENT_STATUSES, type PaymentStatus } from "#common/schemas/payment.ts";
import { canTransition, isFinalStatus, isPaymentStatus, isSuccessfulStatus } from "./payment-status.ts";

const FINAL: PaymentStatus[] = ["paid", "failed", "canceled", "expired"];

describe("payment status transitions", () => {
  it("move an open payment to any other status", () => {
    for (const to of PAYMENT_STATUSES.filter((status) => status !== "open")) {
      expect(canTransition("open", to)).toBe(true);
    }
  });

  it("never leave a final status, so paid never goes back to open", () => {
    for (const from of FINAL) {
      for (const to of PAYMENT_STATUSES) expect(canTransition(from, to)).toBe(false);
    }
    expect(canTransition("paid", "open")).toBe(false);
    expect(canTransition("paid", "failed")).toBe(false);
  });

  it("only move forward from pending and authorized", () => {
    expect(canTransition("pending", "open")).toBe(false);
    expect(canTransition("pending", "authorized")).toBe(true);
    expect(canTransition("pending", "paid")).toBe(true);
    expect(canTransition("authorized", "pending")).toBe(false);
    expect(canTransition("authorized", "open")).toBe(false);
    expect(canTransition("authorized", "paid")).toBe(true);
    expect(canTransition("authorized", "canceled")).toBe(true);
  });

  it("treat the same status as no change", () => {
    for (const status of PAYMENT_STATUSES) expect(canTransition(status, status)).toBe(false);
  });

  it("name final and successful statuses and reject unknown ones", () => {
    expect(FINAL.every(isFinalStatus)).toBe(true);
    expect(isFinalStatus("authorized")).toBe(false);
    expect(isSuccessfulStatus("authorized")).toBe(true);
    expect(isSuccessfulStatus("pending")).toBe(false);
    expect(isPaymentStatus("paid")).toBe(true);
    expect(isPaymentStatus("refunded")).toBe(false);
    expect(isPaymentStatus(3)).toBe(false);
  });
});
