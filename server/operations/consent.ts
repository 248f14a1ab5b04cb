import { recordConsentInput } from "#common/schemas/consent.ts";
import type { Config } from "../config.ts";
import { recordConsent } from "../modules/consent/index.ts";
import { defineOperation } from "../rpc/operation.ts";
import { enforceRateLimit } from "../rpc/rate-limit.ts";

const HOUR_MS = 3_600_000;
/** Far more than a person decides in an hour; a flood of made-up records stops here. */
const LIMIT_PER_IP = 60;

/**
 * The banner's or the settings' decision, kept as proof (docs/consent.md): no session is made
 * for it (the page stays shareable), no IP address is kept.
 */
export const doRecordConsent = defineOperation({
  name: "doRecordConsent",
  kind: "mutation",
  access: "anonymous",
  input: recordConsentInput,
  handler: async (input, ctx) => {
    await enforceRateLimit(ctx, `consent:ip:${ctx.ip}`, LIMIT_PER_IP, HOUR_MS);
    const decidedAt = await recordConsent(ctx.services.db, { ...input, locale: ctx.locale });
    return { recorded: true, decidedAt: decidedAt.toISOString() };
  },
});

/**
 * What the browser's consent manager needs to know of the shop's set-up: which services exist
 * (a group without one is not offered) and where the analytics tracker is. The same for every
 * visitor, so shared pages may carry it.
 */
export function consentSetupOf(config: Config) {
  const { MATOMO_URL, MATOMO_SITE_ID, TURNSTILE_SITE_KEY, TURNSTILE_SECRET } = config;
  return {
    matomo: MATOMO_URL && MATOMO_SITE_ID ? { url: MATOMO_URL.replace(/\/*$/, "/"), siteId: MATOMO_SITE_ID } : null,
    turnstile: Boolean(TURNSTILE_SITE_KEY && TURNSTILE_SECRET),
  };
}
export type ConsentSetupView = ReturnType<typeof consentSetupOf>;
