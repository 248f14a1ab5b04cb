import { asc } from "drizzle-orm";
import type { Locale } from "#common/constants.ts";
import type { Database } from "../../db/client.ts";
import type { VatRateRow } from "./tax-rules.ts";
import { countries, countryStates, vatRates } from "./tax.table.ts";

/** docs/glossary.md, storefront spec §3 "Country", plus what the checkout needs to decide on VAT. */
export type CountryView = {
  id: number;
  name: string;
  isoCode2: string;
  isEu: boolean;
  active: boolean;
  states: { id: number; name: string; code: string }[];
};

export type CountryRow = typeof countries.$inferSelect;

export async function loadCountryRows(db: Database): Promise<CountryRow[]> {
  return db.select().from(countries).orderBy(asc(countries.position), asc(countries.id));
}

export async function listCountries(
  db: Database,
  locale: Locale,
  options: { activeOnly: boolean },
): Promise<CountryView[]> {
  const [rows, states] = await Promise.all([
    loadCountryRows(db),
    db.select().from(countryStates).orderBy(asc(countryStates.id)),
  ]);
  const collator = new Intl.Collator(locale);
  return rows
    .filter((c) => c.active || !options.activeOnly)
    .map((c) => ({
      id: c.id,
      name: locale === "de" ? c.nameDe : c.nameEn,
      isoCode2: c.isoCode2,
      isEu: c.isEu,
      active: c.active,
      states: states
        .filter((s) => s.countryId === c.id)
        .map((s) => ({ id: s.id, name: locale === "de" ? s.nameDe : s.nameEn, code: s.code }))
        .sort((a, b) => collator.compare(a.name, b.name)),
    }));
}

export async function loadVatRateRows(db: Database): Promise<VatRateRow[]> {
  return db
    .select({
      countryId: vatRates.countryId,
      vatClass: vatRates.vatClass,
      rateBp: vatRates.rateBp,
      validFrom: vatRates.validFrom,
    })
    .from(vatRates);
}
