import { describe, expect, it } from "vitest";
import { formatOrderNumber, ORDER_NUMBER_PATTERN } from "./order-number.ts";

describe("formatOrderNumber", () => {
  it("puts the year of placing before the sequence value, six digits at least", () => {
    expect(formatOrderNumber(123, new Date("2026-11-22T10:00:00Z"))).toBe("O-2026-000123");
    expect(formatOrderNumber(1, new Date("2027-01-01T00:00:00Z"))).toBe("O-2027-000001");
    expect(formatOrderNumber(12_345_678, new Date("2026-06-01T00:00:00Z"))).toBe("O-2026-12345678");
  });

  it("gives numbers the pattern accepts and refuses values that are not sequence values", () => {
    expect(formatOrderNumber(42, new Date())).toMatch(ORDER_NUMBER_PATTERN);
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => formatOrderNumber(bad, new Date())).toThrow(RangeError);
  });
});
