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
export type InfoPage = Exclude<StaticPage, "cancellation-form">;
export const INFO_PAGES: readonly InfoPage[] = STATIC_PAGES.filter(
  (page): page is InfoPage => page !== "cancellation-form",
);
