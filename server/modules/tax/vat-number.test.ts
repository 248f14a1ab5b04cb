import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkVatNumber,
  germanCheckDigitOk,
  normalizeVatNumber,
  vatNumberFormatOk,
  VatNumberError,
  type VatCheckAnswer,
  type VatNumberValidator,
} from "./vat-number.ts";

/** A test double of a remote service (VIES-like): a fixed answer, or a thrown network error. */
function fakeRemote(answer: VatCheckAnswer | "throw"): VatNumberValidator & { calls: string[] } {
  const calls: string[] = [];
  return {
    name: "fake-vies",
    calls,
    validate(number) {
      calls.push(number.full);
      return answer === "throw" ? Promise.reject(new Error("connect ECONNREFUSED")) : Promise.resolve(answer);
    },
  };
}

async function errorKey(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "none";
  } catch (error) {
    return error instanceof VatNumberError ? error.key : "other";
  }
}

describe("VAT numbers", () => {
  it("normalises spacing and case and adds the country's prefix", () => {
    expect(normalizeVatNumber("de 136.695.976", "DE")?.full).toBe("DE136695976");
    expect(normalizeVatNumber("136695976", "de")?.full).toBe("DE136695976");
    expect(normalizeVatNumber("094259216", "GR")?.full).toBe("EL094259216");
    expect(normalizeVatNumber("ATU12345678", "DE")).toBeUndefined();
  });

  it("checks each country's format", () => {
    const ok = (raw: string, iso: string) => {
      const n = normalizeVatNumber(raw, iso);
      return n !== undefined && vatNumberFormatOk(n);
    };
    expect(ok("ATU12345678", "AT")).toBe(true);
    expect(ok("AT12345678", "AT")).toBe(false);
    expect(ok("NL123456789B01", "NL")).toBe(true);
    expect(ok("FR40303265045", "FR")).toBe(true);
    expect(ok("FRIO303265045", "FR")).toBe(false);
    expect(ok("BE0123456789", "BE")).toBe(true);
    expect(ok("SE556677889901", "SE")).toBe(true);
    expect(ok("SE556677889902", "SE")).toBe(false);
    expect(ok("ESX1234567L", "ES")).toBe(true);
    expect(ok("PL123456789", "PL")).toBe(false);
    expect(ok("CHE123456789", "CH")).toBe(false);
  });

  it("checks the German check digit", () => {
    expect(germanCheckDigitOk("136695976")).toBe(true);
    expect(germanCheckDigitOk("136695977")).toBe(false);
    // Exactly one check digit fits every eight-digit stem.
    fc.assert(
      fc.property(fc.integer({ min: 10_000_000, max: 99_999_999 }), (stem) => {
        const fits = [..."0123456789"].filter((d) => germanCheckDigitOk(`${stem}${d}`));
        expect(fits).toHaveLength(1);
      }),
    );
  });

  it("answers valid offline when the format is right, invalid otherwise, without calling a service", async () => {
    const remote = fakeRemote({ status: "valid" });
    await expect(checkVatNumber("DE 136 695 976", "DE")).resolves.toEqual({
      vatNumber: "DE136695976",
      countryIso: "DE",
      checkedBy: "offline",
      recheck: false,
    });
    expect(await errorKey(checkVatNumber("DE136695977", "DE", { remote }))).toBe("vatNumberInvalid");
    expect(remote.calls).toEqual([]);
  });

  it("follows the remote service and falls back to the format check with a re-check", async () => {
    await expect(
      checkVatNumber("ATU12345678", "AT", { remote: fakeRemote({ status: "valid" }) }),
    ).resolves.toMatchObject({ checkedBy: "fake-vies", recheck: false });
    expect(await errorKey(checkVatNumber("ATU12345678", "AT", { remote: fakeRemote({ status: "invalid" }) }))).toBe(
      "vatNumberInvalid",
    );
    for (const answer of [{ status: "unavailable", reason: "MS_UNAVAILABLE" } as const, "throw" as const]) {
      await expect(checkVatNumber("ATU12345678", "AT", { remote: fakeRemote(answer) })).resolves.toMatchObject({
        checkedBy: "offline",
        recheck: true,
      });
      expect(
        await errorKey(checkVatNumber("ATU12345678", "AT", { remote: fakeRemote(answer), fallback: "reject" })),
      ).toBe("vatServiceError");
    }
  });
});
