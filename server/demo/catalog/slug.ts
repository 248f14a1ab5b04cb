const TRANSLITERATION: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss", æ: "ae", ø: "oe", å: "aa" };

/**
 * URL slug: lower-case ASCII words joined by hyphens. German umlauts become ae/oe/ue/ss
 * (the spelling German readers expect) instead of losing their dots.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüßæøå]/g, (char) => TRANSLITERATION[char] ?? char)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Hands out slugs unique within one scope (one language), appending -2, -3 ... on a clash. */
export function createSlugRegistry(): (text: string) => string {
  const used = new Set<string>();
  return (text) => {
    const base = slugify(text) || "item";
    let slug = base;
    for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
    used.add(slug);
    return slug;
  };
}
