import { currentPath, landOn, openPage, visit } from "./harness/browser.ts";
import { PASSWORD } from "./harness/accounts.ts";
import { expect, test } from "./harness/fixtures.ts";

test("the account page asks for a login and returns there afterwards", async ({ customer: { email } }) => {
  const page = await openPage();
  await visit(page, "/my-account");
  expect(currentPath(page)).toBe("/login?redirect=%2Fmy-account");
  await page.getByRole("heading", { level: 1, name: "Anmelden" }).waitFor();
  await page.getByRole("textbox", { name: "E-Mail", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Passwort", exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await landOn(page, "/my-account");
  await page.getByRole("heading", { level: 1, name: "Mein Konto" }).waitFor();

  // The guest guard: a logged-in customer has no business on the login page.
  await visit(page, "/en/login");
  expect(currentPath(page)).toBe("/en/my-account");
});
