import { PAGE_SLUG_MAX, PAGE_SLUG_PATTERN } from "#common/schemas/pages.ts";
import { STATIC_PAGES } from "#common/static-pages.ts";

/**
 * First URL segments that belong to the shop's own routes and files (app/routes.ts, the
 * HTTP layer): a top-level page there could never be reached, so its slug is refused.
 */
export const RESERVED_TOP_SEGMENTS: ReadonlySet<string> = new Set([
  "de",
  "en",
  "api",
  "assets",
  "media",
  "fonts",
  "blocks",
  "healthz",
  "dev",
  "p",
  "login",
  "logout",
  "register",
  "guest",
  "editor",
  "my-account",
  "checkout",
  "readonly-checkout",
  "confirmation",
  "search",
  "tag",
  "wishlist",
  "cart",
  "reviews",
  "newsletter",
  "mollie-payment",
  "sandbox-payment",
  ...STATIC_PAGES,
]);

const TRANSLITERATION: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss", æ: "ae", ø: "oe", œ: "oe" };

/** A URL slug from a page name: German umlauts as ae/oe/ue, other accents dropped. */
export function slugFromName(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[äöüßæøœ]/g, (letter) => TRANSLITERATION[letter] ?? letter)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, PAGE_SLUG_MAX)
    .replace(/-+$/, "");
  return slug || "page";
}

/** The first variant of `slug` (slug, slug-2, slug-3, ...) that `isFree` accepts. */
export function uniqueSlug(slug: string, isFree: (candidate: string) => boolean): string {
  if (isFree(slug)) return slug;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${slug.slice(0, PAGE_SLUG_MAX - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (isFree(candidate)) return candidate;
  }
}

export function isValidSlug(slug: string): boolean {
  return slug.length <= PAGE_SLUG_MAX && PAGE_SLUG_PATTERN.test(slug);
}

/** A page's path below its parent's path (the homepage's empty slug adds nothing). */
export function joinPath(parentPath: string, slug: string): string {
  return [parentPath, slug].filter(Boolean).join("/");
}

/** A top-level path whose first segment is one of the shop's own routes. */
export function isReservedPath(path: string): boolean {
  return RESERVED_TOP_SEGMENTS.has(path.split("/")[0] ?? "");
}

/** Absolute http(s) URL, or empty. */
export function isValidCanonical(value: string): boolean {
  if (value === "") return true;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** Comma-separated keywords, each trimmed, empty ones dropped: "a , b,,c" -> "a, b, c". */
export function normalizeKeywords(value: string): string {
  return value
    .split(",")
    .map((keyword) => keyword.trim())
    .filter(Boolean)
    .join(", ");
}
