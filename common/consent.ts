/**
 * Cookie consent (docs/consent.md; storefront spec §9 "Essential cookie category index 0"):
 * the groups in the order the settings list them, essentials first and always on.
 */
export const CONSENT_GROUPS = ["essentials", "functional", "externalMedia", "marketing"] as const;
export type ConsentGroup = (typeof CONSENT_GROUPS)[number];
export type OptionalConsentGroup = Exclude<ConsentGroup, "essentials">;

/** The browser's record of the choice (vanilla-cookieconsent's cookie, renamed). */
export const CONSENT_COOKIE = "consent";
/** How long a choice holds before the banner asks again (six months: what German authorities accept). */
export const CONSENT_COOKIE_DAYS = 182;

/**
 * The version of the list below. Raise it whenever a service or cookie is added, removed or
 * changes its purpose: every visitor whose choice was for an older list is asked again.
 * common/consent.test.ts fails when the list (consent-services.ts) changes without a new revision.
 */
export const CONSENT_REVISION = 3;
