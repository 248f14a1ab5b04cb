import type { Locale } from "#common/constants.ts";
import { errorMessage, type MessageValues } from "#common/i18n/error-message.ts";
import { hasMessage } from "#common/i18n/catalogues.ts";
import { ApiError } from "./api-client.ts";

/**
 * The text of the notification for a failed call (docs/glossary.md, storefront spec §8). The key becomes
 * its text through errorMessage() (common/i18n/error-message.ts) like everywhere else; what is
 * the SDK's own is which text wins over the key.
 *
 * Rule, first match wins:
 * 1. Anything that is not an ApiError, and unknownError: the generic unknownError text.
 *    A thrown TypeError's message is for developers, not shoppers.
 * 2. customError: the server's raw message (that message is the whole content).
 * 3. The server sent a message and the request asked for the page's locale: that message.
 *    The server rendered errors.<key> from the same catalogue in the locale header we sent,
 *    with the values only it knows (tooManyRequests needs {seconds}), so it is the
 *    translation, completed.
 * 4. The catalogue has errors.<key>: its translation (values we know are passed along).
 * 5. The server's raw message, even in another language, beats saying nothing specific.
 * 6. The generic unknownError text (errorMessage's fallback).
 *
 * `locale` is the locale of the page.
 */
export function errorMessageFor(error: unknown, locale: Locale): string {
  if (!(error instanceof ApiError) || error.key === "unknownError") return errorMessage(locale, "unknownError");
  const raw = error.serverMessage;
  if (error.key === "customError") return raw ?? errorMessage(locale, "unknownError");
  if (raw !== undefined && locale === error.locale) return raw;
  if (!hasMessage(locale, `errors.${error.key}`)) return raw ?? errorMessage(locale, "unknownError");
  const values: MessageValues = {};
  if (error.retryAfter !== undefined) values.seconds = error.retryAfter;
  if (raw !== undefined) values.message = raw;
  return errorMessage(locale, error.key, values);
}
