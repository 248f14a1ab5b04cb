/**
 * EU VAT identification numbers: normalising, per-country format, the German check digit, and
 * a pluggable validation service. The real confirmation service (the EU's VIES) is remote; it
 * plugs in as a VatNumberValidator. The built-in offline validator checks what can be checked
 * without it. When the remote service is down, the offline result is accepted provisionally and
 * the number is marked for a re-check (the spec's "fallback re-check").
 */

/** Body patterns after the two-letter prefix (Greece uses EL, not GR). */
export const VAT_NUMBER_PATTERNS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^[1-9]\d{8}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

export type VatNumber = { prefix: string; body: string; /** prefix + body, as printed on invoices. */ full: string };

/** The VAT prefix of a country code: ISO GR is EL in VAT numbers. */
export function vatPrefixOf(countryIso: string): string {
  return countryIso === "GR" ? "EL" : countryIso;
}

/**
 * Upper case without spaces, dots and dashes; the country's prefix is added when missing.
 * Undefined when the number names another country than the one given.
 */
export function normalizeVatNumber(raw: string, countryIso: string): VatNumber | undefined {
  const compact = raw.toUpperCase().replace(/[\s.\-/]/g, "");
  const prefix = vatPrefixOf(countryIso.toUpperCase());
  const hasPrefix = /^[A-Z]{2}/.test(compact) && compact.slice(0, 2) in VAT_NUMBER_PATTERNS;
  if (hasPrefix && compact.slice(0, 2) !== prefix) return undefined;
  const body = hasPrefix ? compact.slice(2) : compact;
  return { prefix, body, full: prefix + body };
}

/** The German check digit (ISO 7064 MOD 11,10 over the first eight digits). */
export function germanCheckDigitOk(body: string): boolean {
  if (!/^\d{9}$/.test(body)) return false;
  let product = 10;
  for (const char of body.slice(0, 8)) {
    let sum = (Number(char) + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  const check = (11 - product) % 10;
  return check === Number(body[8]);
}

export function vatNumberFormatOk(number: VatNumber): boolean {
  const pattern = VAT_NUMBER_PATTERNS[number.prefix];
  if (!pattern?.test(number.body)) return false;
  return number.prefix !== "DE" || germanCheckDigitOk(number.body);
}

export type VatCheckAnswer = { status: "valid" | "invalid" } | { status: "unavailable"; reason: string };

/** A validation service: answers whether a (normalised) number is valid, or that it cannot tell now. */
export type VatNumberValidator = { name: string; validate(number: VatNumber): Promise<VatCheckAnswer> };

export const offlineVatValidator: VatNumberValidator = {
  name: "offline",
  validate: (number) => Promise.resolve({ status: vatNumberFormatOk(number) ? "valid" : "invalid" }),
};

export type VatNumberErrorKey = "vatNumberInvalid" | "vatServiceError";

export class VatNumberError extends Error {
  readonly key: VatNumberErrorKey;
  constructor(key: VatNumberErrorKey, options?: { cause?: unknown }) {
    super(key, options);
    this.name = "VatNumberError";
    this.key = key;
  }
}

export type VatNumberCheck = {
  vatNumber: string;
  countryIso: string;
  /** Which service confirmed it. */
  checkedBy: string;
  /** Confirmed by the offline format check only: check again when the remote service is back. */
  recheck: boolean;
};

/**
 * Checks a VAT number for a country. The format is always checked first (no remote call for a
 * typo). With a remote service, its answer counts; when it cannot answer, `fallback` decides:
 * "format" accepts the number provisionally with `recheck`, "reject" answers vatServiceError.
 */
export async function checkVatNumber(
  raw: string,
  countryIso: string,
  options: { remote?: VatNumberValidator; fallback?: "format" | "reject" } = {},
): Promise<VatNumberCheck> {
  const number = normalizeVatNumber(raw, countryIso);
  if (!number || !vatNumberFormatOk(number)) throw new VatNumberError("vatNumberInvalid");
  const accepted = (checkedBy: string, recheck: boolean): VatNumberCheck => ({
    vatNumber: number.full,
    countryIso: countryIso.toUpperCase(),
    checkedBy,
    recheck,
  });
  if (!options.remote) return accepted(offlineVatValidator.name, false);
  let answer: VatCheckAnswer;
  try {
    answer = await options.remote.validate(number);
  } catch (error) {
    answer = { status: "unavailable", reason: error instanceof Error ? error.message : String(error) };
  }
  if (answer.status === "valid") return accepted(options.remote.name, false);
  if (answer.status === "invalid") throw new VatNumberError("vatNumberInvalid");
  if ((options.fallback ?? "format") === "reject") throw new VatNumberError("vatServiceError");
  return accepted(offlineVatValidator.name, true);
}
