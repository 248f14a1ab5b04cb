import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane). The package exports the
 * algorithm as an ambient const enum, which verbatimModuleSyntax cannot read: 2 = Argon2id.
 */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Verifying against a throwaway hash keeps an unknown email as slow as a wrong password. */
export async function spendVerificationTime(password: string): Promise<void> {
  dummyHash ??= hashPassword("timing-equaliser-0");
  await verifyPassword(await dummyHash, password);
}
