/**
 * The contact form (docs/contact.md): a valid message with accepted terms and a passed human
 * check puts two mails into the outbox in one go, the shop's (its language, Reply-To the sender)
 * and the sender's copy (the page's language); the same form twice mails once; refusals name
 * the field with the spec's texts and store nothing; limits per address. Without JavaScript
 * through the route action.
 */
import { eq, like } from "drizzle-orm";
import { expect, it } from "vitest";
import { solveAltchaChallenge } from "#server/modules/human-check/altcha.ts";
import { mailOutbox } from "#server/modules/mail/mail.table.ts";
import { renderMail } from "#server/modules/mail/mail-templates.ts";
import { action as contactAction } from "~/routes/contact.tsx";
import { expectError } from "./checkout-fixture.ts";
import { FormBrowser } from "./form-browser.ts";
import { describeDatabases, type Shop } from "./harness.ts";
import type { ShopClient } from "./shop-client.ts";

async function humanCheck(client: ShopClient): Promise<string> {
  const answer = await client.call("getNewsletterChallenge", {}, { method: "GET" });
  const widget = answer.body.data;
  if (widget?.provider !== "altcha") throw new Error(`no ALTCHA challenge: ${answer.text}`);
  return solveAltchaChallenge(widget.challenge);
}

const message = (overrides: Record<string, unknown> = {}) => ({
  name: "Ada Lovelace",
  email: "ada@example.com",
  subject: "Lieferung an eine Packstation?",
  message: "Hallo,\nkann ich an eine Packstation liefern lassen?\n\n<b>Ada</b>",
  acceptTerms: true,
  submissionKey: `key-${Math.random().toString(36).slice(2)}-0123456789`,
  ...overrides,
});

const contactMails = (shop: Shop) =>
  shop.db.select().from(mailOutbox).where(like(mailOutbox.template, "contact%")).orderBy(mailOutbox.id);

describeDatabases("the contact form", (shop) => {
  it("mails the shop (Reply-To the sender, the shop's language) and a copy to the sender, once per form", async () => {
    const visitor = shop().client({ locale: "en" });
    const input = message({ orderNumber: "O-2026-000123", humanCheck: await humanCheck(visitor) });
    const answers = await Promise.all([1, 2].map(() => visitor.call("doSendContactMessage", input)));
    // Sent at the same moment: one passes, the other finds the human check used up or the mail there.
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    const again = await visitor.call("doSendContactMessage", input);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ sent: true, email: "ada@example.com" });

    const mails = await contactMails(shop());
    expect(mails.map((mail) => [mail.template, mail.recipient, mail.locale])).toEqual([
      ["contactMessage", "service@nordlicht.example", "de"],
      ["contactCopy", "ada@example.com", "en"],
    ]);
    const toShop = await renderMail(mails[0]!.template, mails[0]!.data);
    expect(toShop.replyTo).toBe("ada@example.com");
    expect(toShop.subject).toBe("Kontaktformular: Lieferung an eine Packstation?");
    expect(toShop.text).toContain("Von: Ada Lovelace <ada@example.com>");
    expect(toShop.text).toContain("Bestellnummer: O-2026-000123");
    expect(toShop.text).toContain("> kann ich an eine Packstation liefern lassen?");
    // The message is text: escaped in the HTML, its line breaks kept.
    expect(toShop.html).toContain("&lt;b&gt;Ada&lt;/b&gt;");
    expect(toShop.html).not.toContain("<b>Ada</b>");
    expect(toShop.html).toContain("white-space:pre-wrap");
    const copy = await renderMail(mails[1]!.template, mails[1]!.data);
    expect(copy.replyTo).toBeUndefined();
    expect(copy.subject).toBe("Your message to Nordlicht Home & Tech: Lieferung an eine Packstation?");
    expect(copy.text).toContain("Hello Ada Lovelace,");
    expect(copy.text).toMatch(/Open the contact form: http:\/\/localhost:\d+\/en\/contact/);
  });

  it("refuses bad messages with the spec's field texts and stores nothing", async () => {
    const visitor = shop().client({ locale: "en" });
    // The API answers each field's text in the page's language (English: the spec's own wording).
    const refusals: [Record<string, unknown>, string, string][] = [
      [message({ name: " ", humanCheck: "x" }), "name", "Name is required."],
      [message({ message: "", humanCheck: "x" }), "message", "Message is required."],
      [message({ message: "x".repeat(5001), humanCheck: "x" }), "message", "Enter a maximum of 5,000 characters."],
      [message({ subject: "", humanCheck: "x" }), "subject", "Subject is required."],
      [message({ email: "no-mail", humanCheck: "x" }), "email", "This field needs to be a valid email."],
      [message({ acceptTerms: false, humanCheck: "x" }), "acceptTerms", "You must accept the terms and conditions."],
      [message(), "humanCheck", "Please check the box to verify that you are human."],
      [message({ humanCheck: "forged" }), "humanCheck", "Please check the box to verify that you are human."],
      [message({ humanCheck: "x", submissionKey: "short" }), "submissionKey", "This value is not valid."],
    ];
    for (const [input, field, text] of refusals) {
      const answer = await visitor.callRaw("doSendContactMessage", input);
      expect(answer.status, field).toBe(400);
      expect(answer.body.error?.fields?.[field], field).toBe(text);
    }
    expect(await contactMails(shop())).toEqual([]);
  });

  it("takes at most three messages an hour from one address", async () => {
    const visitor = shop().client({ locale: "de" });
    for (let index = 0; index < 3; index++) {
      const answer = await visitor.call(
        "doSendContactMessage",
        message({ email: "victim@example.com", humanCheck: await humanCheck(visitor) }),
      );
      expect(answer.status).toBe(200);
    }
    expectError(
      await visitor.call(
        "doSendContactMessage",
        message({ email: "victim@example.com", humanCheck: await humanCheck(visitor) }),
      ),
      429,
      "tooManyRequests",
    );
    expect(await contactMails(shop())).toHaveLength(6);
  });

  it("works without JavaScript: a refusal keeps the fields, a valid post answers ok", async () => {
    const browser = new FormBrowser(shop(), {}, "de");
    const post = (fields: Record<string, string>) =>
      browser.post((context, request) => contactAction({ context, request, params: {} } as never), "/contact", fields);
    const fields = {
      name: "Ada Lovelace",
      email: "ada@example.com",
      subject: "Frage",
      message: "Hallo",
      submissionKey: "form-key-0123456789abcdef",
    };
    expect(await post({ ...fields, message: "" })).toMatchObject({
      status: 400,
      body: {
        error: {
          message: ["contact.validation.messageRequired"],
          acceptTerms: ["contact.validation.termsRequired"],
          humanCheck: ["contact.validation.humanCheckRequired"],
        },
        initialValue: { name: "Ada Lovelace", subject: "Frage" },
      },
    });
    const visitor = shop().client({ locale: "de" });
    const sent = await post({ ...fields, acceptTerms: "on", humanCheck: await humanCheck(visitor) });
    expect(sent).toMatchObject({ status: 200, body: { ok: true, sent: true, email: "ada@example.com" } });
    const mails = await shop()
      .db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.reference, "contact:form-key-0123456789abcdef"));
    expect(mails).toHaveLength(2);
  });
});
