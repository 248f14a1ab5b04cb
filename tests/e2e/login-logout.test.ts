import { landOn, visit } from "./harness/browser.ts";
import { checkA11y } from "./harness/axe.ts";
import { PASSWORD, submitEnglishLogin } from "./harness/accounts.ts";
import { expect, test } from "./harness/fixtures.ts";
import { NOTIFICATION_DISMISS_MS } from "#common/constants.ts";

test("a customer logs out, logs in again, and a wrong password is refused", async ({ customer: { page, email } }) => {
  const notifications = page.getByRole("region", { name: "Notifications" });

  await page.getByRole("button", { name: "Log out" }).click();
  await landOn(page, "/en");
  await page.getByRole("heading", { level: 1, name: "Welcome to Nordlicht" }).waitFor();
  await notifications.getByText("You have been logged out.", { exact: true }).waitFor();

  await visit(page, "/en/login");
  await submitEnglishLogin(page, email, PASSWORD);
  await landOn(page, "/en/my-account");
  await page.getByText(`Logged in as ${email}`, { exact: true }).waitFor();

  await page.getByRole("button", { name: "Log out" }).click();
  await landOn(page, "/en");
  await visit(page, "/en/login");
  await submitEnglishLogin(page, email, "Wrong-password-1");
  const refusal = notifications.getByRole("alert").filter({ hasText: "Invalid login data" });
  await refusal.waitFor();
  expect(new URL(page.url()).pathname).toBe("/en/login");
  await checkA11y(page);
  // An error notification stays until it is dismissed (others go after the timeout).
  await page.waitForTimeout(NOTIFICATION_DISMISS_MS + 1_000);
  expect(await refusal.isVisible()).toBe(true);
});
