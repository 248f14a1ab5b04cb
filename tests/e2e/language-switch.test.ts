import { expect, test } from "vitest";
import { openPage, visit, landOn } from "./harness/browser.ts";

test("switching to English on a category page follows the translated slug", async () => {
  const page = await openPage();
  await visit(page, "/wohnen/moebel");
  await page.getByRole("heading", { level: 1, name: "Möbel" }).waitFor();

  await page.getByRole("navigation", { name: "Sprache" }).getByRole("link", { name: "English" }).click();
  await landOn(page, "/en/living/furniture");
  await page.getByRole("heading", { level: 1, name: "Furniture" }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe("en-GB");
});

test("switching to English on the login page keeps the page", async () => {
  const page = await openPage();
  await visit(page, "/login");
  await page.getByRole("heading", { level: 1, name: "Anmelden" }).waitFor();

  await page.getByRole("navigation", { name: "Sprache" }).getByRole("link", { name: "English" }).click();
  await landOn(page, "/en/login");
  await page.getByRole("heading", { level: 1, name: "Log in" }).waitFor();
});
