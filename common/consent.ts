import { EDIT_COOKIE, LOCALE_COOKIE, OPERATOR_SESSION_COOKIE, SESSION_COOKIE } from "./constants.ts";

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
 * common/consent.test.ts fails when the list changes without a new revision.
 */
export const CONSENT_REVISION = 1;

/** A cookie or service as the settings list it; `purpose` and `lifetime` are catalogue keys under consent.services. */
export type ConsentService = {
  /** The cookie's name, or the service's. */
  name: string;
  provider: "shop" | "matomo" | "cloudflare" | "youtube" | "vimeo";
  /** consent.services.{key}.purpose / .lifetime */
  key: string;
};

/**
 * What each group holds. Essentials are the shop's own cookies (no consent needed: TTDSG
 * §25(2)); the others list the services that may run only after the group is accepted, and
 * only when the shop has them set up (`configuredServices`).
 */
export const CONSENT_SERVICES: Record<ConsentGroup, ConsentService[]> = {
  essentials: [
    { name: SESSION_COOKIE, provider: "shop", key: "session" },
    { name: LOCALE_COOKIE, provider: "shop", key: "locale" },
    { name: CONSENT_COOKIE, provider: "shop", key: "consent" },
    { name: OPERATOR_SESSION_COOKIE, provider: "shop", key: "operatorSession" },
    { name: EDIT_COOKIE, provider: "shop", key: "preview" },
  ],
  // Turnstile joins 'functional' once the human check falls back to ALTCHA without consent
  // (docs/consent.md "Not yet"); a video block will fill 'externalMedia'.
  functional: [],
  externalMedia: [],
  marketing: [{ name: "Matomo", provider: "matomo", key: "matomo" }],
};

/** What the shop has set up: a group without any configured service is not offered. */
export type ConsentSetup = { matomo: boolean };

export function configuredServices(setup: ConsentSetup): Record<ConsentGroup, ConsentService[]> {
  const on = (service: ConsentService) => (service.provider === "matomo" ? setup.matomo : true);
  return Object.fromEntries(CONSENT_GROUPS.map((group) => [group, CONSENT_SERVICES[group].filter(on)])) as Record<
    ConsentGroup,
    ConsentService[]
  >;
}
