/**
 * The newsletter's human check with Cloudflare Turnstile configured, against the fake
 * siteverify server (tests/fakes/turnstile-server.ts): the form is told to use Turnstile (with an
 * ALTCHA challenge for visitors who did not allow it),
 * a good token passes once, a bad or reused one fails, and Cloudflare being unreachable
 * fails closed.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { solveAltchaChallenge } from "#server/modules/human-check/altcha.ts";
import { newsletterSubscriptions } from "#server/modules/newsletter/newsletter.table.ts";
import { startFakeTurnstile, type FakeTurnstile } from "../fakes/turnstile-server.ts";
import { describeDatabases, type Shop } from "./harness.ts";
import { shopWithConfig } from "./payment-fixture.ts";

let fake: FakeTurnstile | undefined;
beforeAll(async () => {
  fake = await startFakeTurnstile();
});
afterAll(() => fake?.close());

function turnstile(): FakeTurnstile {
  if (!fake) throw new Error("the fake Turnstile is not running");
  return fake;
}

function withTurnstile(shop: Shop, verifyUrl = turnstile().verifyUrl) {
  return shopWithConfig(shop, {
    TURNSTILE_SITE_KEY: turnstile().siteKey,
    TURNSTILE_SECRET: turnstile().secret,
    TURNSTILE_SCRIPT_URL: turnstile().scriptUrl,
    TURNSTILE_VERIFY_URL: verifyUrl,
  });
}

const signUp = (visitor: ReturnType<ReturnType<typeof withTurnstile>["client"]>, email: string, token: string) =>
  visitor.call("doSubscribeNewsletter", { email, consent: true, humanCheck: token });

describeDatabases("newsletter with Turnstile", (shop) => {
  async function statusOf(email: string) {
    const [row] = await shop()
      .db.select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    return row?.status;
  }

  it("tells the form to use Turnstile with the site key and script, and an ALTCHA challenge for visitors without consent", async () => {
    const answer = await withTurnstile(shop()).client().call("getNewsletterChallenge", {}, { method: "GET" });
    expect(answer.body.data).toMatchObject({
      provider: "turnstile",
      siteKey: turnstile().siteKey,
      scriptUrl: turnstile().scriptUrl,
    });
    expect(answer.body.data?.provider === "turnstile" && answer.body.data.fallback.parameters).toBeTruthy();
  });

  it("accepts the ALTCHA fallback once, without asking Cloudflare (docs/consent.md)", async () => {
    const visitor = withTurnstile(shop()).client({ locale: "en" });
    const widget = (await visitor.call("getNewsletterChallenge", {}, { method: "GET" })).body.data;
    if (widget?.provider !== "turnstile") throw new Error("no Turnstile widget");
    const asked = turnstile().requests.length;
    const solution = await solveAltchaChallenge(widget.fallback);
    expect((await signUp(visitor, "fallback@example.com", solution)).status).toBe(200);
    expect(await statusOf("fallback@example.com")).toBe("pending");
    expect(turnstile().requests).toHaveLength(asked);
    expect((await signUp(visitor, "again@example.com", solution)).body.error?.key).toBe("humanCheckFailed");
  });

  it("allows Turnstile's script and frame origin in the CSP only when Turnstile is on", async () => {
    const origin = new URL(turnstile().scriptUrl).origin;
    const csp = async (app: { request: (path: string) => Response | Promise<Response> }) =>
      (await app.request("/healthz")).headers.get("content-security-policy") ?? "";
    const on = await csp(withTurnstile(shop()).app);
    expect(on).toMatch(new RegExp(`script-src [^;]*${origin}`));
    expect(on).toMatch(new RegExp(`frame-src [^;]*${origin}`));
    const off = await csp(shop().app);
    expect(off).toContain("script-src 'self'");
    expect(off).not.toContain(origin);
  });

  it("accepts a token Cloudflare confirms, sends secret, token and IP, and refuses the same token again", async () => {
    const visitor = withTurnstile(shop()).client({ locale: "en", ip: "203.0.113.7" });
    const token = turnstile().issueToken();
    expect((await signUp(visitor, "cloud@example.com", token)).status).toBe(200);
    expect(await statusOf("cloud@example.com")).toBe("pending");
    expect(turnstile().requests.at(-1)).toEqual({
      secret: turnstile().secret,
      response: token,
      remoteip: "203.0.113.7",
    });

    const replay = await signUp(visitor, "again@example.com", token);
    expect(replay.status).toBe(400);
    expect(replay.body.error).toMatchObject({
      key: "humanCheckFailed",
      message: "The human check did not succeed. Please try again.",
    });
    expect(await statusOf("again@example.com")).toBeUndefined();
  });

  it("refuses a token Cloudflare refuses and an ALTCHA payload", async () => {
    const visitor = withTurnstile(shop()).client({ locale: "de" });
    const refused = await signUp(visitor, "bot@example.com", "made-up-token");
    expect(refused.body.error?.key).toBe("humanCheckFailed");
    expect(refused.body.error?.message).toContain("Menschlichkeitsprüfung");
    const altchaLike = Buffer.from(JSON.stringify({ challenge: {}, solution: {} })).toString("base64");
    expect((await signUp(visitor, "bot@example.com", altchaLike)).body.error?.key).toBe("humanCheckFailed");
    expect(await statusOf("bot@example.com")).toBeUndefined();
  });

  it("fails closed when siteverify cannot be reached", async () => {
    const unreachable = withTurnstile(shop(), "http://127.0.0.1:9/turnstile/v0/siteverify");
    const answer = await signUp(unreachable.client(), "offline@example.com", turnstile().issueToken());
    expect(answer.status).toBe(400);
    expect(answer.body.error?.key).toBe("humanCheckFailed");
    expect(await statusOf("offline@example.com")).toBeUndefined();
  });
});

it("refuses to start with only one of the two Turnstile settings", () => {
  const base = { SESSION_SECRET: "x".repeat(40), DATA_DIR: "/tmp/unused" };
  expect(() => loadConfig({ ...base, TURNSTILE_SITE_KEY: "site" })).toThrow(/TURNSTILE_SECRET/);
  expect(() => loadConfig({ ...base, TURNSTILE_SECRET: "secret" })).toThrow(/TURNSTILE_SITE_KEY/);
});
