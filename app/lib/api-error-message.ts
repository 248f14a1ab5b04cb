import type { Translator } from "#common/i18n/translator.ts";
import { ApiError } from "./api-client.ts";

/** A plain translate function; the use-intl translator from translatorFor() is accepted as well. */
export type TranslateFn = (key: string, values?: Record<string, string | number>) => string;

/**
 * The text of the notification for a failed call (docs/glossary.md, storefront spec §8).
 *
 * Rule, first match wins:
 * 1. Anything that is not an ApiError, and unknownError: the generic unknownError text.
 *    A thrown TypeError's message is for developers, not shoppers.
 * 2. customError: the server's raw message (that message is the whole content).
 * 3. The server sent a message and the request asked for the locale shown now: that message.
 *    The server rendered errors.<key> from the same catalogue in the locale header we sent,
 *    with the values only it knows (tooManyRequests needs {seconds}), so it is the
 *    translation, completed.
 * 4. The catalogue has errors.<key>: its translation (values we know are passed along).
 * 5. The server's raw message, even in another language, beats saying nothing specific.
 * 6. The generic unknownError text.
 *
 * `locale` is the locale of the page; leave it out when it is the one getLocale() gives
 * the client, which is the usual case.
 */
export function errorMessageFor(
  error: unknown,
  t: TranslateFn | Translator,
  has: (key: string) => boolean,
  locale?: string,
): string {
  // The use-intl translator only takes catalogue keys; error keys arrive from the server at run time.
  const translate = t as TranslateFn;
  const generic = () => translate("errors.unknownError");
  if (!(error instanceof ApiError) || error.key === "unknownError") return generic();
  const raw = error.serverMessage;
  if (error.key === "customError") return raw ?? generic();
  if (raw !== undefined && (locale === undefined || locale === error.locale)) return raw;
  const key = `errors.${error.key}`;
  if (has(key)) {
    const values: Record<string, string | number> = {};
    if (error.retryAfter !== undefined) values.seconds = error.retryAfter;
    if (raw !== undefined) values.message = raw;
    return translate(key, values);
  }
  return raw ?? generic();
}
