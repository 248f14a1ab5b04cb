/**
 * The shop's identity and legal texts (docs/shop-settings.md, ADR 040): the owner reads and
 * saves the identity (validated, a stale save refused, staff and shoppers kept out); what is
 * saved reaches the order confirmation (its legal line, the bank details, the terms and the
 * cancellation policy attached as PDFs as they stood at the order), the contact form's recipient
 * and the documents. The back office's form without JavaScript.
 */
import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { DEMO_SHOP_IDENTITY, type ShopIdentity } from "#common/schemas/shop-identity.ts";
import { createLogger } from "#server/logger.ts";
import { solveAltchaChallenge } from "#server/modules/human-check/altcha.ts";
import { mailOutbox } from "#server/modules/mail/mail.table.ts";
import { createMailTransport, outboxDir, outboxFile } from "#server/modules/mail/mail-transport.ts";
import { sendDueMails } from "#server/modules/mail/mail-worker.ts";
import type { OrderMailData } from "#server/modules/mail/order-data.ts";
import { OperatorContext } from "#server/modules/operator/operator-context.ts";
import { currentMailTheme, currentSeller } from "#server/workflows/mail-theme.ts";
import { orderMailAttachments } from "#server/workflows/order-legal-texts.ts";
import { action as settingsAction, loader as settingsLoader } from "~/routes/admin-settings.tsx";
import { operator, placeOrder } from "./back-office-fixture.ts";
import { FormBrowser } from "./form-browser.ts";
import { addOperator } from "./operator-fixture.ts";
import { addOrderCatalog } from "./order-fixture.ts";
import { describeDatabases, type Shop } from "./harness.ts";

const NEW_IDENTITY: ShopIdentity = {
  ...DEMO_SHOP_IDENTITY,
  companyName: "Polarstern Wohnen GmbH",
  shopName: "Polarstern",
  street: "Elbchaussee 1",
  zipCode: "22763",
  email: "hallo@polarstern.example",
  registerNumber: "HRB 654321",
  vatId: "DE 987 654 321",
  iban: "DE02 2005 0550 1015 8713 93",
  bic: "haspdehhxxx",
};

const termsDocument = (text: string) =>
  JSON.stringify({
    schemaVersion: 1,
    blocks: [
      {
        name: "TextCard",
        type: "content",
        meta: { uuid: "0b7d2a3e-1c4f-4d5a-9e6b-000000000001" },
        content: { text: { title: "§ 1 Scope", htmlDescription: `<p>${text}</p>` } },
      },
    ],
  });

async function confirmationOf(shop: Shop, orderId: number) {
  const [row] = await shop.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.reference, `order:${orderId}`));
  if (!row || row.template !== "orderConfirmation") throw new Error("no order confirmation in the outbox");
  return row;
}

async function browserAs(shop: Shop, role: "owner" | "staff"): Promise<FormBrowser> {
  const browser = new FormBrowser(shop, {}, "en");
  const identity = await addOperator(shop, { email: `${role}-form@example.com`, role });
  browser.operator = new OperatorContext({ identity, tokenHash: "t".repeat(64) }, null);
  return browser;
}

