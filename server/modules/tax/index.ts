/** Countries, VAT rates and rules, VAT numbers. Public entry: other floors and modules import only this file. */
export { listCountries, loadCountryRows } from "./countries.ts";
export { deliveryVat, type DeliveryVat } from "./delivery-vat.ts";
export { isReverseCharge, shopDay, type TaxTreatment, type VatClass } from "./tax-rules.ts";
export { countries, countryStates, vatRates } from "./tax.table.ts";
export { VatNumberError, checkVatNumber } from "./vat-number.ts";
export { allocateByRate, grossFromNetCents, netFromGrossCents, vatTotals, type VatLine } from "./vat.ts";
