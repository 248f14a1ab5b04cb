/**
 * The browser side of the e2e tests: `openPage()` gives a page in a fresh context that
 * fails its test on any console error or uncaught page error (as the `page` fixture does,
 * fixtures.ts), and `visit()` navigates and runs the axe check that every visited page
 * must pass.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page, Response } from "@playwright/test";
import { checkA11y, isScriptless, markScriptless } from "./axe.ts";
import { ENV } from "./env.ts";

/**
 * The shared shop's address. Empty while Playwright's runner lists the tests (it loads the
 * files before the global setup runs); set in the workers, which start after it.
 */
export const baseUrl = process.env[ENV.baseUrl] ?? "";

const expectedFailuresOf = new WeakMap<Page, Set<string>>();

/** React's production hydration errors (https://react.dev/errors/418 and its siblings). */
const HYDRATION_ERROR = /Minified React error #(418|419|422|423|425)\b/;

/**
 * For a test that makes a request fail on purpose (page.route answering 503 or aborting):
 * Chromium's "Failed to load resource" for this address does not fail the test. Anything
 * else the page logs as an error still does.
 */
export function expectFailedRequest(page: Page, path: string): void {
  const expected = expectedFailuresOf.get(page);
  if (!expected) throw new Error("expectFailedRequest needs a page of the test's fixtures (page, openPage())");
  expected.add(new URL(path, page.url() === "about:blank" ? baseUrl : page.url()).href);
}

/**
 * Collects what fails the test from `page`: console messages of type "error" and uncaught
 * page errors (a hydration mismatch is one: React reports "Minified React error #418"
 * through window.reportError). The fixtures (fixtures.ts) watch every page of a test and
 * fail it at its end when `errors` is not empty.
 */
export function watchPage(page: Page, errors: string[]): void {
  // Chromium logs every 4xx answer as "Failed to load resource". Two kinds are answers
  // by design, not failures: a page the test navigated to (the 404 page; the test asserts
  // its status) and a refused form submission (house style: form errors come back as
  // data with their 4xx status, e.g. 400 invalid data, 401 wrong password). Any other
  // failing request (script, loader data, manifest, any 5xx) still fails the test.
  const expectedFailures = new Set<string>();
  expectedFailuresOf.set(page, expectedFailures);
  page.on("response", (response) => {
    const request = response.request();
    const status = response.status();
    const refusedForm = status >= 400 && status < 500 && request.method() === "POST";
    if ((status >= 400 && status < 500 && request.isNavigationRequest()) || refusedForm) {
      expectedFailures.add(response.url());
    }
  });
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    // "Failed to load resource" names no address in its text; the location does.
    const source = message.location().url;
    if (expectedFailures.has(source) && message.text().startsWith("Failed to load resource")) return;
    errors.push(`console.error on ${page.url()}: ${message.text()}${source ? ` (source: ${source})` : ""}`);
  });
  page.on("pageerror", (error) => {
    const kind = HYDRATION_ERROR.test(error.message)
      ? "hydration mismatch (server and browser rendered differently)"
      : "uncaught error";
    errors.push(`${kind} at ${page.url()}: ${error.stack ?? error.message}`);
  });
}

/** The running test's browser, its extra contexts and the errors its pages reported (fixtures.ts). */
type PageSession = { browser: Browser; contexts: BrowserContext[]; errors: string[] };
let session: PageSession | null = null;

/** Set by the fixtures for the duration of one test; `null` after it. */
export function setPageSession(current: PageSession | null): void {
  session = current;
}

/**
 * A page in a new browser context of the running test's browser, for a test that needs one
 * with other options than the `page` fixture's (another locale, viewport, shop, no
 * JavaScript) or a second shopper. Same defaults as the config's `use`: a German browser in
 * Berlin on the shared shop. Its console errors fail the test like the `page` fixture's; the
 * fixtures close the context when the test ends.
 */
export async function openPage(options: BrowserContextOptions = {}): Promise<Page> {
  if (!session) throw new Error("openPage() works inside a test (tests/e2e/harness/fixtures.ts)");
  const { browser, contexts, errors } = session;
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
    // As playwright.config.ts: the service worker only where a test asks for it (pwa.test.ts).
    serviceWorkers: "block",
    ...options,
  });
  contexts.push(context);
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  if (options.javaScriptEnabled === false) markScriptless(page);
  watchPage(page, errors);
  return page;
}

/** Navigates (following redirects), then runs the axe check on the page it lands on. */
export async function visit(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await checkA11y(page);
  return response;
}

/** The path and query of the page's current address, for comparing with expected targets. */
export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** Waits until the page shows `path` (navigations after a click are asynchronous). */
export async function waitForPath(page: Page, path: string): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname + url.search === path);
  } catch {
    throw new Error(`Expected to land on ${path}, but the page is at ${currentPath(page)}`);
  }
}

/** After a click or a form submission: waits for the new address, then checks the page. */
export async function landOn(page: Page, path: string): Promise<void> {
  await waitForPath(page, path);
  await page.waitForLoadState();
  // A client-side navigation changes the address before React commits the new page, and a
  // busy machine (or a chunk still loading) can hold the commit back for seconds. The root
  // marks <body> with the address it rendered; once that is `path`, two frames later the
  // page is on screen. (Without JavaScript every landing is a full page load, and frames
  // would never be delivered to page code.)
  if (!isScriptless(page)) {
    await page.waitForFunction((want) => document.body.dataset.renderedPath === want, path);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  await checkA11y(page);
}

/**
 * Waits until React has hydrated the document. Needed before interacting with
 * behaviour added by effects (Esc closing the menu): the mount effects also reset such
 * state, so an interaction before them would race with the hydration.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith("__reactProps")));
  // Passive effects run in a task after the hydration commit; let that task run.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
}
