import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { solveAltchaChallenge } from "#server/modules/human-check/altcha.ts";
import { mailOutbox } from "#server/modules/mail/mail.table.ts";
import { renderMail } from "#server/modules/mail/mail-templates.ts";
import { newsletterSubscriptions } from "#server/modules/newsletter/newsletter.table.ts";
import { describeDatabases, type Shop } from "./harness.ts";
import type { ShopClient } from "./shop-client.ts";

async function humanCheck(client: ShopClient): Promise<string> {
  const answer = await client.call("getNewsletterChallenge", {}, { method: "GET" });
  expect(answer.status).toBe(200);
  const widget = answer.body.data;
  if (widget?.provider !== "altcha") throw new Error(`no ALTCHA challenge: ${answer.text}`);
  return solveAltchaChallenge(widget.challenge);
}

async function signUp(client: ShopClient, email: string, extra: Record<string, unknown> = {}) {
  return client.call("doSubscribeNewsletter", {
    email,
    firstName: "Anna",
    consent: true,
    humanCheck: await humanCheck(client),
    ...extra,
  });
}

async function mailsTo(shop: Shop, email: string) {
  return shop.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(mailOutbox.id);
}

/** The token of a link in the latest mail to `email`, read from the outbox as a visitor would. */
async function linkToken(shop: Shop, email: string, kind: "confirm" | "unsubscribe"): Promise<string> {
  const mails = await mailsTo(shop, email);
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  const text = (await renderMail(mail.template, mail.data)).text;
  const match = new RegExp(`/newsletter/${kind}/([\\w-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${kind} link in ${text}`);
  return match[1];
}

async function statusOf(shop: Shop, email: string) {
  const [row] = await shop.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
  return row?.status;
}

