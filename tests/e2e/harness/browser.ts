/**
 * The browser side of the e2e tests: `openPage()` gives a page in a fresh context that
 * fails its test on any console error or uncaught page error, and `visit()` navigates
 * and runs the axe check that every visited page must pass.
 */
import { chromium, type Browser, type BrowserContextOptions, type Page, type Response } from "playwright-core";
import { afterAll, inject, onTestFinished } from "vitest";
import { checkA11y, isScriptless, markScriptless } from "./axe.ts";

export const baseUrl = inject("baseUrl");

let browser: Promise<Browser> | null = null;

function connectedBrowser(): Promise<Browser> {
  browser ??= chromium.connect(inject("browserWsEndpoint"));
  return browser;
}

// One connection per test file; left open it would keep the worker alive.
afterAll(async () => {
  if (browser) await (await browser).close();
  browser = null;
});

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
  if (!expected) throw new Error("expectFailedRequest needs a page from openPage()");
  expected.add(new URL(path, page.url() === "about:blank" ? baseUrl : page.url()).href);
}

/**
 * A page in a new browser context: a German browser in Berlin by default, like most shoppers,
 * while the shop's server runs in UTC, so a date the server and the browser format in their
 * own zones differs around midnight and breaks hydration. Console messages of type "error"
 * and uncaught page errors (a hydration mismatch is one: React reports "Minified React error
 * #418" through window.reportError) fail the current test.
 */
export async function openPage(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await (
    await connectedBrowser()
  ).newContext({
    baseURL: baseUrl,
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
    ...options,
  });
  // Shorter than the test timeout, so a missing element fails with Playwright's own message;
  // long enough for a busy 2-core CI run, where a list loading after a click once took over
  // 10 s (the editor's version history) while both workers drove the browser.
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  if (options.javaScriptEnabled === false) markScriptless(page);
  const errors: string[] = [];
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
  onTestFinished(async () => {
    await context.close();
    if (errors.length > 0) throw new Error(`The browser reported errors:\n${errors.join("\n")}`);
  });
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
