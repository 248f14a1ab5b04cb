import { createHash } from "node:crypto";
import { z } from "zod";

/** A Turnstile token is at most 2048 characters and valid for 300 seconds. */
const TOKEN_MAX_LENGTH = 2048;
const TOKEN_TTL_MS = 300_000;
const VERIFY_TIMEOUT_MS = 10_000;

const siteverifyAnswer = z.object({
  success: z.boolean(),
  "error-codes": z.array(z.string()).optional(),
});

export type TurnstileSolution = { signature: string; expiresAt: Date };

export type TurnstileOptions = {
  secret: string;
  verifyUrl: string;
  /** Where a failed check is reported (Cloudflare down or refusing our secret is the shop's problem). */
  onUnavailable: (reason: string) => void;
  now?: () => Date;
};

/**
 * Asks Cloudflare's siteverify (TURNSTILE_VERIFY_URL; protocol:
 * https://developers.cloudflare.com/turnstile/get-started/server-side-validation/) whether
 * the widget's token is good. Answers the token's identity (its SHA-256: the replay store
 * never keeps the token) or null; an unreachable or failing siteverify fails closed.
 * Cloudflare also refuses a second check of one token; our replay store holds that too.
 */
export async function verifyTurnstileToken(
  options: TurnstileOptions,
  token: string,
  remoteIp: string,
): Promise<TurnstileSolution | null> {
  if (!token || token.length > TOKEN_MAX_LENGTH) return null;
  const now = options.now?.() ?? new Date();
  let answer: z.infer<typeof siteverifyAnswer>;
  try {
    const response = await fetch(options.verifyUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ secret: options.secret, response: token, remoteip: remoteIp }),
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
    answer = siteverifyAnswer.parse(await response.json());
  } catch (error) {
    options.onUnavailable(error instanceof Error ? error.message : String(error));
    return null;
  }
  if (!answer.success) {
    const codes = answer["error-codes"] ?? [];
    // Our secret or request is wrong: every visitor fails until someone fixes the configuration.
    if (codes.some((code) => code === "invalid-input-secret" || code === "missing-input-secret")) {
      options.onUnavailable(`siteverify refused: ${codes.join(", ")}`);
    }
    return null;
  }
  return {
    signature: `turnstile:${createHash("sha256").update(token).digest("hex")}`,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS),
  };
}
