import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Order access keys: 32 random bytes (base64url, 43 characters). The database keeps their
 * sha256 for checking and a sealed copy (AES-256-GCM under a key derived from the shop
 * secret) so the owner's session can be answered the same link again (a retried order
 * placement, account pages, mails). A database leak alone exposes no key.
 */
export const ACCESS_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newAccessKey(): string {
  return randomBytes(32).toString("base64url");
}

export function hashAccessKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

/** Constant time: the comparison of two sha256 digests takes as long whatever they share. */
export function accessKeyMatches(candidate: string, storedHash: string): boolean {
  const expected = Buffer.from(storedHash, "hex");
  const actual = Buffer.from(hashAccessKey(candidate), "hex");
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

function sealingKey(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "order-access-key", "aes-256-gcm", 32));
}

export function sealAccessKey(key: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealingKey(secret), iv);
  const body = Buffer.concat([cipher.update(key, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url")).join(".");
}

/** The sealed key, or undefined when it was sealed under another secret or tampered with. */
export function unsealAccessKey(sealed: string, secret: string): string | undefined {
  const [iv, tag, body] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !body) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", sealingKey(secret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
  } catch {
    return undefined;
  }
}
