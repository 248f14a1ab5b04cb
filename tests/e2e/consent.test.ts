/**
 * Cookie consent that gates (docs/consent.md; issue 17 section 1), on a shop of its own with
 * Matomo set up (the fake, tests/fakes/matomo-server.ts, on another origin): a first visit
 * requests nothing but the shop's own files and sets no cookie but the shop's; the banner's
 * three buttons are equal; 'Reject all' keeps the tracker out and is recorded; 'Cookie
 * settings' in the footer reopens the choice, and accepting 'Marketing' there starts the
 * tracker, which then reports the cart's events. axe on the banner and the settings.
 */
import { startFakeMatomo, type FakeMatomo } from "../fakes/matomo-server.ts";
import { checkA11y } from "./harness/axe.ts";
import { openPage, visit, waitForHydration } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";
import { startSeededShop } from "./harness/seeded-shop.ts";
import type { ShopServer } from "./harness/shop-server.ts";

let matomo: FakeMatomo | undefined;
let shop: ShopServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  matomo = await startFakeMatomo();
  shop = await startSeededShop({ MATOMO_URL: matomo.url, MATOMO_SITE_ID: "7" });
});

test.afterAll(async () => {
  await shop?.stop();
  await matomo?.close();
});

test("German: a first visit loads nothing of a third party; reject all, then accept marketing in the settings", async () => {
  if (!shop || !matomo) throw new Error("the shop with Matomo did not start");
  const page = await openPage({ baseURL: shop.url, locale: "de-DE" });
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await visit(page, "/");
  await waitForHydration(page);
  const banner = page.getByRole("dialog", { name: "Wir respektieren Ihre Privatsphäre" });
  await banner.waitFor();
  // Nothing of the tracker, nor anything else not the shop's own, before a choice.
  const foreign = () => requests.filter((url) => new URL(url).origin !== new URL(shop!.url).origin);
  expect(foreign()).toEqual([]);
  expect(matomo.requests).toEqual([]);
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name).filter((name) => !["locale", "sid"].includes(name))).toEqual([]);
  // Three buttons of equal weight, nothing ticked in advance.
  const buttons = ["Alle akzeptieren", "Alle ablehnen", "Einstellungen"].map((name) =>
    banner.getByRole("button", { name, exact: true }),
  );
  const looks = await Promise.all(
    buttons.map((button) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element);
        return `${Math.round(element.getBoundingClientRect().height)} ${style.backgroundColor} ${style.color} ${style.fontWeight}`;
      }),
    ),
  );
  expect(new Set(looks).size).toBe(1);
  await checkA11y(page);

  const recorded = page.waitForResponse((response) => response.url().includes("doRecordConsent"));
  await buttons[1]!.click();
  expect((await recorded).status()).toBe(200);
  await expect(banner).toBeHidden();
  const consentCookie = (await page.context().cookies()).find((cookie) => cookie.name === "consent");
  expect(JSON.parse(decodeURIComponent(consentCookie?.value ?? "{}"))).toMatchObject({ categories: ["essentials"] });
  await visit(page, "/wohnen");
  await waitForHydration(page);
  await expect(page.getByRole("dialog", { name: "Wir respektieren Ihre Privatsphäre" })).toBeHidden();
  expect(foreign()).toEqual([]);

  // The footer reopens the choice; marketing accepted there starts the tracker at once.
  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie-Einstellungen" }).click();
  const settings = page.getByRole("dialog", { name: "Cookie-Einstellungen" });
  await settings.waitFor();
  await expect(settings.getByText("Matomo", { exact: true })).toBeAttached();
  await checkA11y(page);
  await settings.getByRole("checkbox", { name: /Marketing und Statistik/ }).check({ force: true });
  await settings.getByRole("button", { name: "Einstellungen speichern" }).click();
  await expect(settings).toBeHidden();
  await expect
    .poll(() => matomo!.requests.some((url) => url.startsWith("/matomo.php?action=trackPageView")))
    .toBe(true);
  expect(matomo.requests).toContain("/matomo.js");
});

test("English: accept all starts the tracker, which reports a cart addition", async () => {
  if (!shop || !matomo) throw new Error("the shop with Matomo did not start");
  const page = await openPage({ baseURL: shop.url, locale: "en-GB" });
  await visit(page, "/en/eske-dining-table_1012");
  await waitForHydration(page);
  const banner = page.getByRole("dialog", { name: "We respect your privacy" });
  await banner.getByRole("button", { name: "Accept all", exact: true }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => matomo!.requests.some((url) => url.includes("trackPageView"))).toBe(true);
  await page.getByRole("button", { name: "Add to cart" }).first().click();
  await expect.poll(() => matomo!.requests.some((url) => /action=trackEvent&a0=cart&a1=add/.test(url))).toBe(true);
});
