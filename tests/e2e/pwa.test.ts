/**
 * The installable web app (docs/pwa.md; issue 17 section 4): the manifest per language with its
 * icons, Chromium's installability check (what Lighthouse's check asked the browser), the
 * service worker `/sw.js` with scope `/`, and offline: a page seen before comes from the cache,
 * a page never seen shows the offline notice in its language; the install offer in the footer and
 * the account overview. axe on the offline page and the offer.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { E2E_CHROMIUM_ARGS, findChromium } from "../../scripts/chromium.ts";
import { provided } from "./harness/env.ts";
import { registerCustomer, uniqueEmail } from "./harness/accounts.ts";
import { startSeededShop } from "./harness/seeded-shop.ts";
import { checkA11y } from "./harness/axe.ts";
import { openPage, visit, waitForHydration } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";

/** Until the service worker controls the page (it claims the page once it is active). */
async function controlledByServiceWorker(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve));
    }
    return registration.scope;
  });
}

// This file's subject: the configuration blocks service workers for every other test.
test.use({ serviceWorkers: "allow" });

test("the manifest names the app per language, its icons exist, and Chromium finds the shop installable", async ({
  page,
}) => {
  await visit(page, "/");
  await waitForHydration(page);
  expect(await page.locator('link[rel="manifest"]').getAttribute("href")).toBe("/manifest.webmanifest");
  expect(await page.locator('meta[name="theme-color"]').getAttribute("content")).toMatch(/^#[0-9a-f]{6}$/i);
  const german = await page.request.get("/manifest.webmanifest");
  expect(german.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = (await german.json()) as Record<string, unknown> & { icons: { src: string; purpose: string }[] };
  expect(manifest).toMatchObject({ name: "Nordlicht Home & Tech", display: "standalone", start_url: "/", lang: "de" });
  expect(manifest.icons.map((icon) => icon.purpose)).toEqual(["any", "any", "maskable"]);
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.headers()["content-type"]).toBe("image/png");
  }
  const english = (await (await page.request.get("/en/manifest.webmanifest")).json()) as Record<string, unknown>;
  expect(english).toMatchObject({ start_url: "/en", lang: "en", description: "Home, living and electronics" });

  expect(await controlledByServiceWorker(page)).toMatch(/\/$/);

  // Chromium's own check (Lighthouse's installability audit asked it the same), in a browser
  // profile of its own: the test's contexts are incognito, where nothing can be installed.
  const profile = await mkdtemp(path.join(tmpdir(), "pwa-profile-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium() ?? undefined,
    args: E2E_CHROMIUM_ARGS,
    baseURL: provided("baseUrl"),
  });
  try {
    const installable = context.pages()[0] ?? (await context.newPage());
    await installable.goto("/");
    await controlledByServiceWorker(installable);
    const cdp = await context.newCDPSession(installable);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

/** What a page offline cannot help reporting: requests that cannot reach the shop. */
const OFFLINE_FAILURE =
  /Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)|Failed to fetch manifest patches TypeError: Failed to fetch/;

test("offline: a page seen before comes from the cache, another one shows the offline notice in its language", async ({
  browserErrors,
}) => {
  const page = await openPage({ serviceWorkers: "allow" });
  await visit(page, "/wohnen");
  await waitForHydration(page);
  await controlledByServiceWorker(page);
  // With the worker in the way, answers keep their status and redirects still lead on.
  expect((await page.goto("/gibt-es-nicht"))?.status()).toBe(404);
  await page.goto("/en/does-not-exist");
  await page.getByRole("heading", { level: 1, name: "Page Not Found" }).waitFor();
  // Seen while the worker runs, every image of it too (scrolled through): kept for offline.
  await visit(page, "/wohnen");
  await waitForHydration(page);
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(50);
  }
  await page.waitForLoadState("networkidle");
  const before = browserErrors.length;
  await page.context().setOffline(true);
  try {
    await page.goto("/wohnen");
    await page.getByRole("heading", { level: 1, name: "Wohnen" }).waitFor();
    await page.goto("/esstisch-eske_1012");
    await page.getByRole("heading", { level: 1, name: "Sie sind offline" }).waitFor();
    await page.getByText("Diese Seite ist ohne Internetverbindung nicht verfügbar.", { exact: false }).waitFor();
    await page.goto("/en/eske-dining-table_1012");
    await page.getByRole("heading", { level: 1, name: "You are offline" }).waitFor();
    // A link followed offline (a client-side navigation) ends on the same notice, not an error page.
    await page.goto("/wohnen");
    await waitForHydration(page);
    await page
      .getByRole("link", { name: /Esstisch Eske/ })
      .first()
      .click();
    await page.getByRole("heading", { level: 1, name: "Sie sind offline" }).waitFor();
  } finally {
    await page.context().setOffline(false);
  }
  // Offline, the pages' own requests (the visitor, route discovery, chunks of links) fail, as
  // they must; anything else (a hydration mismatch, an uncaught error) still fails the test.
  const offline = browserErrors.splice(before);
  browserErrors.push(...offline.filter((error) => !OFFLINE_FAILURE.test(error)));
  await visit(page, "/offline");
  await checkA11y(page);
  await visit(page, "/en/offline");
  await page.getByText("Pages you have already visited can still be opened.").waitFor();
  await checkA11y(page);
});

test("when the browser offers the install, 'Install as app' shows in the footer and the account overview, and asks once", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A shop of its own: registrations are limited per IP an hour, and the shared shop's are
  // counted out by the files that register on it.
  const shop = await startSeededShop();
  try {
    await registerCustomer(page, uniqueEmail(), shop.url);
    await offerInstall(page);
  } finally {
    await shop.stop();
  }
});

/** The account overview and footer before and after the browser offers the install. */
async function offerInstall(page: Page) {
  await waitForHydration(page);
  const account = page.getByRole("main");
  const footer = page.getByRole("contentinfo");
  // Nothing is offered yet: no button, and the account's sentence stays hidden.
  await expect(account.getByText("Install the shop as an app on this device")).toBeHidden();
  expect(await page.getByRole("button", { name: "Install as app" }).count()).toBe(0);
  // The browser's offer (Chromium fires beforeinstallprompt only for an installable site in a
  // profile that may install; the event is made here with the same interface).
  await page.evaluate(() => {
    const offer = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: () => {
        (window as unknown as { prompted: number }).prompted =
          ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: "accepted", platform: "web" }),
    });
    window.dispatchEvent(offer);
  });
  await expect(account.getByText("Install the shop as an app on this device")).toBeVisible();
  await expect(footer.getByRole("button", { name: "Install as app" })).toBeVisible();
  await checkA11y(page);
  await account.getByRole("button", { name: "Install as app" }).click();
  // The offer is used up: both buttons go, and the browser was asked once.
  await expect(page.getByRole("button", { name: "Install as app" })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
}
