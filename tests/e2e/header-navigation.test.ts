import { landOn, visit, waitForHydration } from "./harness/browser.ts";
import { checkA11y } from "./harness/axe.ts";
import { PASSWORD, submitEnglishLogin } from "./harness/accounts.ts";
import { expect, test } from "./harness/fixtures.ts";

test("visitors see the top categories but not the customers-only outlet", async ({ page }) => {
  await visit(page, "/");
  const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
  for (const name of ["Wohnen", "Küche", "Elektronik"]) {
    await nav.getByRole("link", { name, exact: true }).waitFor();
  }
  expect(await nav.getByRole("link", { name: "Mitglieder-Outlet" }).count()).toBe(0);
});

test("a logged-in customer sees the customers-only outlet", async ({ customer: { page, email } }) => {
  // Logging out and in again shows the outlet comes with the login, not the registration.
  await page.getByRole("button", { name: "Log out" }).click();
  await landOn(page, "/en");
  await visit(page, "/en/login");
  await submitEnglishLogin(page, email, PASSWORD);
  await landOn(page, "/en/my-account");

  await visit(page, "/en");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await nav.getByRole("link", { name: "Members' outlet", exact: true }).waitFor();
  await visit(page, "/de");
  await page
    .getByRole("navigation", { name: "Hauptnavigation" })
    .getByRole("link", { name: "Mitglieder-Outlet", exact: true })
    .waitFor();
});

test("a subcategory disclosure opens and closes with the keyboard", async ({ page }) => {
  await visit(page, "/");
  await waitForHydration(page);
  const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
  const furniture = nav.getByRole("link", { name: "Möbel", exact: true });
  expect(await furniture.isVisible()).toBe(false);

  // Tab from the top category link reaches its disclosure; Enter opens it.
  await nav.getByRole("link", { name: "Wohnen", exact: true }).focus();
  await page.keyboard.press("Tab");
  const disclosure = nav.getByLabel("Unterkategorien von Wohnen", { exact: true });
  expect(await disclosure.evaluate((element) => element === document.activeElement)).toBe(true);
  await page.keyboard.press("Enter");
  await furniture.waitFor({ state: "visible" });
  await nav.getByRole("link", { name: "Leuchten", exact: true }).waitFor({ state: "visible" });
  await nav.getByRole("link", { name: "Sofas & Sessel", exact: true }).waitFor({ state: "visible" });
  // The open menu is part of the page too.
  await checkA11y(page);

  // Escape closes it again and leaves the focus on the disclosure.
  await page.keyboard.press("Escape");
  await furniture.waitFor({ state: "hidden" });
  expect(await disclosure.evaluate((element) => element === document.activeElement)).toBe(true);
});
