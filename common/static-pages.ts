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

/**
 * The info pages whose text is the operator's (a block document of entity type "info", ADR 040):
 * all but the model withdrawal form, which is a page of its own.
 */
export const INFO_PAGES = [
  "cancellation-rights",
  "declaration-of-accessibility",
  "legal-disclosure",
  "privacy-policy",
  "terms-and-conditions",
  "shipping",
] as const satisfies readonly StaticPage[];
export type InfoPage = (typeof INFO_PAGES)[number];
