import { visit, landOn } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";

test("switching to English on a category page follows the translated slug", async ({ page }) => {
  await visit(page, "/wohnen/moebel");
  await page.getByRole("heading", { level: 1, name: "Möbel" }).waitFor();

  await page.getByRole("navigation", { name: "Sprache" }).getByRole("link", { name: "English" }).click();
  await landOn(page, "/en/living/furniture");
  await page.getByRole("heading", { level: 1, name: "Furniture" }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe("en-GB");
});

test("switching to English on the login page keeps the page", async ({ page }) => {
  await visit(page, "/login");
  await page.getByRole("heading", { level: 1, name: "Anmelden" }).waitFor();

  await page.getByRole("navigation", { name: "Sprache" }).getByRole("link", { name: "English" }).click();
  await landOn(page, "/en/login");
  await page.getByRole("heading", { level: 1, name: "Log in" }).waitFor();
});
