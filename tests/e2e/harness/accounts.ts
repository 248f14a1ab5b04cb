/** Customer accounts for the journeys, created through the real registration form. */
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { landOn, visit } from "./browser.ts";

/** Meets the password rule: at least 8 characters, a letter and a number. */
export const PASSWORD = "Nordlicht-2026";

/** Each test registers its own customer, so tests share no accounts and can run in any order. */
export function uniqueEmail(): string {
  return `e2e-${randomUUID()}@example.com`;
}

/** Fills the English registration form at /en/register (the page must be open). */
export async function fillEnglishRegistration(
  page: Page,
  fields: { email: string; password: string; repeatPassword: string },
): Promise<void> {
  await page.getByRole("textbox", { name: "First name", exact: true }).fill("Erika");
  await page.getByRole("textbox", { name: "Last name", exact: true }).fill("Mustermann");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(fields.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(fields.password);
  await page.getByRole("textbox", { name: "Repeat password", exact: true }).fill(fields.repeatPassword);
}

/**
 * Registers a new customer in English; the page ends logged in on /en/my-account. `base` is
 * the address of a shop of the test's own (registrations are limited per IP an hour, so a file
 * that registers several customers brings its own shop), else the shared e2e shop.
 */
export async function registerCustomer(page: Page, email = uniqueEmail(), base = ""): Promise<string> {
  await visit(page, `${base}/en/register`);
  await fillEnglishRegistration(page, { email, password: PASSWORD, repeatPassword: PASSWORD });
  await page.getByRole("button", { name: "Create account" }).click();
  await landOn(page, "/en/my-account");
  return email;
}

/** Logs in through the English form at /en/login (the page must be open). */
export async function submitEnglishLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}
