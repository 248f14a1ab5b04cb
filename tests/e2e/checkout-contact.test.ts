/**
 * The checkout's contact information, in both languages: a visitor is offered the login
 * (and comes back to the checkout), an address saved while the email is missing brings the
 * contact section into view and lights it up, and a valid email typed into the field counts
 * without pressing 'save': it is saved when the field is left and before the order is placed.
 */
import type { Page } from "@playwright/test";
import { uniqueEmail } from "./harness/accounts.ts";
import { checkA11y } from "./harness/axe.ts";
import { landOn, openPage, visit, waitForHydration } from "./harness/browser.ts";
import { fillGermanAddress, addToCartThroughApi, todoItems } from "./harness/checkout.ts";
import { expect, test } from "./harness/fixtures.ts";
import { productData } from "./harness/product.ts";

/** Couchtisch Halden: parcel-sized, so DHL methods are offered. */
const TABLE_ID = 1018;
const JOURNEY_TIMEOUT = 120_000;

const WORDS = {
  de: {
    checkout: "/checkout",
    haveAccount: "Sie haben schon ein Konto?",
    login: "Anmelden",
    emailLabel: "E-Mail für Ihre Bestellbestätigung",
    saveEmail: "E-Mail speichern",
    addEmail: "E-Mail-Adresse hinzufügen",
    saveAddress: "Adresse speichern",
    shippingLegend: "Versandart wählen",
    paymentLegend: "Zahlungsart wählen",
    prepayment: "Vorkasse",
    terms: /^Ich habe die AGB/,
    orderButton: "Zahlungspflichtig bestellen",
    confirmation: /Eine Bestätigung geht an (\S+)\./,
  },
  en: {
    checkout: "/en/checkout",
    haveAccount: "Already have an account?",
    login: "Log in",
    emailLabel: "Email for your order confirmation",
    saveEmail: "Save email",
    addEmail: "Add your email address",
    saveAddress: "Save address",
    shippingLegend: "Choose a shipping method",
    paymentLegend: "Choose a payment method",
    prepayment: "Prepayment",
    terms: /^I have read/,
    orderButton: "Order and pay",
    confirmation: /A confirmation will be sent to (\S+)\./,
  },
} as const;

/** The contact email the server has for this checkout. */
async function savedEmail(page: Page): Promise<string | null> {
  const answer = await page.context().request.get("/api/getCheckout");
  return ((await answer.json()) as { data: { email: string | null } }).data.email;
}

async function contactJourney(locale: "de" | "en"): Promise<void> {
  const words = WORDS[locale];
  const page = await openPage({ viewport: { width: 1280, height: 700 } });
  await addToCartThroughApi(page, (await productData(TABLE_ID, locale)).mainVariationId);
  await visit(page, words.checkout);
  await waitForHydration(page);

  // A visitor may log in and come back here.
  const contact = page.getByRole("region", { name: locale === "de" ? "Kontaktinformationen" : "Contact information" });
  await contact.getByText(words.haveAccount).waitFor();
  const login = contact.getByRole("link", { name: words.login });
  expect(new URL((await login.getAttribute("href")) ?? "", page.url()).search).toBe(
    `?redirect=${encodeURIComponent(words.checkout)}`,
  );

  // An address saved while the email is still missing: the contact section comes into view, lit up.
  const email = page.getByRole("textbox", { name: words.emailLabel });
  await email.fill("gast@");
  await fillGermanAddress(page, locale);
  await page.getByRole("button", { name: words.saveAddress }).click();
  const section = page.locator("#contact-information");
  await expect.poll(() => section.getAttribute("data-highlighted")).toBe("true");
  await expect.poll(() => section.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(200);
  await expect.poll(() => section.getAttribute("data-highlighted"), { timeout: 3000 }).toBeNull();
  await page.getByRole("radio", { name: /Hauptstraße 5a/ }).waitFor();
  expect(await todoItems(page)).toContain(words.addEmail);

  // A valid email counts as typed, without 'save'...
  const typed = uniqueEmail();
  await email.fill(typed);
  await expect.poll(() => todoItems(page)).not.toContain(words.addEmail);
  // ... and leaving the field saves it.
  await email.blur();
  await expect.poll(() => savedEmail(page)).toBe(typed);

  await page.getByRole("group", { name: words.shippingLegend }).getByRole("radio").first().check();
  await page.getByRole("group", { name: words.paymentLegend }).getByRole("radio", { name: words.prepayment }).check();
  await page.getByRole("checkbox", { name: words.terms }).check();
  await checkA11y(page);

  // Typing on while the last address is being saved: the newer one is the draft, not the saved
  // one, and the order button saves it before ordering.
  const saving = uniqueEmail();
  await email.fill(saving);
  await email.blur();
  const final = uniqueEmail();
  await email.fill(final);
  // The first save lands and the page takes its answer (the section's save button is free again).
  await expect.poll(() => savedEmail(page)).toBe(saving);
  const save = page.getByRole("button", { name: words.saveEmail });
  await expect.poll(() => save.getAttribute("aria-busy")).toBeNull();
  await page.getByRole("button", { name: words.orderButton }).click();
  await page.waitForURL(/\/confirmation\//);
  await landOn(page, new URL(page.url()).pathname);
  const intro = await page.getByText(words.confirmation).textContent();
  expect(intro?.match(words.confirmation)?.[1]).toBe(final);
}

test("German checkout: login offered, the contact section pointed to, a typed email counts", () => {
  test.setTimeout(JOURNEY_TIMEOUT);
  return contactJourney("de");
});
test("English checkout: login offered, the contact section pointed to, a typed email counts", () => {
  test.setTimeout(JOURNEY_TIMEOUT);
  return contactJourney("en");
});
