import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/**
 * ALTCHA proof of work (https://altcha.org), self-hosted: the challenge is the SHA-256 of a
 * random salt plus a secret number below `maxNumber`; the browser finds the number. The
 * HMAC signature lets the server check a solution without having stored the challenge.
 * Same wire format as altcha-lib, so the `altcha` widget speaks to it unchanged.
 */
export type AltchaChallenge = {
  algorithm: "SHA-256";
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
};

export type AltchaSolution = { signature: string; expiresAt: Date };

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const hmac = (key: string, value: string) => createHmac("sha256", key).update(value).digest("hex");

/** The HMAC key, derived from SESSION_SECRET so the shop needs no second secret. */
export function altchaKey(sessionSecret: string): string {
  return hmac(sessionSecret, "altcha-human-check");
}

export function createAltchaChallenge(
  key: string,
  options: { maxNumber: number; ttlSeconds: number; now?: Date },
): AltchaChallenge {
  const now = options.now ?? new Date();
  const expires = Math.floor(now.getTime() / 1000) + options.ttlSeconds;
  const salt = `${randomBytes(12).toString("hex")}?expires=${expires}`;
  const number = randomInt(0, options.maxNumber + 1);
  const challenge = sha256(salt + number);
  return { algorithm: "SHA-256", challenge, maxnumber: options.maxNumber, salt, signature: hmac(key, challenge) };
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, "utf8");
  const right = Buffer.from(b, "utf8");
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Checks the widget's base64 JSON payload: signed by us, not expired, and the number
 * solves the challenge. Answers the signature (to record it as used) or null.
 */
export function verifyAltchaPayload(key: string, payload: string, now: Date = new Date()): AltchaSolution | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const { algorithm, challenge, number, salt, signature } = parsed as Record<string, unknown>;
  if (algorithm !== "SHA-256" || typeof challenge !== "string" || typeof salt !== "string") return null;
  if (typeof signature !== "string" || typeof number !== "number" || !Number.isSafeInteger(number)) return null;
  const expires = Number(new URLSearchParams(salt.split("?")[1] ?? "").get("expires"));
  if (!Number.isFinite(expires) || expires <= 0 || expires * 1000 < now.getTime()) return null;
  if (!sameHex(hmac(key, challenge), signature)) return null;
  if (!sameHex(sha256(salt + number), challenge)) return null;
  return { signature, expiresAt: new Date(expires * 1000) };
}

/** What the browser widget sends, built from a solved challenge (tests and the e2e harness). */
export function solveAltchaChallenge(challenge: AltchaChallenge): string {
  for (let number = 0; number <= challenge.maxnumber; number++) {
    if (sha256(challenge.salt + number) === challenge.challenge) {
      return Buffer.from(JSON.stringify({ ...challenge, number, took: 0 })).toString("base64");
    }
  }
  throw new Error("challenge has no solution");
}
