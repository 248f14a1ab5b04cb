import { createHmac } from "node:crypto";
import { createChallenge, randomInt, solveChallenge, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { z } from "zod";

/**
 * ALTCHA proof of work (https://altcha.org) with altcha-lib, the format the `altcha` widget
 * 3.x solves. Deterministic mode: the server picks the counter, so the solver must find
 * exactly that one (about `maxNumber` * 3/4 SHA-256 rounds), and the server checks a
 * solution with two HMACs instead of deriving a key (docs/decisions/015-altcha-library.md).
 */
export type AltchaChallenge = Challenge;

/** What a verified solution is known by in the replay store, and until when it matters. */
export type AltchaSolution = { signature: string; expiresAt: Date };

export type AltchaKeys = { signatureSecret: string; keySignatureSecret: string };

const ALGORITHM = "SHA-256";

const hmac = (key: string, value: string) => createHmac("sha256", key).update(value).digest("hex");

/** The HMAC keys, derived from SESSION_SECRET so the shop needs no second secret. */
export function altchaKeys(sessionSecret: string): AltchaKeys {
  return {
    signatureSecret: hmac(sessionSecret, "altcha-human-check"),
    keySignatureSecret: hmac(sessionSecret, "altcha-human-check-key"),
  };
}

export async function createAltchaChallenge(
  keys: AltchaKeys,
  options: { maxNumber: number; ttlSeconds: number; now?: Date },
): Promise<AltchaChallenge> {
  const now = options.now ?? new Date();
  return createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    // Never a trivial counter: at least half of the work is always done.
    counter: randomInt(options.maxNumber, Math.ceil(options.maxNumber / 2)),
    deriveKey,
    expiresAt: new Date(now.getTime() + options.ttlSeconds * 1000),
    hmacSignatureSecret: keys.signatureSecret,
    hmacKeySignatureSecret: keys.keySignatureSecret,
  });
}

/** The widget's payload (base64 JSON); checked for shape before altcha-lib reads it. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal(ALGORITHM),
        nonce: z.string().regex(/^[0-9a-f]{2,256}$/),
        salt: z.string().regex(/^[0-9a-f]{2,256}$/),
        cost: z.number().int().positive(),
        keyLength: z.number().int().positive().max(64),
        keyPrefix: z.string().regex(/^[0-9a-f]{1,128}$/),
        keySignature: z.string().max(256).optional(),
        expiresAt: z.number().int().positive(),
      })
      .loose(),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string().max(256),
    time: z.number().optional(),
  }),
});

function parsePayload(payload: string) {
  try {
    return payloadSchema.safeParse(JSON.parse(Buffer.from(payload, "base64").toString("utf8"))).data ?? null;
  } catch {
    return null;
  }
}

/**
 * Checks the widget's payload: signed by us, not expired, and the counter solves the
 * challenge. Answers the challenge's signature (to record it as used) or null.
 */
export async function verifyAltchaPayload(keys: AltchaKeys, payload: string): Promise<AltchaSolution | null> {
  const parsed = parsePayload(payload);
  if (!parsed) return null;
  const result = await verifySolution({
    challenge: parsed.challenge,
    solution: parsed.solution,
    deriveKey,
    hmacSignatureSecret: keys.signatureSecret,
    hmacKeySignatureSecret: keys.keySignatureSecret,
  });
  if (!result.verified) return null;
  return {
    signature: parsed.challenge.signature,
    expiresAt: new Date(parsed.challenge.parameters.expiresAt * 1000),
  };
}

/** What the browser widget sends for a challenge, solved here (tests and the e2e harness). */
export async function solveAltchaChallenge(challenge: AltchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("challenge has no solution");
  const sent = { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution };
  return Buffer.from(JSON.stringify(sent)).toString("base64");
}
