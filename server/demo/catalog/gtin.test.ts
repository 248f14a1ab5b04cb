import { describe, expect, it } from "vitest";
import { demoGtin, ean13CheckDigit, isValidEan13 } from "./gtin.ts";

describe("EAN-13 check digit", () => {
  it("matches published EAN-13 numbers", () => {
    // Real, printed barcodes: 4006381333931 (a pencil), 9780306406157 (an ISBN-13).
    expect(ean13CheckDigit("400638133393")).toBe(1);
    expect(ean13CheckDigit("978030640615")).toBe(7);
    expect(ean13CheckDigit("000000000000")).toBe(0);
  });

  it("rejects a wrong check digit, a swapped pair and a wrong length", () => {
    expect(isValidEan13("4006381333931")).toBe(true);
    expect(isValidEan13("4006381333932")).toBe(false);
    expect(isValidEan13("4006381339331")).toBe(false);
    expect(isValidEan13("400638133393")).toBe(false);
    expect(isValidEan13("40063813339310")).toBe(false);
  });

  it("refuses input that is not 12 digits", () => {
    expect(() => ean13CheckDigit("40063813339")).toThrow();
    expect(() => ean13CheckDigit("40063813339x")).toThrow();
  });
});

describe("demoGtin", () => {
  it("makes valid, distinct numbers from variation ids", () => {
    const gtins = [10000, 10001, 10002, 10999, 99999].map(demoGtin);
    for (const gtin of gtins) expect(isValidEan13(gtin)).toBe(true);
    expect(new Set(gtins).size).toBe(gtins.length);
    expect(demoGtin(10000)).toBe("4260999100006");
  });

  it("refuses ids that would not fit the 12 digits", () => {
    expect(() => demoGtin(100000)).toThrow();
  });
});
