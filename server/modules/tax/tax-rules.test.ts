import { describe, expect, it } from "vitest";
import { applicableRate, isReverseCharge, rateInForce, shopDay, taxTreatment, type VatRateRow } from "./tax-rules.ts";

const DE = { id: 1, isoCode2: "DE", isEu: true };
const AT = { id: 2, isoCode2: "AT", isEu: true };
const CH = { id: 3, isoCode2: "CH", isEu: false };

const rows: VatRateRow[] = [
  { countryId: 1, vatClass: "standard", rateBp: 1900, validFrom: "2007-01-01" },
  { countryId: 1, vatClass: "standard", rateBp: 1600, validFrom: "2020-07-01" },
  { countryId: 1, vatClass: "standard", rateBp: 1900, validFrom: "2021-01-01" },
  { countryId: 1, vatClass: "reduced", rateBp: 700, validFrom: "1983-07-01" },
  { countryId: 2, vatClass: "standard", rateBp: 2000, validFrom: "1984-01-01" },
];

describe("tax rules", () => {
  it("takes the rate in force on the day, so a rate change is a new row", () => {
    expect(rateInForce(rows, 1, "standard", "2020-06-30")).toBe(1900);
    expect(rateInForce(rows, 1, "standard", "2020-07-01")).toBe(1600);
    expect(rateInForce(rows, 1, "standard", "2020-12-31")).toBe(1600);
    expect(rateInForce(rows, 1, "standard", "2021-01-01")).toBe(1900);
    expect(rateInForce(rows, 1, "standard", "2000-01-01")).toBeUndefined();
    expect(rateInForce(rows, 2, "reduced", "2026-01-01")).toBeUndefined();
  });

  it("applies the delivery country's rate to consumers in the EU", () => {
    const consumer = {};
    expect(taxTreatment(DE, consumer)).toBe("domestic");
    expect(taxTreatment(AT, consumer)).toBe("distanceSale");
    expect(applicableRate({ rows, delivery: AT, buyer: consumer, vatClass: "standard", day: "2026-11-22" })).toBe(2000);
    expect(applicableRate({ rows, delivery: DE, buyer: consumer, vatClass: "reduced", day: "2026-11-22" })).toBe(700);
  });

  it("charges 0 % on exports and on reverse-charge deliveries, German VAT to German businesses", () => {
    expect(taxTreatment(CH, {})).toBe("export");
    expect(applicableRate({ rows, delivery: CH, buyer: {}, vatClass: "standard", day: "2026-11-22" })).toBe(0);
    const austrianBusiness = { validVatNumberCountryIso: "AT" };
    expect(isReverseCharge(AT, austrianBusiness)).toBe(true);
    expect(
      applicableRate({ rows, delivery: AT, buyer: austrianBusiness, vatClass: "standard", day: "2026-11-22" }),
    ).toBe(0);
    const germanBusiness = { validVatNumberCountryIso: "DE" };
    expect(isReverseCharge(DE, germanBusiness)).toBe(false);
    expect(isReverseCharge(AT, germanBusiness)).toBe(false);
    expect(applicableRate({ rows, delivery: DE, buyer: germanBusiness, vatClass: "standard", day: "2026-11-22" })).toBe(
      1900,
    );
  });

  it("counts days in German time", () => {
    expect(shopDay(new Date("2020-12-31T23:30:00Z"))).toBe("2021-01-01");
    expect(shopDay(new Date("2021-06-30T21:59:59Z"))).toBe("2021-06-30");
    expect(shopDay(new Date("2021-06-30T22:00:00Z"))).toBe("2021-07-01");
  });
});
