import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, inject, test } from "vitest";
import { checkA11y } from "./harness/axe.ts";
import { openPage, visit, waitForHydration } from "./harness/browser.ts";
import { uniqueEmail } from "./harness/accounts.ts";

/** The confirmation link of the mail to `email`, from the .eml files the mail worker writes (every 5 s). */
async function confirmationLink(email: string): Promise<string> {
  const dir = path.join(inject("shopDataDir"), "outbox");
  for (let waited = 0; waited < 12_000; waited += 250) {
    const files = await readdir(dir).catch(() => [] as string[]);
    for (const file of files.filter((name) => name.endsWith(".eml"))) {
      // Quoted-printable: soft line breaks may split the link.
      const mail = (await readFile(path.join(dir, file), "utf8")).replace(/=\r?\n/g, "");
      const link = mail.includes(email) ? /https?:\/\/\S+?\/newsletter\/confirm\/[\w-]{43}/.exec(mail)?.[0] : undefined;
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no confirmation mail to ${email}`);
}

test("a visitor subscribes, opens the confirmation link from the outbox and sees the subscription confirmed", async () => {
  const page = await openPage();
  const email = uniqueEmail();
  await visit(page, "/en/newsletter");
  await waitForHydration(page);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "First name (optional)" }).fill("Anna");
  await page.getByRole("checkbox", { name: /I would like to receive the newsletter/ }).check();
  // The ALTCHA proof of work solves itself in the browser.
  await page.getByRole("status").getByText("Human check done.", { exact: true }).waitFor({ timeout: 15_000 });
  await checkA11y(page);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await page.getByText(/Please check your inbox/).waitFor();
  await checkA11y(page);

  const link = await confirmationLink(email);
  expect(new URL(link).pathname).toMatch(/^\/en\/newsletter\/confirm\//);
  await visit(page, new URL(link).pathname);
  await page.getByRole("heading", { level: 1, name: "Newsletter" }).waitFor();
  await page.getByText("Your newsletter subscription is confirmed. Thank you!", { exact: true }).waitFor();
  await checkA11y(page);
});

test("without JavaScript the form posts to /newsletter and explains the refusal; a wrong link shows its error", async () => {
  const page = await openPage({ javaScriptEnabled: false });
  await visit(page, "/newsletter");
  await page.getByRole("textbox", { name: "E-Mail", exact: true }).fill("nojs@example.com");
  await page.getByRole("button", { name: "Abonnieren" }).click();
  await page.getByText("Bitte stimmen Sie dem Erhalt des Newsletters und der Datenschutzerklärung zu.").waitFor();
  expect(await page.getByRole("textbox", { name: "E-Mail", exact: true }).inputValue()).toBe("nojs@example.com");
  await checkA11y(page);

  const answer = await visit(page, `/en/newsletter/confirm/${"a".repeat(43)}`);
  expect(answer?.status()).toBe(404);
  await page.getByRole("alert").getByText("This link is not valid. It may have been used up or mistyped.").waitFor();
  await checkA11y(page);
});
