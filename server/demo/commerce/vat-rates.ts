import type { VatClass } from "../../modules/tax/index.ts";

export type SeedVatRate = { iso: string; vatClass: VatClass; rateBp: number; validFrom: string };

const rate = (iso: string, vatClass: VatClass, percent: number, validFrom: string): SeedVatRate => ({
  iso,
  vatClass,
  rateBp: Math.round(percent * 100),
  validFrom,
});

/**
 * VAT rates of the EU demo countries (standard and the main reduced rate, as of November 2026),
 * with some history to show that a change is data. Non-EU countries get no rows: deliveries
 * there are exports at 0 % (tax-rules.ts), whatever their own VAT is.
 */
export const DEMO_VAT_RATES: SeedVatRate[] = [
  rate("DE", "standard", 19, "2007-01-01"),
  rate("DE", "standard", 16, "2020-07-01"),
  rate("DE", "standard", 19, "2021-01-01"),
  rate("DE", "reduced", 7, "1983-07-01"),
  rate("DE", "reduced", 5, "2020-07-01"),
  rate("DE", "reduced", 7, "2021-01-01"),
  rate("AT", "standard", 20, "1984-01-01"),
  rate("AT", "reduced", 10, "1984-01-01"),
  rate("NL", "standard", 21, "2012-10-01"),
  rate("NL", "reduced", 9, "2019-01-01"),
  rate("FR", "standard", 20, "2014-01-01"),
  rate("FR", "reduced", 5.5, "2014-01-01"),
  rate("IT", "standard", 22, "2013-10-01"),
  rate("IT", "reduced", 10, "1995-02-24"),
  rate("ES", "standard", 21, "2012-09-01"),
  rate("ES", "reduced", 10, "2012-09-01"),
  rate("BE", "standard", 21, "1996-01-01"),
  rate("BE", "reduced", 6, "1971-01-01"),
  rate("PL", "standard", 23, "2011-01-01"),
  rate("PL", "reduced", 8, "2011-01-01"),
  // Denmark has no reduced rate: everything is taxed at 25 %.
  rate("DK", "standard", 25, "1992-01-01"),
  rate("DK", "reduced", 25, "1992-01-01"),
  rate("SE", "standard", 25, "1990-07-01"),
  // Food: 12 %, halved to 6 % from April 2026 until the end of 2027.
  rate("SE", "reduced", 12, "1996-01-01"),
  rate("SE", "reduced", 6, "2026-04-01"),
  rate("SE", "reduced", 12, "2028-01-01"),
];
