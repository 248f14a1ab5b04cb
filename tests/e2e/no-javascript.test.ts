import { test } from "vitest";
import { landOn, openPage, visit } from "./harness/browser.ts";
import { PASSWORD, fillEnglishRegistration, submitEnglishLogin, uniqueEmail } from "./harness/accounts.ts";

// Progressive enhancement: the forms are plain HTML forms that the server answers.
const withoutJavaScript = { javaScriptEnabled: false };

test("registration, logout and login work without JavaScript", async () => {
  const page = await openPage(withoutJavaScript);
  const email = uniqueEmail();
  await visit(page, "/en/register");
  await fillEnglishRegistration(page, { email: "not-an-email", password: PASSWORD, repeatPassword: PASSWORD });
  await page.getByRole("button", { name: "Create account" }).click();
  await landOn(page, "/en/register");
  await page.getByText("This field needs to be a valid email.", { exact: true }).waitFor();

  await fillEnglishRegistration(page, { email, password: PASSWORD, repeatPassword: PASSWORD });
  await page.getByRole("button", { name: "Create account" }).click();
  await landOn(page, "/en/my-account");
  await page.getByText(`Logged in as ${email}`, { exact: true }).waitFor();

  await page.getByRole("button", { name: "Log out" }).click();
  await landOn(page, "/en");
  await page.getByRole("link", { name: "Log in", exact: true }).waitFor();

  await visit(page, "/en/login");
  await submitEnglishLogin(page, email, PASSWORD);
  await landOn(page, "/en/my-account");
  await page.getByText(`Logged in as ${email}`, { exact: true }).waitFor();
});

test("a wrong password is reported without JavaScript", async () => {
  const page = await openPage(withoutJavaScript);
  await visit(page, "/en/login");
  await submitEnglishLogin(page, uniqueEmail(), "Wrong-password-1");
  await landOn(page, "/en/login");
  await page.getByText("Invalid login data", { exact: true }).waitFor();
});
