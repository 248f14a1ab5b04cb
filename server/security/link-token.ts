import { createHash, randomBytes } from "node:crypto";

/**
 * The secret part of a link sent by mail (newsletter confirmation and unsubscribe, password
 * reset, email change): 32 random bytes, URL-safe.
 */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Only the hash is stored; a token is looked up by hashing what the link carries. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export const TOKEN_PATTERN = /^[\w-]{43}$/;

export function isWellFormedToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}
