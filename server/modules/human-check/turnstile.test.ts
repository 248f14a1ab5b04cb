import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeTurnstile, type FakeTurnstile } from "../../../tests/fakes/turnstile-server.ts";
import { verifyTurnstileToken } from "./turnstile.ts";

let fake: FakeTurnstile;
beforeAll(async () => {
  fake = await startFakeTurnstile();
});
afterAll(() => fake.close());

function options(overrides: { secret?: string; verifyUrl?: string } = {}) {
  const problems: string[] = [];
  const now = () => new Date("2026-11-22T12:00:00Z");
  return {
    problems,
    options: {
      secret: fake.secret,
      verifyUrl: fake.verifyUrl,
      onUnavailable: (r: string) => problems.push(r),
      now,
      ...overrides,
    },
  };
}

describe("Turnstile siteverify", () => {
  it("answers a confirmed token's hash, never the token, valid for Turnstile's 300 seconds", async () => {
    const token = fake.issueToken();
    const { options: good, problems } = options();
    const passed = await verifyTurnstileToken(good, token, "198.51.100.4");
    expect(passed).toEqual({
      signature: expect.stringMatching(/^turnstile:[0-9a-f]{64}$/),
      expiresAt: new Date("2026-11-22T12:05:00Z"),
    });
    expect(passed?.signature).not.toContain(token);
    expect(problems).toEqual([]);
  });

  it("refuses what Cloudflare refuses; a wrong secret is reported as the shop's problem", async () => {
    const { options: good, problems } = options();
    expect(await verifyTurnstileToken(good, "not-a-token", "198.51.100.4")).toBeNull();
    expect(await verifyTurnstileToken(good, "", "198.51.100.4")).toBeNull();
    expect(await verifyTurnstileToken(good, `fake.${"a".repeat(2048)}`, "198.51.100.4")).toBeNull();
    expect(problems).toEqual([]);

    const { options: wrongSecret, problems: reported } = options({ secret: "not-ours" });
    expect(await verifyTurnstileToken(wrongSecret, fake.issueToken(), "198.51.100.4")).toBeNull();
    expect(reported).toEqual(["siteverify refused: invalid-input-secret"]);
  });

  it("fails closed and reports it when siteverify does not answer JSON or cannot be reached", async () => {
    const { options: notFound, problems } = options({ verifyUrl: fake.scriptUrl });
    expect(await verifyTurnstileToken(notFound, fake.issueToken(), "198.51.100.4")).toBeNull();
    const { options: unreachable } = options({ verifyUrl: "http://127.0.0.1:9/siteverify" });
    expect(
      await verifyTurnstileToken({ ...unreachable, onUnavailable: (r) => problems.push(r) }, fake.issueToken(), "::1"),
    ).toBeNull();
    expect(problems).toHaveLength(2);
  });
});
