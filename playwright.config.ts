import { defineConfig } from "@playwright/test";
import { E2E_CHROMIUM_ARGS, findChromium } from "./scripts/chromium.ts";

/**
 * End-to-end tests (npm run test:e2e, docs/testing.md): Playwright's test runner with
 * Debian's Chromium (never a downloaded browser: scripts/chromium.ts). The global setup
 * starts one seeded shop for all files and hands its address to the workers through
 * process.env; the fixtures (tests/e2e/harness/fixtures.ts) give each test its pages.
 */
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "*.test.ts",
  globalSetup: "./tests/e2e/harness/global-setup.ts",
  // Two cores: one worker drives the browser while the other waits on the server.
  workers: 2,
  // Tests of a file run in order in one worker, as they did under vitest; files run in parallel.
  fullyParallel: false,
  // One more try for a failed test: on a busy 2-core machine a wait sometimes runs out although
  // the shop is right. A test that passes only on its retry is listed as flaky at the end of the
  // run (the list reporter's summary), so it gets fixed, not forgotten.
  retries: 1,
  timeout: 60_000,
  // expect's and expect.poll's waits: the same 20 s as the browser's (actionTimeout below).
  expect: { timeout: 20_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  // Traces of failed runs (the retry of a failed test), opened with `npx playwright show-trace`.
  outputDir: "test-results/e2e",
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // A German browser in Berlin by default, like most shoppers, while the shop's server runs in
    // UTC: a date the server and the browser format in their own zones differs around midnight
    // and breaks hydration.
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
    // Shorter than the test timeout, so a missing element fails with Playwright's own message;
    // long enough for a busy 2-core CI run, where a list loading after a click once took over
    // 10 s (the editor's version history) while both workers drove the browser.
    actionTimeout: 20_000,
    navigationTimeout: 20_000,
    trace: "on-first-retry",
    // The service worker (docs/pwa.md) is its own test's subject (pwa.test.ts, which allows it):
    // elsewhere a worker a page registered would keep running into the next test's requests.
    serviceWorkers: "block",
    launchOptions: { executablePath: findChromium() ?? undefined, args: E2E_CHROMIUM_ARGS },
  },
});
