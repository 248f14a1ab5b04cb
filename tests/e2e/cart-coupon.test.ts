/**
 * The cart page's coupon form and delivery-country select, in both languages: a wrong code
 * is refused beside the field, WILLKOMMEN10 (10 % for new customers) lowers the total, the
 * coupon is removed again, and Austria as delivery country changes the VAT line (19 % ->
 * 20 %). Without JavaScript the coupon form posts to the cart route.
 */
import type { Page } from "@playwright/test";
import { checkA11y } from "./harness/axe.ts";
import { openPage, visit, waitForHydration } from "./harness/browser.ts";
import { addToCartThroughApi } from "./harness/checkout.ts";
import { expect, test } from "./harness/fixtures.ts";
import { productData } from "./harness/product.ts";

/** Couchtisch Halden, a product of the demo catalog. */
const TABLE_ID = 1018;
const JOURNEY_TIMEOUT = 120_000;

type Words = {
  locale: "de" | "en";
  cartPath: string;
  codeLabel: string;
  apply: string;
  remove: string;
  applied: string;
  invalid: string;
  discount: string;
  total: string;
  countryLabel: string;
  austria: string;
  vat: (rate: number) => string;
};

const GERMAN: Words = {
  locale: "de",
  cartPath: "/cart",
  codeLabel: "Gutscheincode",
  apply: "Einlösen",
  remove: "Gutschein entfernen",
  applied: "Gutschein WILLKOMMEN10 eingelöst",
  invalid: "Der Gutschein konnte nicht eingelöst werden.",
  discount: "Gutscheinrabatt",
  total: "Gesamtsumme",
  countryLabel: "Lieferland",
  austria: "Österreich",
  vat: (rate) => `inkl. MwSt. ${rate} %`,
};

const ENGLISH: Words = {
  locale: "en",
  cartPath: "/en/cart",
  codeLabel: "Coupon code",
  apply: "Apply",
  remove: "Remove coupon",
  applied: "Coupon WILLKOMMEN10 applied",
  invalid: "The coupon could not be redeemed. The code is invalid or has already been used.",
  discount: "Coupon discount",
  total: "Total",
  countryLabel: "Delivery country",
  austria: "Austria",
  vat: (rate) => `incl. VAT ${rate} %`,
};

/** The amount in a totals row, as cents (both languages write 1.234,56 € or €1,234.56). */
async function rowCents(page: Page, label: string): Promise<number | null> {
  const row = page.locator("dl > div").filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) });
  if ((await row.count()) === 0) return null;
  const digits = ((await row.locator("dd").textContent()) ?? "").replace(/\D/g, "");
  return Number(digits);
}

async function couponJourney(words: Words): Promise<void> {
  const page = await openPage();
  const product = await productData(TABLE_ID, words.locale);
  await addToCartThroughApi(page, product.mainVariationId);
  await visit(page, words.cartPath);
  await waitForHydration(page);
  const before = await rowCents(page, words.total);
  expect(before).toBeGreaterThan(0);
  expect(await rowCents(page, words.discount)).toBeNull();

  // A wrong code: refused beside the field, nothing changes.
  const field = page.getByRole("textbox", { name: words.codeLabel });
  await field.fill("GIBTESNICHT");
  await page.getByRole("button", { name: words.apply, exact: true }).click();
  await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");
  const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
  expect(await page.locator(`[id="${describedBy}"]`).textContent()).toContain(words.invalid);
  expect(await rowCents(page, words.total)).toBe(before);
  // A second try: still only at the field, never piled up as notices over the page.
  await page.getByRole("button", { name: words.apply, exact: true }).click();
  await page.waitForLoadState("networkidle");
  const notifications = page.getByRole("region", {
    name: words.locale === "de" ? "Benachrichtigungen" : "Notifications",
  });
  expect(await notifications.getByRole("alert").count()).toBe(0);
  await checkA11y(page);

  // WILLKOMMEN10: 10 % off for a new customer.
  await field.fill("willkommen10");
  await page.getByRole("button", { name: words.apply, exact: true }).click();
  await page.getByText(words.applied).waitFor();
  await expect.poll(() => rowCents(page, words.discount)).toBeGreaterThan(0);
  const after = await rowCents(page, words.total);
  expect(after).toBeLessThan(before ?? 0);
  expect((before ?? 0) - (after ?? 0)).toBe(await rowCents(page, words.discount));
  await checkA11y(page);

  await page.getByRole("button", { name: words.remove }).click();
  await page.getByRole("textbox", { name: words.codeLabel }).waitFor();
  await expect.poll(() => rowCents(page, words.discount)).toBeNull();
  expect(await rowCents(page, words.total)).toBe(before);

  // Austria: the cart is priced with Austrian VAT.
  expect(await page.getByText(words.vat(19)).count()).toBe(1);
  await page.getByRole("combobox", { name: words.countryLabel }).selectOption({ label: words.austria });
  await page.getByText(words.vat(20)).waitFor();
  expect(await page.getByText(words.vat(19)).count()).toBe(0);
  await checkA11y(page);
}

test("German cart: coupon refused, applied, removed; delivery to Austria", () => {
  test.setTimeout(JOURNEY_TIMEOUT);
  return couponJourney(GERMAN);
});
test("English cart: coupon refused, applied, removed; delivery to Austria", () => {
  test.setTimeout(JOURNEY_TIMEOUT);
  return couponJourney(ENGLISH);
});

test("without JavaScript the coupon form posts to the cart page", async () => {
  test.setTimeout(JOURNEY_TIMEOUT);
  const product = await productData(TABLE_ID, "en");
  const page = await openPage({ javaScriptEnabled: false });
  await addToCartThroughApi(page, product.mainVariationId);
  await visit(page, ENGLISH.cartPath);
  const field = page.getByRole("textbox", { name: ENGLISH.codeLabel });
  await field.fill("GIBTESNICHT");
  await page.getByRole("button", { name: ENGLISH.apply, exact: true }).click();
  await page.waitForLoadState();
  const refused = page.getByRole("textbox", { name: ENGLISH.codeLabel });
  expect(await refused.getAttribute("aria-invalid")).toBe("true");
  const describedBy = (await refused.getAttribute("aria-describedby")) ?? "";
  expect(await page.locator(`[id="${describedBy}"]`).textContent()).toContain(ENGLISH.invalid);
  await checkA11y(page);

  await refused.fill("WILLKOMMEN10");
  await page.getByRole("button", { name: ENGLISH.apply, exact: true }).click();
  await page.getByText(ENGLISH.applied).waitFor();
  expect(await rowCents(page, ENGLISH.discount)).toBeGreaterThan(0);
  await page.getByRole("button", { name: ENGLISH.remove }).click();
  await page.getByRole("textbox", { name: ENGLISH.codeLabel }).waitFor();
  expect(await rowCents(page, ENGLISH.discount)).toBeNull();
  await checkA11y(page);
});
