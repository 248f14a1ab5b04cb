/**
 * The sandbox payment journey in both languages: a basket payment created through the API,
 * its hosted test page, the shopper's choice (paid, failed), and the /mollie-payment return
 * page in each state (open, not completed, and on to the return path when paid).
 */
import type { Page } from "@playwright/test";
import { baseUrl, landOn, openPage, visit } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";

/** Esstisch Eske: a product of the demo catalog with stock. */
const TABLE_ID = 1012;

type Words = {
  locale: "de" | "en";
  home: string;
  title: string;
  notice: string;
  paid: string;
  failed: string;
  submit: string;
  open: string;
  continueToPayment: string;
  checkAgain: string;
  notCompleted: string;
  declined: string;
  backToCheckout: string;
};

const GERMAN: Words = {
  locale: "de",
  home: "/",
  title: "Testzahlung",
  notice: "Dies ist eine Testzahlungsseite der Sandbox des Shops. Es wird kein echtes Geld bewegt.",
  paid: "Bezahlt",
  failed: "Fehlgeschlagen",
  submit: "Testzahlung abschließen",
  open: "Zahlung abschließen",
  continueToPayment: "Weiter zur Zahlung",
  checkAgain: "Zahlungsstatus erneut prüfen",
  notCompleted: "Zahlung nicht abgeschlossen",
  declined: "Die Zahlung wurde abgelehnt. Es wurde kein Geld abgebucht.",
  backToCheckout: "Zurück zur Kasse und erneut versuchen",
};

const ENGLISH: Words = {
  locale: "en",
  home: "/en",
  title: "Test payment",
  notice: "This is a test payment page of the shop's sandbox. No real money is moved.",
  paid: "Paid",
  failed: "Failed",
  submit: "Complete test payment",
  open: "Complete your payment",
  continueToPayment: "Continue to payment",
  checkAgain: "Check the payment status again",
  notCompleted: "Payment not completed",
  declined: "The payment was declined. No money has been taken.",
  backToCheckout: "Back to checkout and try again",
};

type PaymentAnswer = { id: string; checkoutUrl: string; status: string };

/** Calls an operation from inside the browser's session (its cookies), with the session's CSRF token. */
async function api<T>(page: Page, words: Words, operation: string, payload: unknown): Promise<T> {
  const session = await page.request.get(`${baseUrl}/api/getSession`);
  const token = session.headers()["x-csrf-token"] ?? "";
  const answer = await page.request.post(`${baseUrl}/api/${operation}`, {
    data: payload,
    headers: { "sec-fetch-site": "same-origin", "x-csrf-token": token, "x-locale": words.locale },
  });
  const body = (await answer.json()) as { data?: T; error?: unknown };
  if (!answer.ok()) throw new Error(`${operation} failed: ${JSON.stringify(body.error)}`);
  return body.data as T;
}

async function basketPayment(page: Page, words: Words): Promise<PaymentAnswer> {
  const product = await api<{ variations: { id: number }[] }>(page, words, "getProduct", { itemId: TABLE_ID });
  const variationId = product.variations[0]?.id;
  await api(page, words, "doAddCartItem", { productId: variationId, quantity: 1 });
  return api<PaymentAnswer>(page, words, "doCreateMolliePaymentFromBasket", {
    options: { methodId: 6003, returnPath: words.home },
  });
}

async function journey(words: Words) {
  const page = await openPage({ locale: words.locale === "de" ? "de-DE" : "en-GB" });
  await visit(page, words.home);

  // Paid: the hosted test page, clearly a test, then back through /mollie-payment to the return path.
  const first = await basketPayment(page, words);
  expect(first.checkoutUrl).toBe(`${words.locale === "de" ? "" : "/en"}/sandbox-payment/${first.id}`);
  await visit(page, first.checkoutUrl);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(words.title);
  await page.getByText(words.notice).waitFor();
  await page.getByRole("radio", { name: words.paid }).check();
  await page.getByRole("button", { name: words.submit }).click();
  await landOn(page, words.home);

  // A payment not yet completed: the return page leads on to the hosted page by a link.
  const second = await basketPayment(page, words);
  const returnPage = `${words.home === "/" ? "" : words.home}/mollie-payment?paymentId=${second.id}`;
  await visit(page, returnPage);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(words.open);
  expect(await page.getByRole("link", { name: words.checkAgain }).getAttribute("href")).toBe(returnPage);
  await page.getByRole("link", { name: words.continueToPayment }).click();
  await landOn(page, second.checkoutUrl);

  // Failed: the return page says so and leads back to the checkout.
  await page.getByRole("radio", { name: words.failed }).check();
  await page.getByRole("button", { name: words.submit }).click();
  await landOn(page, `${words.home === "/" ? "" : words.home}/mollie-payment`);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(words.notCompleted);
  expect(await page.getByRole("alert").filter({ hasText: words.declined }).count()).toBe(1);
  expect(await page.getByRole("link", { name: words.backToCheckout }).getAttribute("href")).toBe(
    `${words.home === "/" ? "" : words.home}/checkout`,
  );
  await page.context().close();
}

test("a sandbox payment is paid, shown open and failed, in German", () => {
  test.setTimeout(120_000);
  return journey(GERMAN);
});

test("a sandbox payment is paid, shown open and failed, in English", () => {
  test.setTimeout(120_000);
  return journey(ENGLISH);
});
