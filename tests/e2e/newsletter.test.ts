import type { Page } from "@playwright/test";
import { checkA11y } from "./harness/axe.ts";
import { openPage, visit, waitForHydration } from "./harness/browser.ts";
import { uniqueEmail } from "./harness/accounts.ts";
import { linkInMail } from "./harness/mail.ts";
import { expect, test } from "./harness/fixtures.ts";

/** The confirmation link of the mail to `email`. */
function confirmationLink(email: string): Promise<string> {
  return linkInMail(email, /https?:\/\/\S+?\/newsletter\/confirm\/[\w-]{43}/);
}

/** Every address the page requests, to show nothing goes to a third party. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

test("a visitor subscribes, opens the confirmation link from the outbox and sees the subscription confirmed", async ({
  page,
}) => {
  const requests = recordRequests(page);
  const email = uniqueEmail();
  await visit(page, "/en/newsletter");
  await waitForHydration(page);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "First name (optional)" }).fill("Anna");
  await page.getByRole("checkbox", { name: /I would like to receive the newsletter/ }).check();
  // The ALTCHA widget solves the proof of work by itself, in a worker, and says so.
  await page.getByRole("status").getByText("Human check done.", { exact: true }).waitFor({ timeout: 15_000 });
  expect(await page.getByRole("checkbox", { name: "Human check done.", exact: true }).isChecked()).toBe(true);
  await checkA11y(page);
  // The widget, its worker and its challenges all come from the shop itself.
  expect(requests.filter((url) => new URL(url).origin !== new URL(page.url()).origin)).toEqual([]);
  expect(requests.some((url) => /\/assets\/sha-[\w-]+\.js$/.test(url))).toBe(true);
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

const widgetRequests = (requests: string[]) =>
  requests.filter((url) => /altcha|\/sha-|getNewsletterChallenge/.test(url));

test("in German the widget speaks German and is reached and worked with the keyboard; pages without the form do not load it", async ({
  page,
}) => {
  const requests = recordRequests(page);
  await visit(page, "/login");
  await waitForHydration(page);
  expect(widgetRequests(requests)).toEqual([]);

  // The homepage's newsletter block starts its check when it comes near the viewport.
  await visit(page, "/");
  await waitForHydration(page);
  const block = page.getByRole("region", { name: "Newsletter abonnieren" });
  await block.getByRole("button", { name: "Abonnieren" }).scrollIntoViewIfNeeded();
  await block
    .getByRole("status")
    .getByText("Menschlichkeitsprüfung erledigt.", { exact: true })
    .waitFor({ timeout: 15_000 });
  expect(widgetRequests(requests).length).toBeGreaterThan(0);

  await visit(page, "/newsletter");
  await waitForHydration(page);
  await page
    .getByRole("status")
    .getByText("Menschlichkeitsprüfung erledigt.", { exact: true })
    .waitFor({ timeout: 15_000 });
  const consent = page.getByRole("checkbox", { name: /Ich möchte den Newsletter erhalten/ });
  await consent.focus();
  await page.keyboard.press("Space");
  expect(await consent.isChecked()).toBe(true);
  // Tab goes from the consent (past its privacy link) to the widget's own checkbox.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  const widget = page.getByRole("checkbox", { name: "Menschlichkeitsprüfung erledigt.", exact: true });
  expect(await widget.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await widget.isChecked()).toBe(true);
  await page.getByRole("textbox", { name: "E-Mail", exact: true }).fill(uniqueEmail());
  await page.getByRole("button", { name: "Abonnieren" }).press("Enter");
  await page.getByText(/Bitte sehen Sie in Ihr Postfach/).waitFor();
  await checkA11y(page);
});
