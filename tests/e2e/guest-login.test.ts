import { currentPath, landOn, openPage, visit } from "./harness/browser.ts";
import { uniqueEmail } from "./harness/accounts.ts";
import { expect, test } from "./harness/fixtures.ts";

test("a guest may still log in but has no account page", async () => {
  const page = await openPage({ locale: "en-GB" });
  await visit(page, "/en/guest/login");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(uniqueEmail());
  await page.getByRole("button", { name: "Continue as guest" }).click();
  await landOn(page, "/en");
  await page
    .getByRole("region", { name: "Notifications" })
    .getByText("You continue as a guest.", { exact: true })
    .waitFor();

  // A guest is not a customer: the login page stays open to them ...
  await visit(page, "/en/login");
  expect(currentPath(page)).toBe("/en/login");
  await page.getByRole("heading", { level: 1, name: "Log in" }).waitFor();

  // ... and the account pages send them to it.
  await visit(page, "/en/my-account");
  expect(currentPath(page)).toBe("/en/login?redirect=%2Fen%2Fmy-account");
});
