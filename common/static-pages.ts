/** The static info pages (docs/glossary.md, storefront spec §2; default layout). */
export const STATIC_PAGES = [
  "cancellation-form",
  "cancellation-rights",
  "declaration-of-accessibility",
  "legal-disclosure",
  "privacy-policy",
  "terms-and-conditions",
  "shipping",
] as const;
export type StaticPage = (typeof STATIC_PAGES)[number];
