/** Constants named by the specifications (storefront and editor specs, docs/glossary.md). */

/** The 26 language codes the storefront names; only LOCALES have message texts. */
export const LANGUAGE_CODES = [
  "bg",
  "cn",
  "cz",
  "de",
  "dk",
  "ee",
  "en",
  "es",
  "fi",
  "fr",
  "hr",
  "hu",
  "ie",
  "it",
  "lt",
  "lv",
  "nl",
  "no",
  "pl",
  "pt",
  "ro",
  "ru",
  "se",
  "sk",
  "tr",
  "vn",
] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const LOCALES = ["de", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "de";
/** BCP 47 tags for <html lang> and Intl. */
export const LOCALE_TAGS: Record<Locale, string> = { de: "de-DE", en: "en-GB" };

/**
 * The shop's time zone when SHOP_TIME_ZONE is unset: dates are formatted in it on the server
 * and in the browser alike, whatever zone either runs in (no hydration mismatch).
 */
export const DEFAULT_SHOP_TIME_ZONE = "Europe/Berlin";

/** Whether Intl knows `zone` as an IANA time zone ("Europe/Berlin", "UTC"). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const LOCALE_COOKIE = "locale";
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;

export const SESSION_COOKIE = "sid";
export const SESSION_MAX_AGE_DAYS = 30;

/** The operator (editor) session: a cookie of its own, apart from the shopper's (docs/operators.md). */
export const OPERATOR_SESSION_COOKIE = "op_sid";
/** The edit cookie (docs/glossary.md, editor spec §2; the storefront spec's preview cookie "pwa"): edit or preview. */
export const EDIT_COOKIE = "pwa";

/** Request headers of the transport (docs/glossary.md, storefront spec §7). */
export const HEADER = {
  csrf: "x-csrf-token",
  referrer: "x-referrer-id",
  locale: "x-locale",
  configId: "x-config-id",
  editHash: "x-edit-hash",
  requestId: "x-request-id",
} as const;
export const REFERRER_QUERY = "ReferrerID";

/** GET is retried once on these statuses; other verbs never are. */
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;

export const PASSWORD_MIN_LENGTH = 8;

/** The editor's top toolbar (docs/glossary.md, editor spec §§2 and 9). */
export const EDITOR_TOOLBAR_HEIGHT_PX = 52;

/** Notifications (docs/glossary.md, editor spec §9). */
export const NOTIFICATION_MAX = 5;
export const NOTIFICATION_DISMISS_MS = 5000;

/** Page loading bar (docs/glossary.md, storefront spec §9). */
export const LOADING_BAR = {
  throttleMs: 200,
  durationMs: 2000,
  hideDelayMs: 500,
  resetDelayMs: 400,
  height: 3,
} as const;

/** Address kinds (docs/glossary.md, storefront spec §3). */
export const ADDRESS_TYPE = { billing: 1, shipping: 2 } as const;

export const HOMEPAGE_CATEGORY_ID = 1;
export const CATEGORY_RIGHTS = ["all", "customer"] as const;
export type CategoryRight = (typeof CATEGORY_RIGHTS)[number];
export const ROBOTS_OPTIONS = ["ALL", "INDEX", "NOFOLLOW", "NOINDEX", "NOINDEX_NOFOLLOW"] as const;
export type Robots = (typeof ROBOTS_OPTIONS)[number];

/** Order and return lists of the account: 10 per page, at most 5 page links (storefront spec §9). */
export const ACCOUNT_LIST_PAGE_SIZE = 10;
export const ACCOUNT_LIST_PAGE_LINKS = 5;