describeDatabases("newsletter", (shop) => {
  it("subscribes with double opt-in: mail in the outbox, the link confirms, the mail's other link unsubscribes", async () => {
    const visitor = shop().client({ locale: "en" });
    const answer = await signUp(visitor, "  Anna@Example.com ");
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ subscribed: true });
    expect(await statusOf(shop(), "anna@example.com")).toBe("pending");

    const [mail] = await mailsTo(shop(), "anna@example.com");
    expect(mail).toMatchObject({ template: "newsletterConfirmation", locale: "en", status: "pending" });
    const rendered = await renderMail(mail!.template, mail!.data);
    expect(rendered.subject).toContain("confirm your newsletter subscription");
    expect(rendered.text).toContain("Hello Anna,");
    expect(rendered.text).toMatch(/http:\/\/localhost:\d+\/en\/newsletter\/confirm\//);

    const token = await linkToken(shop(), "anna@example.com", "confirm");
    const [stored] = await shop().db.select().from(newsletterSubscriptions);
    expect(stored?.confirmTokenHash).not.toBe(token);
    expect(stored?.consentTextVersion).toBeTruthy();

    expect((await visitor.call("doConfirmNewsletter", { token })).status).toBe(200);
    expect(await statusOf(shop(), "anna@example.com")).toBe("confirmed");
    // A second click on the same link still answers confirmed.
    expect((await visitor.call("doConfirmNewsletter", { token })).status).toBe(200);

    const unsubscribeToken = await linkToken(shop(), "anna@example.com", "unsubscribe");
    expect((await visitor.call("doUnsubscribeNewsletter", { token: unsubscribeToken })).status).toBe(200);
    expect(await statusOf(shop(), "anna@example.com")).toBe("unsubscribed");
  });

  it("refuses an expired or unknown confirmation link with a translated error", async () => {
    const visitor = shop().client({ locale: "de" });
    await signUp(visitor, "late@example.com");
    const token = await linkToken(shop(), "late@example.com", "confirm");
    await shop()
      .db.update(newsletterSubscriptions)
      .set({ confirmTokenExpiresAt: sql`now() - interval '1 minute'` });

    const expired = await visitor.call("doConfirmNewsletter", { token });
    expect(expired.status).toBe(400);
    expect(expired.body.error?.key).toBe("newsletterLinkExpired");
    expect(expired.body.error?.message).toContain("abgelaufen");
    expect(await statusOf(shop(), "late@example.com")).toBe("pending");

    const unknown = await visitor.call("doConfirmNewsletter", { token: "a".repeat(43) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.key).toBe("newsletterLinkInvalid");
    const malformed = await visitor.callRaw("doConfirmNewsletter", { token: "<script>" });
    expect(malformed.status).toBe(400);
    expect((await visitor.call("doUnsubscribeNewsletter", { token: "b".repeat(43) })).status).toBe(404);
  });

  it("accepts a solved human check once and refuses a missing or forged one", async () => {
    const visitor = shop().client({ locale: "en" });
    const solution = await humanCheck(visitor);
    const first = await visitor.call("doSubscribeNewsletter", {
      email: "one@example.com",
      consent: true,
      humanCheck: solution,
    });
    expect(first.status).toBe(200);
    const replay = await visitor.call("doSubscribeNewsletter", {
      email: "two@example.com",
      consent: true,
      humanCheck: solution,
    });
    expect(replay.status).toBe(400);
    expect(replay.body.error?.key).toBe("humanCheckFailed");
    expect(replay.body.error?.message).toBe("The human check did not succeed. Please try again.");

    const sent = JSON.parse(Buffer.from(solution, "base64").toString()) as { solution: { derivedKey: string } };
    sent.solution.derivedKey = "00".repeat(32);
    const forged = Buffer.from(JSON.stringify(sent));
    const wrong = await visitor.call("doSubscribeNewsletter", {
      email: "three@example.com",
      consent: true,
      humanCheck: forged.toString("base64"),
    });
    expect(wrong.body.error?.key).toBe("humanCheckFailed");
    expect(await statusOf(shop(), "two@example.com")).toBeUndefined();
    expect(await statusOf(shop(), "three@example.com")).toBeUndefined();
  });

  it("validates email, consent and required names with field messages and stores nothing", async () => {
    const visitor = shop().client({ locale: "en" });
    const answer = await visitor.callRaw("doSubscribeNewsletter", {
      email: "not-an-email",
      consent: false,
      nameRequired: true,
      humanCheck: await humanCheck(visitor),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.fields).toMatchObject({
      email: "This field needs to be a valid email.",
      consent: "Please agree to receive the newsletter and to the privacy policy.",
      firstName: "This is a mandatory field.",
      lastName: "This is a mandatory field.",
    });
    expect(await shop().db.select().from(newsletterSubscriptions)).toEqual([]);
  });

  it("answers a confirmed address like a new one and sends no second mail within the cool-down", async () => {
    const visitor = shop().client({ locale: "en" });
    await signUp(visitor, "known@example.com");
    await visitor.call("doConfirmNewsletter", { token: await linkToken(shop(), "known@example.com", "confirm") });

    const again = await signUp(shop().client({ locale: "en" }), "known@example.com");
    const fresh = await signUp(shop().client({ locale: "en" }), "new@example.com");
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual(fresh.body);
    expect(await mailsTo(shop(), "known@example.com")).toHaveLength(1);
    expect(await statusOf(shop(), "known@example.com")).toBe("confirmed");

    await signUp(shop().client({ locale: "en" }), "new@example.com");
    expect(await mailsTo(shop(), "new@example.com")).toHaveLength(1);
  });

  it("limits sign-ups per address and per IP", async () => {
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await signUp(shop().client({ ip: `10.0.0.${attempt}` }), "busy@example.com")).status).toBe(200);
    }
    const perEmail = await signUp(shop().client({ ip: "10.0.0.9" }), "busy@example.com");
    expect(perEmail.status).toBe(429);
    expect(perEmail.body.error?.key).toBe("tooManyRequests");

    const visitor = shop().client({ ip: "10.0.1.1" });
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await signUp(visitor, `ip${attempt}@example.com`)).status).toBe(200);
    }
    expect((await signUp(visitor, "ip11@example.com")).status).toBe(429);
    expect(await statusOf(shop(), "ip11@example.com")).toBeUndefined();
  });
});
