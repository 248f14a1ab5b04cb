import { landOn, visit } from "./harness/browser.ts";
import { checkA11y } from "./harness/axe.ts";
import { PASSWORD, fillEnglishRegistration, uniqueEmail } from "./harness/accounts.ts";
import { expect, test } from "./harness/fixtures.ts";

test("a new customer registers and lands on the account page", async ({ page }) => {
  const email = uniqueEmail();
  await visit(page, "/en/register");
  await fillEnglishRegistration(page, { email, password: PASSWORD, repeatPassword: PASSWORD });
  await page.getByRole("button", { name: "Create account" }).click();
  await landOn(page, "/en/my-account");

  await page.getByRole("heading", { level: 1, name: "My account" }).waitFor();
  await page.getByText(`Logged in as ${email}`, { exact: true }).waitFor();
  await page
    .getByRole("region", { name: "Notifications" })
    .getByText("Your account has been created.", { exact: true })
    .waitFor();
});

test("invalid registration input is explained at each field", async ({ page }) => {
  await visit(page, "/en/register");
  await fillEnglishRegistration(page, { email: "not-an-email", password: "short", repeatPassword: "different" });
  await page.getByRole("button", { name: "Create account" }).click();

  await page.getByText("This field needs to be a valid email.", { exact: true }).waitFor();
  await page
    .getByText("Password must be at least 8 characters long and include at least one letter and one number.", {
      exact: true,
    })
    .waitFor();
  await page.getByText("Passwords do not match.", { exact: true }).waitFor();
  expect(new URL(page.url()).pathname).toBe("/en/register");
  // The fields with errors are marked invalid for assistive technology.
  expect(await page.getByRole("textbox", { name: "Email", exact: true }).getAttribute("aria-invalid")).toBe("true");
  await checkA11y(page);
});
