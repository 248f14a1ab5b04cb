/**
 * The demo operator in the e2e shops: its credentials (written into the data folder on the
 * shop's first start, docs/operators.md) and the login to the editor through the real form.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { landOn, visit, waitForHydration } from "./browser.ts";
import { provided } from "./env.ts";

const LOGIN_FORM = {
  de: { email: "E-Mail", password: "Passwort", submit: "Beim Editor anmelden" },
  en: { email: "Email", password: "Password", submit: "Log in to the editor" },
} as const;

/** The demo operator of the shop on `dataDir` (the shared e2e shop unless told otherwise). */
export function demoOperator(dataDir = provided("shopDataDir")): { email: string; password: string } {
  return JSON.parse(readFileSync(path.join(dataDir, "demo-operator.json"), "utf8")) as {
    email: string;
    password: string;
  };
}

/**
 * Logs the demo operator in on the editor login page of `locale`, which sends them on to
 * `target` (a path of that locale) in edit mode; waits there until React has hydrated.
 * `shop` is a shop of its own (its address and data folder), else the shared shop.
 */
export async function logInToEditor(
  page: Page,
  locale: "de" | "en",
  target: string,
  shop?: { url: string; dataDir: string },
): Promise<void> {
  const { email, password } = demoOperator(shop?.dataDir);
  const form = LOGIN_FORM[locale];
  const login = locale === "en" ? "/en/editor/login" : "/editor/login";
  await visit(page, `${shop?.url ?? ""}${login}?redirect=${encodeURIComponent(target)}`);
  await page.getByRole("textbox", { name: form.email, exact: true }).fill(email);
  await page.getByRole("textbox", { name: form.password, exact: true }).fill(password);
  await page.getByRole("button", { name: form.submit }).click();
  await landOn(page, target);
  await waitForHydration(page);
}
