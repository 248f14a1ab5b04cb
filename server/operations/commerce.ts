import { checkVatNumberInput, getCountriesInput, getShippingProfilesInput } from "#common/schemas/commerce.ts";
import { errorMessage } from "#common/i18n/error-message.ts";
// The server formats in both languages: this adds their catalogues (common/i18n/catalogues.ts).
import "#common/i18n/translator.ts";
import {
  loadShippingProfiles,
  chooseShippingMethod,
  ShippingError,
  shippingOptionsFor,
} from "../modules/shipping/index.ts";
import {
  listCountries,
  loadCountryRows,
  deliveryVat,
  isReverseCharge,
  shopDay,
  checkVatNumber as checkNumber,
  VatNumberError,
} from "../modules/tax/index.ts";
import { AppError } from "../errors.ts";
import { defineOperation } from "../rpc/operation.ts";

/** The shop's currency; a multi-currency shop would take it from the session. */
const CURRENCY = "EUR";

function countryNotFound(): AppError {
  return new AppError("invalid_data", "countryNotFound", { fields: { countryId: "errors.countryNotFound" } });
}

/** Delivery countries with their states, names in the request's language (docs/glossary.md, storefront spec §3). */
export const getCountries = defineOperation({
  name: "getCountries",
  kind: "query",
  access: "anonymous",
  input: getCountriesInput,
  handler: async (input, ctx) => ({
    countries: await listCountries(ctx.services.db, ctx.locale, { activeOnly: !input.includeInactive }),
  }),
});

/**
 * The shipping methods for a delivery, with gross and net amounts. The net uses the delivery's
 * standard VAT rate for a consumer (0 % for exports); reverse charge for businesses comes with
 * the cart, which knows the buyer's confirmed VAT number.
 */
export const getShippingProfiles = defineOperation({
  name: "getShippingProfiles",
  kind: "query",
  access: "anonymous",
  input: getShippingProfilesInput,
  handler: async (input, ctx) => {
    const { db } = ctx.services;
    const vat = await deliveryVat(db, { countryId: input.countryId, day: shopDay(new Date()) });
    if (vat === "unknownCountry") throw countryNotFound();
    if (vat === "rateMissing") {
      ctx.log.warn("no VAT rate for delivery country", { countryId: input.countryId });
      throw new AppError("conflict", "shippingCalculationFailed");
    }
    const profiles = await loadShippingProfiles(db);
    const vatRateBp = vat.rates.standard;
    const result = shippingOptionsFor(profiles, { ...input, vatRateBp, currency: CURRENCY, locale: ctx.locale });
    if (result.failed.length > 0) ctx.log.warn("shipping profiles without price bands", { profileIds: result.failed });
    try {
      const selected = chooseShippingMethod(result, input.selectedShippingProfileId);
      return { shippingMethods: result.methods, selectedShippingProfileId: selected.shippingProfileId };
    } catch (error) {
      if (error instanceof ShippingError) throw new AppError("conflict", error.key);
      throw error;
    }
  },
});

/**
 * Checks a VAT number for a billing country and tells whether a delivery there would be
 * reverse charge. Offline format check for now (see docs/tax-and-shipping.md for the remote
 * service): a number that passes is accepted, one that does not gets vatNumberInvalid.
 */
export const checkVatNumber = defineOperation({
  name: "checkVatNumber",
  kind: "query",
  access: "anonymous",
  input: checkVatNumberInput,
  handler: async (input, ctx) => {
    const country = (await loadCountryRows(ctx.services.db)).find((c) => c.id === input.countryId);
    if (!country) throw countryNotFound();
    if (!country.isEu) {
      throw new AppError("invalid_data", "vatNumberInvalid", { fields: { vatNumber: "errors.vatNumberInvalid" } });
    }
    try {
      const check = await checkNumber(input.vatNumber, country.isoCode2);
      return {
        ...check,
        reverseCharge: isReverseCharge(country, { validVatNumberCountryIso: check.countryIso }),
        ...(check.recheck ? { notice: errorMessage(ctx.locale, "vatNumberRecheck") } : {}),
      };
    } catch (error) {
      if (!(error instanceof VatNumberError)) throw error;
      if (error.key === "vatNumberInvalid") {
        throw new AppError("invalid_data", "vatNumberInvalid", { fields: { vatNumber: "errors.vatNumberInvalid" } });
      }
      throw new AppError("conflict", error.key);
    }
  },
});
