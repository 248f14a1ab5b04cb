import type { Page } from "@playwright/test";
import { checkA11y } from "./harness/axe.ts";
import { PASSWORD, fillEnglishRegistration, submitEnglishLogin, uniqueEmail } from "./harness/accounts.ts";
import { landOn, openPage, visit, waitForHydration } from "./harness/browser.ts";
import { linkInMail } from "./harness/mail.ts";
import { useSeededShop } from "./harness/seeded-shop.ts";
import { expect, test } from "./harness/fixtures.ts";

// A shop of its own: registrations and reset requests are rate limited per address and IP.
const shop = useSeededShop();
const NEW_PASSWORD = "Morgenrot-2027";
/** Two browsers, a registration, a mail and several forms: a journey, not a single page. */
const JOURNEY_TIMEOUT = 150_000;

async function register(page: Page, email: string): Promise<void> {
  await visit(page, `${shop().url}/en/register`);
  await fillEnglishRegistration(page, { email, password: PASSWORD, repeatPassword: PASSWORD });
  await page.getByRole("button", { name: "Create account" }).click();
  await landOn(page, "/en/my-account");
}

/** The path and query of the reset link in the newest mail to `email`. */
async function resetLink(email: string): Promise<string> {
  const link = new URL(await linkInMail(email, /https?:\/\/\S+?\/set-new-password\?token=[\w-]{43}/, shop().dataDir));
  return link.pathname + link.search;
}

test("a customer resets a forgotten password through the mailed link; the old session ends, the link works once", async ({
  page,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  const email = uniqueEmail();
  await register(page, email);

  const other = await openPage();
  await visit(other, `${shop().url}/en/login`);
  await waitForHydration(other);
  await other.getByRole("link", { name: "Forgot password?" }).click();
  await landOn(other, "/en/reset-password");
  await other.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await other.getByRole("button", { name: "Send link" }).click();
  await other.getByRole("heading", { level: 1, name: "Please check your inbox" }).waitFor();
  await expect(other.getByRole("heading", { level: 1 })).toBeFocused();
  await other.getByRole("status").getByText(`If there is an account for ${email}`).waitFor();
  await checkA11y(other);

  const link = await resetLink(email);
  expect(link).toMatch(/^\/en\/set-new-password\?token=/);
  await visit(other, `${shop().url}${link}`);
  await other.getByRole("heading", { level: 1, name: "Choose a new password" }).waitFor();
  await waitForHydration(other);
  await other.getByRole("textbox", { name: "New password", exact: true }).fill("short");
  await other.getByRole("textbox", { name: "Repeat password", exact: true }).fill("short");
  await other.getByRole("button", { name: "Save new password" }).click();
  await other
    .getByText("Password must be at least 8 characters long and include at least one letter and one number.", {
      exact: true,
    })
    .waitFor();
  await checkA11y(other);
  await other.getByRole("textbox", { name: "New password", exact: true }).fill(NEW_PASSWORD);
  await other.getByRole("textbox", { name: "Repeat password", exact: true }).fill(NEW_PASSWORD);
  await other.getByRole("button", { name: "Save new password" }).click();
  await landOn(other, "/en/reset-password-success");
  await other.getByRole("heading", { level: 1, name: "Your password has been changed" }).waitFor();

  // The session that was logged in before the reset no longer is.
  await visit(page, `${shop().url}/en/my-account`);
  await landOn(page, `/en/login?redirect=${encodeURIComponent("/en/my-account")}`);

  // The link is used up; the new password logs in, the old one does not.
  await visit(other, `${shop().url}${link}`);
  await other
    .getByRole("alert")
    .getByText("This link to reset your password is invalid or has expired. Please ask for a new one.")
    .waitFor();
  await other.getByRole("link", { name: "Ask for a new link" }).waitFor();
  await checkA11y(other);
  await visit(other, `${shop().url}/en/login`);
  await waitForHydration(other);
  await submitEnglishLogin(other, email, PASSWORD);
  await other.getByText("Invalid login data", { exact: true }).first().waitFor();
  await submitEnglishLogin(other, email, NEW_PASSWORD);
  await landOn(other, "/en/my-account");
});

test("without JavaScript, in German: ask for the link, choose a new password, log in with it", async ({ page }) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  const email = uniqueEmail();
  await register(page, email);

  const plain = await openPage({ javaScriptEnabled: false });
  await visit(plain, `${shop().url}/login`);
  await plain.getByRole("link", { name: "Passwort vergessen?" }).click();
  await landOn(plain, "/reset-password");
  await plain.getByRole("textbox", { name: "E-Mail", exact: true }).fill(email);
  await plain.getByRole("button", { name: "Link senden" }).click();
  await plain.getByRole("heading", { level: 1, name: "Bitte sehen Sie in Ihr Postfach" }).waitFor();
  await checkA11y(plain);

  const link = await resetLink(email);
  expect(link).toMatch(/^\/set-new-password\?token=/);
  await visit(plain, `${shop().url}${link}`);
  await plain.getByRole("textbox", { name: "Neues Passwort", exact: true }).fill(NEW_PASSWORD);
  await plain.getByRole("textbox", { name: "Passwort wiederholen", exact: true }).fill("Anders-2027");
  await plain.getByRole("button", { name: "Neues Passwort speichern" }).click();
  await plain.getByText("Die Passwörter stimmen nicht überein.", { exact: true }).waitFor();
  await checkA11y(plain);
  await plain.getByRole("textbox", { name: "Neues Passwort", exact: true }).fill(NEW_PASSWORD);
  await plain.getByRole("textbox", { name: "Passwort wiederholen", exact: true }).fill(NEW_PASSWORD);
  await plain.getByRole("button", { name: "Neues Passwort speichern" }).click();
  await landOn(plain, "/reset-password-success");
  await plain.getByRole("heading", { level: 1, name: "Ihr Passwort wurde geändert" }).waitFor();
  await plain.getByRole("link", { name: "Anmelden" }).click();
  await landOn(plain, "/login");
  await plain.getByRole("textbox", { name: "E-Mail", exact: true }).fill(email);
  await plain.getByRole("textbox", { name: "Passwort", exact: true }).fill(NEW_PASSWORD);
  await plain.getByRole("button", { name: "Anmelden" }).click();
  await landOn(plain, "/my-account");
});
