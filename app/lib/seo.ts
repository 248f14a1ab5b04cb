import type { MetaDescriptor } from "react-router";
import { DEFAULT_LOCALE, LOCALES, LOCALE_TAGS, type Locale } from "#common/constants.ts";

/**
 * The head of every shopper page, built once on the server (loader data `seo`) and turned
 * into tags by `seoMeta` in each route's meta function; its JSON-LD stays on the server
 * (json-ld.server.ts) and the root layout renders it (json-ld-scripts.tsx). See docs/seo.md.
 */

/** The robots choices of the editor's SEO settings (docs/glossary.md, editor spec); ALL is the default. */
export const ROBOTS_VALUES = ["ALL", "INDEX", "NOFOLLOW", "NOINDEX", "NOINDEX_NOFOLLOW"] as const;
export type RobotsValue = (typeof ROBOTS_VALUES)[number];

const ROBOTS_DIRECTIVES: Record<RobotsValue, { index: boolean; follow: boolean }> = {
  ALL: { index: true, follow: true },
  INDEX: { index: true, follow: true },
  NOFOLLOW: { index: true, follow: false },
  NOINDEX: { index: false, follow: true },
  NOINDEX_NOFOLLOW: { index: false, follow: false },
};

export function isRobotsValue(value: string): value is RobotsValue {
  return (ROBOTS_VALUES as readonly string[]).includes(value);
}

/**
 * The robots meta content of a stored setting ("ALL" if it is unknown). `noindex` marks a
 * variant of a page (filtered, sorted, page 2+): links are still followed unless the
 * setting itself says nofollow.
 */
export function robotsContent(value: string, options: { noindex?: boolean } = {}): string {
  const directives = ROBOTS_DIRECTIVES[isRobotsValue(value) ? value : "ALL"];
  const index = directives.index && !options.noindex;
  return `${index ? "index" : "noindex"}, ${directives.follow ? "follow" : "nofollow"}`;
}

/** A path in a locale's canonical form: the default locale unprefixed, the others under /{locale}. */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === "/" ? `/${locale}` : `/${locale}${clean}`;
}

export type SeoInput = {
  origin: string;
  locale: Locale;
  siteName: string;
  title: string;
  description?: string;
  keywords?: string;
  /** The page's path (without locale prefix) in each language it exists in. */
  paths: Partial<Record<Locale, string>>;
  /** Query kept in the canonical and alternate URLs (only "?page=n": the rest is noise). */
  search?: string;
  /** An operator's canonical URL (category settings); absolute, or a path of this shop. */
  canonicalOverride?: string;
  /** Robots meta content (robotsContent); default "index, follow". */
  robots?: string;
  type?: "website" | "product";
  image?: string;
};

export type PageSeo = {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  /** hreflang links: one per language plus x-default (the default language's URL). */
  alternates: { hrefLang: string; href: string }[];
  robots: string;
  type: "website" | "product";
  image: string | null;
  siteName: string;
  /** og:locale and og:locale:alternate ("de_DE"). */
  ogLocale: string;
  ogAlternateLocales: string[];
};

const ogLocaleOf = (locale: Locale) => LOCALE_TAGS[locale].replace("-", "_");

function absolute(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith("/") ? url : `/${url}`}`;
}

/** Absolute URLs of a page in every language it exists in (canonical forms). */
export function localizedUrls(origin: string, paths: Partial<Record<Locale, string>>, search = "") {
  const urls: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const path = paths[locale];
    if (path !== undefined) urls[locale] = `${origin}${localizedPath(locale, path)}${search}`;
  }
  return urls;
}

export function pageSeo(input: SeoInput): PageSeo {
  const urls = localizedUrls(input.origin, input.paths, input.search ?? "");
  const own = urls[input.locale] ?? `${input.origin}${localizedPath(input.locale, "/")}`;
  const fallback = urls[DEFAULT_LOCALE] ?? Object.values(urls)[0];
  const alternates = Object.entries(urls).map(([locale, href]) => ({ hrefLang: locale, href }));
  if (fallback) alternates.push({ hrefLang: "x-default", href: fallback });
  return {
    title: input.title,
    description: input.description?.trim() ?? "",
    keywords: input.keywords?.trim() ?? "",
    canonical: input.canonicalOverride ? absolute(input.origin, input.canonicalOverride) : own,
    alternates,
    robots: input.robots ?? robotsContent("ALL"),
    type: input.type ?? "website",
    image: input.image ?? null,
    siteName: input.siteName,
    ogLocale: ogLocaleOf(input.locale),
    ogAlternateLocales: LOCALES.filter((locale) => locale !== input.locale && urls[locale]).map(ogLocaleOf),
  };
}

/** The head tags of a page, for a route's meta function (empty without loader data, e.g. on errors). */
export function seoMeta(seo: PageSeo | undefined | null): MetaDescriptor[] {
  if (!seo) return [];
  const meta: MetaDescriptor[] = [
    { title: seo.title },
    { name: "robots", content: seo.robots },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    ...seo.alternates.map((alternate) => ({ tagName: "link" as const, rel: "alternate", ...alternate })),
    { property: "og:type", content: seo.type },
    { property: "og:title", content: seo.title },
    { property: "og:url", content: seo.canonical },
    { property: "og:site_name", content: seo.siteName },
    { property: "og:locale", content: seo.ogLocale },
    ...seo.ogAlternateLocales.map((content) => ({ property: "og:locale:alternate", content })),
  ];
  if (seo.description) {
    meta.push({ name: "description", content: seo.description });
    meta.push({ property: "og:description", content: seo.description });
  }
  if (seo.keywords) meta.push({ name: "keywords", content: seo.keywords });
  if (seo.image) meta.push({ property: "og:image", content: seo.image });
  return meta;
}
