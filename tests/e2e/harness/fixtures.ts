/**
 * The e2e tests' `test` and `expect`: Playwright's, with these fixtures.
 * - `page`: Playwright's page (a German browser in Berlin on the shared shop,
 *   playwright.config.ts `use`) whose console errors and uncaught page errors fail the test.
 * - `openPage()` (browser.ts) works in every test: further pages with other context options,
 *   watched the same way; their contexts are closed when the test ends.
 * - `customer`: the `page`, logged in as a customer just registered through the real form.
 * - `operator`: the `page`, logged in to the editor as the shared shop's demo operator, in
 *   edit mode on `operatorStart` (English home page unless a file says otherwise).
 * - Every test fails on a console.error of the test process itself, as the vitest suites do
 *   (tests/fail-on-console-error.ts).
 */
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import { registerCustomer } from "./accounts.ts";
import { setPageSession, watchPage } from "./browser.ts";
import { logInToEditor } from "./operator.ts";

type Fixtures = {
  /** The errors the test's pages reported; checked (and the extra contexts closed) at its end. */
  browserErrors: string[];
  failOnConsoleError: void;
  customer: { page: Page; email: string };
  operatorStart: { locale: "de" | "en"; target: string };
  operator: Page;
};

export const test = base.extend<Fixtures>({
  browserErrors: [
    async ({ browser }, use) => {
      const errors: string[] = [];
      const session = { browser, contexts: [] as BrowserContext[], errors };
      setPageSession(session);
      try {
        await use(errors);
      } finally {
        setPageSession(null);
        await Promise.all(session.contexts.map((context) => context.close()));
      }
      if (errors.length > 0) throw new Error(`The browser reported errors:\n${errors.join("\n")}`);
    },
    { auto: true },
  ],
  failOnConsoleError: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const calls: unknown[][] = [];
      const original = console.error;
      console.error = (...args: unknown[]) => calls.push(args);
      try {
        await use();
      } finally {
        console.error = original;
      }
      if (calls.length > 0) {
        const messages = calls.map((args) => args.map(String).join(" ")).join("\n");
        throw new Error(`console.error was called during the test:\n${messages}`);
      }
    },
    { auto: true },
  ],
  page: async ({ page, browserErrors }, use) => {
    watchPage(page, browserErrors);
    await use(page);
  },
  customer: async ({ page }, use) => {
    const email = await registerCustomer(page);
    await use({ page, email });
  },
  operatorStart: [{ locale: "en", target: "/en" }, { option: true }],
  operator: async ({ page, operatorStart }, use) => {
    await logInToEditor(page, operatorStart.locale, operatorStart.target);
    await use(page);
  },
});

export { expect };
