/**
 * The newsletter form submitted before its ALTCHA proof of work is done (issue 12 item 6): the
 * submission waits for the check (the button shows busy) and then goes through, instead of
 * the server refusing it with "the human check did not succeed". The shop of its own makes
 * the proof slow (ALTCHA_MAX_NUMBER), so the visitor is certainly faster than the check.
 */
import { uniqueEmail } from "./harness/accounts.ts";
import { checkA11y } from "./harness/axe.ts";
import { openPage, visit, waitForHydration } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";
import { startSmallShop } from "./harness/order-shop.ts";
import type { ShopServer } from "./harness/shop-server.ts";

/** Six times the default work: several seconds in a browser on this machine. */
const SLOW_PROOF = "600000";

let shop: ShopServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  shop = await startSmallShop({ ALTCHA_MAX_NUMBER: SLOW_PROOF });
});

test.afterAll(async () => {
  await shop?.stop();
});

type Words = {
  path: string;
  email: string;
  consent: RegExp;
  submit: string;
  sending: string;
  running: string;
  success: RegExp;
  refused: string;
};

const GERMAN: Words = {
  path: "/newsletter",
  email: "E-Mail",
  consent: /Ich möchte den Newsletter erhalten/,
  submit: "Abonnieren",
  sending: "Wird angemeldet…",
  running: "Menschlichkeitsprüfung läuft…",
  success: /Bitte sehen Sie in Ihr Postfach/,
  refused: "Die Menschlichkeitsprüfung ist nicht gelungen. Bitte versuchen Sie es erneut.",
};

const ENGLISH: Words = {
  path: "/en/newsletter",
  email: "Email",
  consent: /I would like to receive the newsletter/,
  submit: "Subscribe",
  sending: "Subscribing…",
  running: "Checking that you are human…",
  success: /Please check your inbox/,
  refused: "The human check did not succeed. Please try again.",
};

async function submitsBeforeTheCheckIsDone(words: Words): Promise<void> {
  if (!shop) throw new Error("the shop with the slow proof of work did not start");
  const page = await openPage({ baseURL: shop.url });
  await visit(page, words.path);
  await waitForHydration(page);
  await page.getByRole("textbox", { name: words.email, exact: true }).fill(uniqueEmail());
  await page.getByRole("checkbox", { name: words.consent }).check();
  const running = page.getByRole("status").getByText(words.running, { exact: true });
  // The visitor is faster than the proof of work.
  expect(await running.count()).toBe(1);
  await page.getByRole("button", { name: words.submit, exact: true }).click();

  // The submission waits: the button is busy while the check still runs.
  const waiting = page.getByRole("button", { name: words.sending, exact: true });
  expect(await waiting.getAttribute("aria-busy")).toBe("true");
  expect(await waiting.isDisabled()).toBe(true);
  expect(await running.count()).toBe(1);
  await checkA11y(page);

  // ... and goes through once the proof is ready, without blaming the visitor.
  const success = page.getByText(words.success);
  await success
    .or(page.getByText(words.refused, { exact: true }))
    .first()
    .waitFor({ timeout: 45_000 });
  expect(await page.getByText(words.refused, { exact: true }).count()).toBe(0);
  await success.waitFor();
  await checkA11y(page);
}

test("German: submitted before the proof of work is done, the sign-up waits for it and goes through", () =>
  submitsBeforeTheCheckIsDone(GERMAN));

test("English: submitted before the proof of work is done, the sign-up waits for it and goes through", () =>
  submitsBeforeTheCheckIsDone(ENGLISH));
