import { z } from "zod";
import { ADDRESS_TYPE } from "../constants.ts";
import { emailSchema } from "./auth.ts";

/**
 * The address form (docs/glossary.md, storefront spec §3 "Address"), one schema for the form, the SDK and
 * the server. What depends on the country (postcode format, states) is checked by
 * `addressCountryProblems`, which both sides call with the country they know.
 *
 * A missing value is a mandatory field left empty (`missingOr`): Conform hands the server a
 * form's empty field as none.
 */
const missingOr = (key: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? "validation.mandatory" : key;

const id = z
  .number({ error: missingOr("validation.wholeNumber") })
  .int("validation.wholeNumber")
  .positive("validation.invalid")
  .max(2_147_483_647, "validation.invalid");

const text = (max: number) => z.string({ error: "validation.invalid" }).trim().max(max, "validation.invalid");
const required = (max: number) =>
  z
    .string({ error: missingOr("validation.invalid") })
    .trim()
    .max(max, "validation.invalid")
    .min(1, "validation.mandatory");

export const addressTypeSchema = z.union([z.literal(ADDRESS_TYPE.billing), z.literal(ADDRESS_TYPE.shipping)], {
  error: "validation.invalid",
});
export type AddressTypeId = z.infer<typeof addressTypeSchema>;

/** Postcode formats of the delivery countries, by ISO code; other countries take any short text. */
export const POSTCODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  NL: /^[1-9]\d{3} [A-Z]{2}$/,
  FR: /^\d{5}$/,
  IT: /^\d{5}$/,
  ES: /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
  BE: /^[1-9]\d{3}$/,
  PL: /^\d{2}-\d{3}$/,
  DK: /^\d{4}$/,
  SE: /^[1-9]\d{2} \d{2}$/,
  // Royal Mail's outward code (A9, A99, A9A, AA9, AA99, AA9A) and inward code (9AA).
  GB: /^(GIR 0AA|[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2})$/,
  US: /^\d{5}(-\d{4})?$/,
  NO: /^\d{4}$/,
};

/**
 * The postcode as it is written in its country: upper case, single spaces, and the space
 * where the country puts one (NL "1234 AB", SE "123 45", GB before the inward code).
 */
export function normalizePostcode(raw: string, countryIso: string): string {
  const compact = raw.trim().toUpperCase().replace(/\s+/g, " ");
  const bare = compact.replace(/ /g, "");
  if (countryIso === "NL" && /^\d{4}[A-Z]{2}$/.test(bare)) return `${bare.slice(0, 4)} ${bare.slice(4)}`;
  if (countryIso === "SE" && /^\d{5}$/.test(bare)) return `${bare.slice(0, 3)} ${bare.slice(3)}`;
  if (countryIso === "GB" && /^[A-Z0-9]{5,7}$/.test(bare)) return `${bare.slice(0, -3)} ${bare.slice(-3)}`;
  return compact;
}

export function postcodeIsValid(postcode: string, countryIso: string): boolean {
  const pattern = POSTCODE_PATTERNS[countryIso];
  const normalized = normalizePostcode(postcode, countryIso);
  return pattern ? pattern.test(normalized) : normalized.length > 0 && normalized.length <= 12;
}

export const addressSchema = z
  .strictObject({
    companyName: text(100).default(""),
    firstName: text(100).default(""),
    lastName: text(100).default(""),
    streetName: required(100),
    houseNumber: required(20),
    addressAddition: text(100).default(""),
    zipCode: required(12),
    city: required(100),
    stateId: id.nullable().default(null),
    countryId: id,
    phoneNumber: text(40)
      .regex(/^[+\d][\d ()/-]*$|^$/, "validation.invalid")
      .default(""),
    email: z.union([z.literal(""), emailSchema]).default(""),
    vatNumber: text(30).default(""),
    /** DHL post number (packstation, post office), 6 to 10 digits. */
    postNumber: text(10)
      .regex(/^(\d{6,10})?$/, "validation.invalid")
      .default(""),
    primary: z.boolean({ error: "validation.invalid" }).default(false),
  })
  .superRefine((address, ctx) => {
    // A person (first and last name) or a company: one of them must be complete. The form
    // says so next to the name fields (address.nameOrCompany).
    const person = address.firstName !== "" && address.lastName !== "";
    if (person || address.companyName !== "") return;
    for (const field of address.firstName === "" ? ["firstName", "lastName"] : ["lastName"]) {
      if (address[field as "firstName" | "lastName"] === "")
        ctx.addIssue({ code: "custom", path: [field], message: "validation.mandatory" });
    }
  });
export type AddressInput = z.output<typeof addressSchema>;
export type AddressFormValues = z.input<typeof addressSchema>;

/** What the country-dependent checks need to know about the chosen country. */
export type AddressCountry = { isoCode2: string; states: { id: number }[] };

/**
 * Countries whose postal addresses need the state. Elsewhere (Germany, Austria, ...) the state
 * may be given but is not asked for: a German shopper never writes the Bundesland on a parcel.
 */
const STATE_REQUIRED_COUNTRIES = new Set(["US"]);

/** Whether an address in `country` must name its state: the server's rule, and the form's "*". */
export function countryNeedsState(country: AddressCountry): boolean {
  return country.states.length > 0 && STATE_REQUIRED_COUNTRIES.has(country.isoCode2);
}

/** Field -> message key for the postcode and state of an address in its country. */
export function addressCountryProblems(
  address: Pick<AddressInput, "zipCode" | "stateId">,
  country: AddressCountry,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!postcodeIsValid(address.zipCode, country.isoCode2)) problems.zipCode = "address.zipCodeInvalid";
  if (countryNeedsState(country) && address.stateId === null) problems.stateId = "address.stateRequired";
  else if (address.stateId !== null && !country.states.some((state) => state.id === address.stateId)) {
    problems.stateId = "address.stateInvalid";
  }
  return problems;
}

export const getAddressesInput = z.strictObject({ typeId: addressTypeSchema });
export const createAddressInput = z.strictObject({ typeId: addressTypeSchema, address: addressSchema });
export const updateAddressInput = z.strictObject({ typeId: addressTypeSchema, addressId: id, address: addressSchema });
export const deleteAddressInput = z.strictObject({ typeId: addressTypeSchema, addressId: id });
export const setDefaultAddressInput = z.strictObject({ typeId: addressTypeSchema, addressId: id });
