/** The challenge as getNewsletterChallenge answers it (ALTCHA wire format). */
export type HumanCheckChallenge = {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
};

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Finds the secret number of an ALTCHA challenge and answers the base64 payload the
 * server verifies, or null when there is none (a forged or broken challenge). `signal`
 * stops the search when the form goes away.
 */
export async function solveHumanCheck(challenge: HumanCheckChallenge, signal?: AbortSignal): Promise<string | null> {
  const started = Date.now();
  for (let number = 0; number <= challenge.maxnumber; number++) {
    if (signal?.aborted) return null;
    if ((await sha256Hex(challenge.salt + number)) === challenge.challenge) {
      const payload = { ...challenge, number, took: Date.now() - started };
      return btoa(JSON.stringify(payload));
    }
  }
  return null;
}
