import { lt } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { Logger } from "../../logger.ts";
import { altchaKeys, createAltchaChallenge, verifyAltchaPayload, type AltchaChallenge } from "./altcha.ts";
import { usedHumanChecks } from "./human-check.table.ts";
import { verifyTurnstileToken } from "./turnstile.ts";

const CHALLENGE_TTL_SECONDS = 600;

/**
 * What the browser needs to run the check: an ALTCHA challenge, or Turnstile's site key with an
 * ALTCHA challenge for visitors who did not allow Turnstile (cookie group 'functional',
 * docs/consent.md): Turnstile is Cloudflare's, so it may load only with consent.
 */
export type HumanCheckWidget =
  | { provider: "altcha"; challenge: AltchaChallenge }
  | { provider: "turnstile"; siteKey: string; scriptUrl: string; fallback: AltchaChallenge };

/** A passed check: its identity in the replay store, kept until it could no longer be used. */
type PassedCheck = { signature: string; expiresAt: Date };

/**
 * The human check of the shop's public forms (docs/newsletter.md): ALTCHA by default,
 * Cloudflare Turnstile when TURNSTILE_SITE_KEY and TURNSTILE_SECRET are set.
 */
export type HumanCheckProvider = {
  widget(): Promise<HumanCheckWidget>;
  verify(payload: string, remoteIp: string): Promise<PassedCheck | null>;
};

type HumanCheckConfig = Pick<
  Config,
  | "sessionSecret"
  | "ALTCHA_MAX_NUMBER"
  | "TURNSTILE_SITE_KEY"
  | "TURNSTILE_SECRET"
  | "TURNSTILE_SCRIPT_URL"
  | "TURNSTILE_VERIFY_URL"
>;

/** An ALTCHA solution is base64 of a JSON object; a Turnstile token is not. */
function isAltchaPayload(payload: string): boolean {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
    return typeof decoded === "object" && decoded !== null && "challenge" in decoded && "solution" in decoded;
  } catch {
    return false;
  }
}

export function humanCheckProvider(config: HumanCheckConfig, log: Logger): HumanCheckProvider {
  const keys = altchaKeys(config.sessionSecret);
  const altchaChallenge = () =>
    createAltchaChallenge(keys, { maxNumber: config.ALTCHA_MAX_NUMBER, ttlSeconds: CHALLENGE_TTL_SECONDS });
  const verifyAltcha = (payload: string) => verifyAltchaPayload(keys, payload);
  const { TURNSTILE_SITE_KEY: siteKey, TURNSTILE_SECRET: secret } = config;
  if (siteKey && secret) {
    const options = {
      secret,
      verifyUrl: config.TURNSTILE_VERIFY_URL,
      onUnavailable: (reason: string) => log.error("Turnstile check failed", { reason }),
    };
    return {
      widget: async () => ({
        provider: "turnstile",
        siteKey,
        scriptUrl: config.TURNSTILE_SCRIPT_URL,
        fallback: await altchaChallenge(),
      }),
      verify: (payload, remoteIp) =>
        isAltchaPayload(payload) ? verifyAltcha(payload) : verifyTurnstileToken(options, payload, remoteIp),
    };
  }
  return {
    widget: async () => ({ provider: "altcha", challenge: await altchaChallenge() }),
    verify: verifyAltcha,
  };
}

/**
 * Accepts a passed check once: valid and not seen before. The insert is the check, so
 * two requests racing with the same solution cannot both pass.
 */
export async function consumeHumanCheck(
  db: Database,
  provider: HumanCheckProvider,
  payload: string,
  remoteIp: string,
): Promise<boolean> {
  const passed = await provider.verify(payload, remoteIp);
  if (!passed) return false;
  await db.delete(usedHumanChecks).where(lt(usedHumanChecks.expiresAt, new Date()));
  const inserted = await db
    .insert(usedHumanChecks)
    .values(passed)
    .onConflictDoNothing()
    .returning({ signature: usedHumanChecks.signature });
  return inserted.length > 0;
}
