import { describe, expect, it } from "vitest";
import { altchaKey, createAltchaChallenge, solveAltchaChallenge, verifyAltchaPayload } from "./altcha.ts";

const key = altchaKey("s".repeat(40));
const now = new Date("2026-11-22T12:00:00Z");
const challenge = () => createAltchaChallenge(key, { maxNumber: 1000, ttlSeconds: 600, now });
const decode = (payload: string) => JSON.parse(Buffer.from(payload, "base64").toString()) as Record<string, unknown>;
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");

describe("ALTCHA", () => {
  it("accepts a solved challenge before it expires and answers its signature and expiry", () => {
    const issued = challenge();
    const solution = verifyAltchaPayload(key, solveAltchaChallenge(issued), now);
    expect(solution).toEqual({ signature: issued.signature, expiresAt: new Date("2026-11-22T12:10:00Z") });
  });

  it("refuses an expired challenge", () => {
    const payload = solveAltchaChallenge(challenge());
    expect(verifyAltchaPayload(key, payload, new Date("2026-11-22T12:10:01Z"))).toBeNull();
  });

  it("refuses a wrong number, another key's signature, a changed expiry and garbage", () => {
    const payload = solveAltchaChallenge(challenge());
    const solved = decode(payload);
    expect(verifyAltchaPayload(key, encode({ ...solved, number: (solved.number as number) + 1 }), now)).toBeNull();
    expect(verifyAltchaPayload(altchaKey("t".repeat(40)), payload, now)).toBeNull();
    const later = String(solved.salt).replace(/expires=\d+/, "expires=9999999999");
    expect(verifyAltchaPayload(key, encode({ ...solved, salt: later }), now)).toBeNull();
    expect(verifyAltchaPayload(key, "not base64 json", now)).toBeNull();
    expect(verifyAltchaPayload(key, encode({ ...solved, algorithm: "SHA-1" }), now)).toBeNull();
    expect(verifyAltchaPayload(key, encode(null), now)).toBeNull();
  });
});
