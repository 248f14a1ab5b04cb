import { DEFAULT_LOCALE, LOCALES, type Locale } from "#common/constants.ts";

export type LocalePrefix = "" | `/${Locale}`;

/** Splits "/en/login" into the prefix "/en" and the rest "/login". */
export function splitLocalePrefix(pathname: string): { prefix: LocalePrefix; rest: string } {
  const first = pathname.split("/")[1];
  if ((LOCALES as readonly string[]).includes(first ?? "")) {
    const rest = pathname.slice(first!.length + 1);
    return { prefix: `/${first as Locale}`, rest: rest === "" ? "/" : rest };
  }
  return { prefix: "", rest: pathname || "/" };
}

/** A link in the visitor's current URL form: "/en" + "/login". */
export function withPrefix(prefix: LocalePrefix, path: string): string {
  if (path === "/" || path === "") return prefix || "/";
  return `${prefix}${path.startsWith("/") ? path : `/${path}`}`;
}

/**
 * Only same-site paths may be redirect targets: not "//host", and nothing with a backslash or
 * a control character, because browsers read "\" as "/" and drop tabs and line breaks from
 * addresses ("/\host" and "/<tab>/host" both lead to another site).
 */
export function safeRedirectPath(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith("/") || value.startsWith("//")) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  return value;
}

export function localeFromPathname(pathname: string): Locale {
  const { prefix } = splitLocalePrefix(pathname);
  return prefix ? (prefix.slice(1) as Locale) : DEFAULT_LOCALE;
}
