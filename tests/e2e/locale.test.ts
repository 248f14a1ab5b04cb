import type { Page } from "@playwright/test";
import { currentPath, openPage, visit } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

async function localeCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === "locale")?.value;
}

test("the unprefixed home page is German for a German browser", async ({ page }) => {
  const response = await visit(page, "/");
  expect(response?.status()).toBe(200);
  expect(currentPath(page)).toBe("/");
  expect(await htmlLang(page)).toBe("de-DE");
  await page.getByRole("heading", { level: 1, name: "Willkommen bei Nordlicht" }).waitFor();
});

test("/de/ is German and /en/ is English", async ({ page }) => {
  await visit(page, "/de/");
  expect(await htmlLang(page)).toBe("de-DE");
  await page.getByRole("heading", { level: 1, name: "Willkommen bei Nordlicht" }).waitFor();

  await visit(page, "/en/");
  expect(await htmlLang(page)).toBe("en-GB");
  await page.getByRole("heading", { level: 1, name: "Welcome to Nordlicht" }).waitFor();
});

test("an English browser opening / is sent to /en", async () => {
  const page = await openPage({ locale: "en-GB" });
  await visit(page, "/");
  expect(currentPath(page)).toBe("/en");
  expect(await htmlLang(page)).toBe("en-GB");
  await page.getByRole("heading", { level: 1, name: "Welcome to Nordlicht" }).waitFor();
});

test("the chosen language is remembered in the locale cookie", async ({ page }) => {
  // A shared page carries no cookie: the browser sets it once the page has hydrated (lib/viewer.tsx).
  await visit(page, "/en");
  await expect.poll(() => localeCookie(page)).toBe("en");

  // A German browser that chose English is sent to English from now on.
  await visit(page, "/");
  expect(currentPath(page)).toBe("/en");
  expect(await htmlLang(page)).toBe("en-GB");

  // Choosing German again is remembered just as well.
  await visit(page, "/de");
  await expect.poll(() => localeCookie(page)).toBe("de");
  await visit(page, "/");
  expect(currentPath(page)).toBe("/");
  expect(await htmlLang(page)).toBe("de-DE");
});
