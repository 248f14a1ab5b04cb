import { describe, expect, it } from "vitest";
import { altchaKeys, createAltchaChallenge, solveAltchaChallenge, verifyAltchaPayload } from "./altcha.ts";

const keys = altchaKeys("s".repeat(40));
const challenge = (now = new Date()) => createAltchaChallenge(keys, { maxNumber: 1000, ttlSeconds: 600, now });
const decode = (payload: string) => JSON.parse(Buffer.from(payload, "base64").toString()) as Sent;
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");
type Sent = {
  challenge: { parameters: Record<string, unknown>; signature: string };
  solution: { counter: number; derivedKey: string };
};

describe("ALTCHA with altcha-lib", () => {
  it("issues a signed, expiring SHA-256 challenge whose counter is at least half the work", async () => {
    const now = new Date("2026-11-22T12:00:00Z");
    const issued = await challenge(now);
    expect(issued.parameters).toMatchObject({ algorithm: "SHA-256", cost: 1, expiresAt: now.getTime() / 1000 + 600 });
    expect(issued.signature).toMatch(/^[0-9a-f]{64}$/);
    const { solution } = decode(await solveAltchaChallenge(issued));
    expect(solution.counter).toBeGreaterThanOrEqual(500);
    expect(solution.counter).toBeLessThanOrEqual(1000);
  });

  it("accepts a solved challenge before it expires and answers its signature and expiry", async () => {
    const issued = await challenge();
    const solution = await verifyAltchaPayload(keys, await solveAltchaChallenge(issued));
    expect(solution).toEqual({
      signature: issued.signature,
      expiresAt: new Date((issued.parameters.expiresAt ?? 0) * 1000),
    });
  });

  it("refuses an expired challenge", async () => {
    const payload = await solveAltchaChallenge(await challenge(new Date(Date.now() - 601_000)));
    expect(await verifyAltchaPayload(keys, payload)).toBeNull();
  });

  it("refuses a wrong key, another shop's signature, a changed expiry, test mode and garbage", async () => {
    const payload = await solveAltchaChallenge(await challenge());
    const sent = decode(payload);
    const withSolution = (solution: Partial<Sent["solution"]>) =>
      encode({ ...sent, solution: { ...sent.solution, ...solution } });
    // The key signature covers the whole derived key: only the solver's own work has it (the
    // counter itself is not checked in this mode).
    const flipped = sent.solution.derivedKey.slice(0, -2) + (sent.solution.derivedKey.endsWith("00") ? "01" : "00");
    expect(await verifyAltchaPayload(keys, withSolution({ derivedKey: flipped }))).toBeNull();
    expect(await verifyAltchaPayload(keys, withSolution({ derivedKey: "00".repeat(32) }))).toBeNull();
    expect(await verifyAltchaPayload(altchaKeys("t".repeat(40)), payload)).toBeNull();
    const later = { ...sent.challenge.parameters, expiresAt: 9_999_999_999 };
    expect(
      await verifyAltchaPayload(keys, encode({ ...sent, challenge: { ...sent.challenge, parameters: later } })),
    ).toBeNull();
    const otherAlgorithm = { ...sent.challenge.parameters, algorithm: "SHA-1" };
    expect(
      await verifyAltchaPayload(
        keys,
        encode({ ...sent, challenge: { ...sent.challenge, parameters: otherAlgorithm } }),
      ),
    ).toBeNull();
    // The widget's test mode sends no challenge at all.
    expect(await verifyAltchaPayload(keys, encode({ challenge: null, solution: null, test: true }))).toBeNull();
    expect(await verifyAltchaPayload(keys, "not base64 json")).toBeNull();
    expect(await verifyAltchaPayload(keys, encode(null))).toBeNull();
  });
});
