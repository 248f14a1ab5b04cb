import { createTranslator } from "use-intl/core";
import { LOCALE_TAGS, type Locale } from "../constants.ts";
import type { ErrorKey } from "../errors.ts";
import { catalogueOf, hasMessage, type UncheckedMessages } from "./catalogues.ts";

/**
 * How an error key becomes the text a shopper or operator reads (docs/api.md "From an error key to a message").
 * Every place that shows an error goes through these two functions: the API's error envelope,
 * the browser SDK's notices, form and editor actions, field errors and the flash notice.
 *
 * Fallback rule, the only one: a key the catalogue lacks never shows as the key and never as
 * nothing; it shows the catalogue's generic text of the place it is shown in:
 * - an error (notice, form error, API message): errors.unknownError
 *   ("Something went wrong. Please try again later.");
 * - a field error beside its input: validation.invalid ("This value is not valid.").
 */

/** Values for a message's placeholders ({seconds}, {max}, ...). */
export type MessageValues = Record<string, string | number>;

/**
 * A field error as it travels (AppError.fields, FormFailure.fields, the API's `fields`): a
 * catalogue key, with the values a message needs as a query, "validation.maxLength?max=500"
 * (messageKey() writes it), or an error's key under errors., "errors.countryNotFound".
 * Typed as string: it arrives as data and is checked when it is translated.
 */
export type FieldErrorKey = string;

/**
 * An error key of the API ("couponExpired", looked up as errors.couponExpired) or a whole
 * catalogue key ("errors.csrfTokenMismatch", "wishlist.added": the flash notice's key). Error
 * keys have no dot and catalogue keys always have one, so the two never mix up. Keys arrive at
 * run time (ApiError.key, a session's flash), so any string is accepted and checked.
 */
export type ErrorMessageKey = ErrorKey | `errors.${ErrorKey}` | (string & {});

function format(locale: Locale, key: string, values: MessageValues | undefined): string {
  // The key was checked at run time (hasMessage), so the translator is the untyped one.
  const messages: UncheckedMessages = catalogueOf(locale);
  return createTranslator({ locale: LOCALE_TAGS[locale], messages })(key, values);
}

/** The text of an error key in the page's locale; an unknown key gives errors.unknownError. */
export function errorMessage(locale: Locale, key: ErrorMessageKey, values?: MessageValues): string {
  const catalogueKey = key.includes(".") ? key : `errors.${key}`;
  return hasMessage(locale, catalogueKey)
    ? format(locale, catalogueKey, values)
    : format(locale, "errors.unknownError", undefined);
}

/** The text of a field error key ("validation.maxLength?max=500"); an unknown key gives validation.invalid. */
export function fieldErrorMessage(locale: Locale, fieldKey: FieldErrorKey): string {
  const [key = "", query = ""] = fieldKey.split("?", 2);
  const values = Object.fromEntries(new URLSearchParams(query));
  return hasMessage(locale, key) ? format(locale, key, values) : format(locale, "validation.invalid", undefined);
}
