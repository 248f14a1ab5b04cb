import { describe, expect, it } from "vitest";
import { BIC_PATTERN, isValidIban, normalizeIban } from "./iban.ts";

describe("isValidIban", () => {
  it("takes IBANs with a correct checksum, with or without spaces", () => {
    expect(isValidIban("DE02120300000000202051")).toBe(true);
    expect(isValidIban("de02 2005 0550 1015 8713 93")).toBe(true);
    expect(isValidIban("GB82 WEST 1234 5698 7654 32")).toBe(true);
  });

  it("refuses a wrong check digit, a swapped digit and malformed input", () => {
    expect(isValidIban("DE03120300000000202051")).toBe(false);
    expect(isValidIban("DE02120300000000202015")).toBe(false);
    expect(isValidIban("DE02")).toBe(false);
    expect(isValidIban("0202120300000000202051")).toBe(false);
    expect(isValidIban("DE02-1203-0000-0000-2020-51")).toBe(false);
  });

  it("normalizes spaces and case", () => {
    expect(normalizeIban(" de02 1203 0000 0000 2020 51 ")).toBe("DE02120300000000202051");
  });
});

describe("BIC_PATTERN", () => {
  it("takes 8 and 11 characters and refuses anything else", () => {
    expect(BIC_PATTERN.test("BYLADEM1001")).toBe(true);
    expect(BIC_PATTERN.test("HASPDEHH")).toBe(true);
    expect(BIC_PATTERN.test("HASPDEHHX")).toBe(false);
    expect(BIC_PATTERN.test("haspdehhxxx")).toBe(false);
    expect(BIC_PATTERN.test("1ASPDEHHXXX")).toBe(false);
  });
});
