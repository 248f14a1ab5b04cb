import { describe, expect, it } from "vitest";
import { orderFormat } from "./format.ts";

describe("orderFormat", () => {
  // 23:30 UTC on 1 October is already 2 October in Berlin (CEST, UTC+2).
  const lateEvening = "2026-10-01T23:30:00.000Z";

  it("shows dates in the shop's time zone, whatever the server's", () => {
    expect(orderFormat("de", "EUR", "Europe/Berlin").date(lateEvening)).toBe("2. Oktober 2026");
    expect(orderFormat("en", "EUR", "Europe/Berlin").date(lateEvening)).toBe("2 October 2026");
    expect(orderFormat("de", "EUR", "UTC").date(lateEvening)).toBe("1. Oktober 2026");
    expect(orderFormat("en", "EUR", "America/New_York").date(lateEvening)).toBe("1 October 2026");
  });

  it("falls back to Europe/Berlin for data stored without a zone", () => {
    expect(orderFormat("de", "EUR").date(lateEvening)).toBe("2. Oktober 2026");
  });
});
