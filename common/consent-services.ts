import { CONSENT_COOKIE, CONSENT_GROUPS, type ConsentGroup } from "./consent.ts";
import { EDIT_COOKIE, LOCALE_COOKIE, OPERATOR_SESSION_COOKIE, SESSION_COOKIE } from "./constants.ts";

/**
 * The cookies and services of each consent group (docs/consent.md): what the settings list.
 * Only the consent manager's chunk needs them (consent.ts has what every page may need).
 */
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
  // Without consent the forms' human check is ALTCHA, the shop's own (docs/consent.md).
  functional: [{ name: "Cloudflare Turnstile", provider: "cloudflare", key: "turnstile" }],
  // Video blocks' players; asked where a video is (a two-click placeholder), not by the banner.
  externalMedia: [
    { name: "YouTube", provider: "youtube", key: "youtube" },
    { name: "Vimeo", provider: "vimeo", key: "vimeo" },
  ],
  marketing: [{ name: "Matomo", provider: "matomo", key: "matomo" }],
};

/** What the shop has set up: a group without any configured service is not offered. */
export type ConsentSetup = { matomo: boolean; turnstile: boolean };

export function configuredServices(setup: ConsentSetup): Record<ConsentGroup, ConsentService[]> {
  const on = (service: ConsentService) =>
    service.provider === "matomo" ? setup.matomo : service.provider === "cloudflare" ? setup.turnstile : true;
  return Object.fromEntries(CONSENT_GROUPS.map((group) => [group, CONSENT_SERVICES[group].filter(on)])) as Record<
    ConsentGroup,
    ConsentService[]
  >;
}
