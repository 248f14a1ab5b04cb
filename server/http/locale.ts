import { DEFAULT_LOCALE, LOCALES, type Locale } from "#common/constants.ts";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The locale named by a /de or /en path prefix, if any. */
export function localeFromPath(pathname: string): Locale | null {
  // React Router fetches a page's data as "<path>.data" ("/en.data" for "/en").
  const first = pathname.replace(/\.data$/, "").split("/")[1];
  return isLocale(first) ? first : null;
}

/** Best supported locale from an Accept-Language header (q-values respected). */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .slice(0, 20)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { lang: tag.toLowerCase().split("-")[0] ?? "", quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.lang).find(isLocale) ?? null;
}

/** Unprefixed pages: an earlier choice (cookie) wins, else the browser language, else German. */
export function preferredLocale(
  cookie: string | undefined,
  acceptLanguage: string | null | undefined,
  fallback: Locale = DEFAULT_LOCALE,
): Locale {
  if (isLocale(cookie)) return cookie;
  return localeFromAcceptLanguage(acceptLanguage) ?? fallback;
}

/**
 * The unprefixed home page is in the default locale; a visitor who chose (cookie) or whose
 * browser prefers another locale is sent to that locale's home. Deeper unprefixed pages
 * stay as they are: their slugs are German, so the address itself names the language
 * (and search engines must see the same page for the same URL).
 */
export function localeRedirect(
  method: string,
  url: URL,
  cookie: string | undefined,
  acceptLanguage: string | undefined,
  defaultLocale: Locale,
): string | null {
  // Only documents: React Router's own requests (route manifest, page data) stay where they are.
  if (method !== "GET" || url.pathname !== "/") return null;
  const wanted = preferredLocale(cookie, acceptLanguage, defaultLocale);
  if (wanted === defaultLocale) return null;
  return `/${wanted}${url.search}`;
}
