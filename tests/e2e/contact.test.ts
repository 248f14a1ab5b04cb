/**
 * The contact form (docs/contact.md; issue 17 section 2): reached from every page's footer,
 * sent in English with the human check solved by the ALTCHA widget (both mails in the outbox:
 * the shop's with Reply-To the sender, the sender's copy); in German without JavaScript it
 * refuses a message without the human check and the terms, naming the fields, and keeps what
 * was typed. axe on each state.
 */
import { checkA11y } from "./harness/axe.ts";
import { uniqueEmail } from "./harness/accounts.ts";
import { landOn, openPage, visit, waitForHydration } from "./harness/browser.ts";
import { linkInMail } from "./harness/mail.ts";
import { expect, test } from "./harness/fixtures.ts";

test("a visitor opens the contact form from the footer, sends a message and both mails go out", async ({ page }) => {
  const email = uniqueEmail();
  await visit(page, "/en");
  await waitForHydration(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
  await landOn(page, "/en/contact");
  await page.getByRole("heading", { level: 1, name: "Contact" }).waitFor();
  await page.getByRole("textbox", { name: "Name" }).fill("Ada Lovelace");
  await page.getByRole("textbox", { name: "Email address" }).fill(email);
  await page.getByRole("textbox", { name: "Subject" }).fill("Delivery to a parcel locker");
  await page.getByRole("textbox", { name: "Message" }).fill("Hello,\ncan my order go to a parcel locker?");
  await page.getByRole("checkbox", { name: /I accept the terms and conditions/ }).check();
  await page.getByRole("status").getByText("Human check done.", { exact: true }).waitFor({ timeout: 15_000 });
  await checkA11y(page);
  await page.getByRole("button", { name: "Send message" }).click();
  const thanks = page.getByRole("status").filter({ hasText: "Thank you for your message" });
  await thanks.waitFor();
  await expect(thanks).toBeFocused();
  await expect(thanks).toContainText(email);
  await checkA11y(page);

  // The shop's mail: answering it answers the visitor.
  expect(await linkInMail(email, /^Reply-To: .+$/m)).toContain(email);
  // The visitor's copy, in English.
  expect(await linkInMail(email, /Please do not reply to this copy/)).toBeTruthy();

  // 'Write another message' gives a fresh form.
  await page.getByRole("link", { name: "Write another message" }).click();
  await page.getByRole("button", { name: "Send message" }).waitFor();
  expect(await page.getByRole("textbox", { name: "Subject" }).inputValue()).toBe("");
});

test("without JavaScript a message without the human check and the terms is refused, the fields kept", async () => {
  const page = await openPage({ javaScriptEnabled: false });
  await visit(page, "/contact?order=O-2026-000123");
  expect(await page.getByRole("textbox", { name: "Bestellnummer (optional)" }).inputValue()).toBe("O-2026-000123");
  await page.getByRole("textbox", { name: "Name" }).fill("Jürgen Müller");
  await page.getByRole("textbox", { name: "E-Mail-Adresse" }).fill("juergen@example.com");
  await page.getByRole("textbox", { name: "Betreff" }).fill("Frage zur Lieferung");
  await page.getByRole("button", { name: "Nachricht senden" }).click();
  await page.getByText("Bitte schreiben Sie eine Nachricht.").waitFor();
  await page.getByText("Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.").waitFor();
  await page.getByText("Bitte setzen Sie das Häkchen, um zu bestätigen, dass Sie ein Mensch sind.").waitFor();
  expect(await page.getByRole("textbox", { name: "Betreff" }).inputValue()).toBe("Frage zur Lieferung");
  expect(await page.getByRole("textbox", { name: "Bestellnummer (optional)" }).inputValue()).toBe("O-2026-000123");
  await checkA11y(page);
});