describeDatabases("the shop's identity", (shop) => {
  it("is the owner's: staff and shoppers may not read or save it, shoppers see it without the bank account", async () => {
    const owner = await operator(shop(), "owner", "owner@example.com");
    const staff = await operator(shop(), "staff", "staff@example.com");
    const visitor = shop().client({ locale: "en" });

    const read = await owner.call("getAdminShopIdentity", {}, { method: "GET" });
    expect(read.body.data).toMatchObject({ version: 0, identity: { companyName: DEMO_SHOP_IDENTITY.companyName } });
    expect((await staff.call("getAdminShopIdentity", {}, { method: "GET" })).status).toBe(403);
    expect((await visitor.call("getAdminShopIdentity", {}, { method: "GET" })).status).toBe(401);
    const save = { ...NEW_IDENTITY, expectedVersion: 0 };
    expect((await staff.call("doSaveShopIdentity", save)).status).toBe(403);
    expect((await visitor.call("doSaveShopIdentity", save)).status).toBe(401);

    const shown = await visitor.call("getShopIdentity", {}, { method: "GET" });
    expect(shown.body.data).toMatchObject({
      companyName: DEMO_SHOP_IDENTITY.companyName,
      email: "service@nordlicht.example",
    });
    expect(shown.body.data).not.toHaveProperty("iban");
    expect(shown.body.data).not.toHaveProperty("bankAccountHolder");
  });

  it("refuses bad values by field and changes nothing; a stale or parallel save loses instead of overwriting", async () => {
    const owner = await operator(shop(), "owner", "owner@example.com");
    const refused = await owner.call("doSaveShopIdentity", {
      ...NEW_IDENTITY,
      iban: "DE02200505501015871394",
      bic: "HASP",
      vatId: "123",
      registerCourt: "",
      phone: "call me",
      companyName: " ",
      expectedVersion: 0,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.fields).toEqual({
      iban: "This IBAN is not valid. Please check the country code, check digits and length.",
      bic: "Please enter a BIC of 8 or 11 characters.",
      vatId: "Please enter a VAT id with its country code, for example DE123456789.",
      phone: "Please enter a phone number of digits, spaces and + ( ) / -.",
      companyName: "This is a mandatory field.",
      registerCourt: "A register number needs its register court.",
    });
    expect((await owner.call("getAdminShopIdentity", {}, { method: "GET" })).body.data).toMatchObject({ version: 0 });

    // Two owners save what they loaded at version 0 at the same moment: one wins, one is told.
    const answers = await Promise.all([
      owner.call("doSaveShopIdentity", { ...NEW_IDENTITY, expectedVersion: 0 }),
      owner.call("doSaveShopIdentity", { ...NEW_IDENTITY, city: "Altona", expectedVersion: 0 }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.error?.message).toBe(
      "Someone else has saved the shop details in the meantime. Reload the page and enter your changes again.",
    );
    const saved = (await owner.call("getAdminShopIdentity", {}, { method: "GET" })).body.data as {
      version: number;
      identity: ShopIdentity;
    };
    expect(saved.version).toBe(1);
    // Stored as meant: the VAT id and IBAN without spaces, the BIC in capitals.
    expect(saved.identity).toMatchObject({ vatId: "DE987654321", iban: "DE02200505501015871393", bic: "HASPDEHHXXX" });
    expect((await owner.call("doSaveShopIdentity", { ...NEW_IDENTITY, expectedVersion: 0 })).status).toBe(409);
    const next = await owner.call("doSaveShopIdentity", {
      ...saved.identity,
      city: "Hamburg-Altona",
      expectedVersion: 1,
    });
    expect(next.body.data).toMatchObject({ version: 2, identity: { city: "Hamburg-Altona" } });
  });

  it("reaches the order confirmation: legal line, bank details, and the legal texts of the order's time as PDFs", async () => {
    const owner = await operator(shop(), "owner", "owner@example.com");
    expect((await owner.call("doSaveShopIdentity", { ...NEW_IDENTITY, expectedVersion: 0 })).status).toBe(200);
    // The operator's own terms replace the sample (an info page's blocks, ADR 040); the
    // operator client's language is English, so these are the English terms.
    const saveTerms = (text: string, expectedVersion: number) =>
      owner.call("doSaveBlocks", {
        identifier: "terms-and-conditions",
        entityType: "info",
        blocks: termsDocument(text),
        expectedVersion,
      });
    expect((await saveTerms("The contract is made with {{shop.name}}.", 0)).status).toBe(200);

    await addOrderCatalog(shop());
    const { placed } = await placeOrder(shop(), "ada@example.com");
    const row = await confirmationOf(shop(), placed.orderId);
    // Kept with the mail as they stood: changing the terms afterwards changes nothing sent.
    expect((await saveTerms("Changed after the order.", 1)).status).toBe(200);
    const data = row.data as OrderMailData;
    expect(data.legalTexts?.terms).toEqual({
      title: "Terms and conditions",
      version: 1,
      sections: [{ title: "§ 1 Scope", html: "<p>The contract is made with Polarstern Wohnen GmbH.</p>" }],
    });
    // Nothing saved for the cancellation policy: the sample, its placeholders filled in.
    expect(data.legalTexts?.cancellation.version).toBe(0);
    expect(JSON.stringify(data.legalTexts?.cancellation)).toContain(
      "Polarstern Wohnen GmbH, Elbchaussee 1, 22763 Hamburg",
    );
    expect(JSON.stringify(data.legalTexts?.cancellation)).not.toContain("{{");
    expect(data.payment.bankDetails).toMatchObject({ iban: "DE02200505501015871393", bic: "HASPDEHHXXX" });

    // Sent as the mail worker sends it: the seller's line under the mail and two PDFs attached.
    const { db, config } = shop();
    const transport = createMailTransport({ smtpUrl: undefined, dataDir: config.DATA_DIR });
    const sent = await sendDueMails({
      db,
      transport,
      log: createLogger("silent"),
      from: "shop@example.com",
      theme: () => currentMailTheme(db, config),
      attachments: (template, mail) =>
        orderMailAttachments(template, mail, {
          seller: () => currentSeller(db, config),
          publicUrl: "https://shop.example",
        }),
    });
    expect(sent.failed).toBe(0);
    const eml = await readFile(outboxFile(outboxDir(config.DATA_DIR), row.id), "utf8");
    expect(eml).toContain("Subject: Your order");
    expect(eml).toContain("Polarstern");
    expect(eml).toMatch(/filename=Terms-and-conditions\.pdf/);
    expect(eml).toMatch(/filename=Cancellation-policy\.pdf/);
    expect(eml.match(/Content-Type: application\/pdf/g)).toHaveLength(2);
    const pdf = eml.slice(eml.indexOf("filename=Terms-and-conditions.pdf"));
    expect(Buffer.from(pdf.split("\n\n")[1]!.replace(/\s+/g, ""), "base64").subarray(0, 5).toString()).toBe("%PDF-");
    // The text part, quoted-printable: soft line breaks joined.
    expect(eml.replace(/=\r?\n/g, "")).toContain(
      "Polarstern Wohnen GmbH · Elbchaussee 1 · 22763 Hamburg · VAT ID DE987654321".replaceAll("·", "=C2=B7"),
    );
  });

  it("sends the contact form's messages to the saved address, and documents the saved return address", async () => {
    const owner = await operator(shop(), "owner", "owner@example.com");
    expect((await owner.call("doSaveShopIdentity", { ...NEW_IDENTITY, expectedVersion: 0 })).status).toBe(200);
    const visitor = shop().client({ locale: "en" });
    const challenge = (await visitor.call("getNewsletterChallenge", {}, { method: "GET" })).body.data;
    if (challenge?.provider !== "altcha") throw new Error("no ALTCHA challenge");
    const sent = await visitor.call("doSendContactMessage", {
      name: "Ada Lovelace",
      email: "ada@example.com",
      subject: "Packstation?",
      message: "Can you deliver to a parcel locker?",
      acceptTerms: true,
      humanCheck: await solveAltchaChallenge(challenge.challenge),
      submissionKey: "identity-test-0123456789",
    });
    expect(sent.status, sent.text).toBe(200);
    const mails = await shop().db.select().from(mailOutbox).where(eq(mailOutbox.template, "contactMessage"));
    expect(mails.map((mail) => mail.recipient)).toEqual(["hallo@polarstern.example"]);
    expect((await currentSeller(shop().db, shop().config)).returnAddress).toEqual({
      name: DEMO_SHOP_IDENTITY.returnName,
      street: DEMO_SHOP_IDENTITY.returnStreet,
      zipCode: DEMO_SHOP_IDENTITY.returnZipCode,
      city: DEMO_SHOP_IDENTITY.returnCity,
      country: DEMO_SHOP_IDENTITY.returnCountry,
    });
  });

  it("is edited in the back office's form without JavaScript: owners only, refusals by field, a notice when saved", async () => {
    const staff = await browserAs(shop(), "staff");
    const load = (browser: FormBrowser) =>
      browser.load(
        (context, request) => settingsLoader({ context, request, params: {} } as never),
        "/en/admin/settings",
      );
    expect(await load(staff)).toMatchObject({ status: 403, body: { allowed: false, role: "staff" } });

    const owner = await browserAs(shop(), "owner");
    const page = await load(owner);
    expect(page).toMatchObject({ status: 200, body: { allowed: true, record: { version: 0 } } });
    const post = (fields: Record<string, string>) =>
      owner.post(
        (context, request) => settingsAction({ context, request, params: {} } as never),
        "/en/admin/settings",
        fields,
      );
    const form = { ...NEW_IDENTITY, expectedVersion: "0" } as Record<string, string>;
    expect(await post({ ...form, iban: "DE00" })).toMatchObject({
      status: 400,
      body: { form: "shop-identity", error: { iban: ["admin.validation.ibanInvalid"] } },
    });
    expect(await post(form)).toMatchObject({ status: 302, location: "/en/admin/settings" });
    expect(owner.flashes.map((flash) => flash.key)).toEqual(["admin.settings.saved"]);
    // The same form again: someone (here: the first post) saved in between.
    expect(await post(form)).toMatchObject({ status: 409, body: { error: { "": ["shopIdentityConflict"] } } });
  });
});
