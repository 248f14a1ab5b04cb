/**
 * Product URLs (docs/glossary.md, storefront spec §2): /{slug...}_{itemId} and /{slug...}_{itemId}_{variationId}.
 * Slugs are lower-case ascii with hyphens, so an underscore only separates ids.
 */
const PRODUCT_SEGMENT = /^([a-z0-9-]+)_([1-9]\d{0,8})(?:_([1-9]\d{0,8}))?$/;

export type ProductPathMatch = { slugPath: string; itemId: number; variationId: number | null };

/** `rest` is the path without locale prefix, e.g. "/wohnen/sofa-oslo_1001_2003". */
export function parseProductPath(rest: string): ProductPathMatch | null {
  const segments = rest.split("/").filter(Boolean);
  const last = segments.at(-1);
  if (!last) return null;
  const match = PRODUCT_SEGMENT.exec(last);
  if (!match) return null;
  return {
    slugPath: [...segments.slice(0, -1), match[1]].join("/"),
    itemId: Number(match[2]),
    variationId: match[3] ? Number(match[3]) : null,
  };
}

export function productPath(urlPath: string, itemId: number, variationId?: number | null): string {
  return `/${urlPath}_${itemId}${variationId ? `_${variationId}` : ""}`;
}
