import { expect, it } from "vitest";
import { centsToMollieValue, mollieValueToCents } from "./mollie-amount.ts";

it("writes cents as Mollie's two-decimal strings and reads them back", () => {
  expect(centsToMollieValue(1000)).toBe("10.00");
  expect(centsToMollieValue(5)).toBe("0.05");
  expect(centsToMollieValue(123456)).toBe("1234.56");
  for (const cents of [0, 1, 99, 100, 101, 19999, 2_000_000_07]) {
    expect(mollieValueToCents(centsToMollieValue(cents))).toBe(cents);
  }
});

it("refuses what is not an amount", () => {
  expect(() => centsToMollieValue(-1)).toThrow(RangeError);
  expect(() => centsToMollieValue(1.5)).toThrow(RangeError);
  expect(() => mollieValueToCents("10")).toThrow(RangeError);
  expect(() => mollieValueToCents("10.0")).toThrow(RangeError);
  expect(() => mollieValueToCents("-1.00")).toThrow(RangeError);
});
