/**
 * The newsletter form with Cloudflare Turnstile configured, on a shop of its own whose
 * TURNSTILE_SCRIPT_URL and TURNSTILE_VERIFY_URL point at the fake (tests/fakes/turnstile-server.ts):
 * the form loads Turnstile's script (allowed by the CSP only in this configuration) instead of
 * the ALTCHA widget, and the server checks the token at siteverify.
 */
import { startFakeTurnstile, type FakeTurnstile } from "../fakes/turnstile-server.ts";
import { uniqueEmail } from "./harness/accounts.ts";
import { checkA11y } from "./harness/axe.ts";
import { openPage, visit, waitForHydration } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";
import { startSmallShop } from "./harness/order-shop.ts";
import type { ShopServer } from "./harness/shop-server.ts";

let fake: FakeTurnstile | undefined;
let shop: ShopServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fake = await startFakeTurnstile();
  shop = await startSmallShop({
    TURNSTILE_SITE_KEY: fake.siteKey,
    TURNSTILE_SECRET: fake.secret,
    TURNSTILE_SCRIPT_URL: fake.scriptUrl,
    TURNSTILE_VERIFY_URL: fake.verifyUrl,
  });
});

test.afterAll(async () => {
  await shop?.stop();
  await fake?.close();
});

test("without consent to 'Functional' the form uses ALTCHA and nothing of Cloudflare loads", async () => {
  if (!shop || !fake) throw new Error("the Turnstile shop did not start");
  const page = await openPage({ baseURL: shop.url });
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await visit(page, "/en/newsletter");
  await waitForHydration(page);
  // The banner asks: Turnstile is a service of the 'Functional' group.
  const banner = page.getByRole("dialog", { name: "We respect your privacy" });
  await banner.getByRole("button", { name: "Reject all", exact: true }).click();
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(uniqueEmail());
  await page.getByRole("checkbox", { name: /I would like to receive the newsletter/ }).check();
  await page.getByRole("status").getByText("Human check done.", { exact: true }).waitFor({ timeout: 15_000 });
  const asked = fake.requests.length;
  await page.getByRole("button", { name: "Subscribe" }).click();
  await page.getByText(/Please check your inbox/).waitFor();
  expect(requests.filter((url) => new URL(url).origin !== new URL(shop!.url).origin)).toEqual([]);
  expect(fake.requests).toHaveLength(asked);
});

test("with Turnstile configured and allowed the form uses Turnstile, not ALTCHA, and the server checks the token", async () => {
  if (!shop || !fake) throw new Error("the Turnstile shop did not start");
  const page = await openPage({ baseURL: shop.url });
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await visit(page, "/en/newsletter");
  await waitForHydration(page);
  const banner = page.getByRole("dialog", { name: "We respect your privacy" });
  await banner.getByRole("button", { name: "Accept all", exact: true }).click();
  // The field chose its check before the choice: the page again, now with consent.
  requests.length = 0;
  await visit(page, "/en/newsletter");
  await waitForHydration(page);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(uniqueEmail());
  await page.getByRole("checkbox", { name: /I would like to receive the newsletter/ }).check();
  await page.getByRole("checkbox", { name: "Verify you are human" }).check();
  await page.getByRole("status").getByText("Human check done.", { exact: true }).waitFor();
  await checkA11y(page);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await page.getByText(/Please check your inbox/).waitFor();

  expect(requests.some((url) => url.startsWith(fake!.scriptUrl))).toBe(true);
  expect(requests.filter((url) => /altcha|\/sha-/.test(url))).toEqual([]);
  expect(fake.requests.at(-1)).toMatchObject({ secret: fake.secret, remoteip: "127.0.0.1" });
});
