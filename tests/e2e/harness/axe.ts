/**
 * The axe check every visited page must pass: WCAG 2.2 AA rules; violations of impact
 * serious or critical fail the test and are listed in its message.
 *
 * axe-core runs directly in the page (axe.run), not through @axe-core/playwright: that
 * wrapper injects the 550 kB script again on every check and finishes each run in a new
 * blank page, which cost 2-5 s per check on this 2-core machine and was most of the e2e
 * step's time (docs/benchmarks.md). Like the wrapper's legacy mode, axe goes into every
 * frame and the top frame's run covers them; only violations are collected (resultTypes).
 */
import axe from "axe-core";
import type { Page } from "@playwright/test";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const BLOCKING_IMPACTS = new Set(["serious", "critical"]);

/** Pages opened with JavaScript disabled (see `snapshotForAxe`). */
const scriptlessPages = new WeakSet<Page>();

export function markScriptless(page: Page): void {
  scriptlessPages.add(page);
}

export function isScriptless(page: Page): boolean {
  return scriptlessPages.has(page);
}

/**
 * With JavaScript disabled Chromium also stops the timers that axe-core needs, so axe
 * never finishes there. Such a page is checked as a snapshot: its current DOM, served at
 * the same address (so the same stylesheets load) in a context where axe can run, with a
 * CSP that keeps the page's own scripts from running and changing it.
 */
async function snapshotForAxe(page: Page): Promise<{ page: Page; close: () => Promise<void> }> {
  const browser = page.context().browser();
  if (!browser) throw new Error("The page has no browser to take an axe snapshot in.");
  const html = await page.content();
  const url = page.url();
  const context = await browser.newContext({ viewport: page.viewportSize() });
  const copy = await context.newPage();
  await copy.route(
    (address) => address.href === url,
    (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html",
        body: html,
        headers: { "content-security-policy": "script-src 'none'" },
      }),
  );
  await copy.goto(url);
  return { page: copy, close: () => context.close() };
}

type AxeWindow = { axe?: typeof axe };

/** Injects axe-core once per document (a client-side navigation keeps it) and runs the rules. */
async function runAxe(page: Page): Promise<axe.AxeResults> {
  for (const frame of page.frames()) {
    const injected = await frame.evaluate(() => typeof (window as AxeWindow).axe?.run === "function");
    if (!injected) await frame.evaluate(axe.source);
  }
  return page.evaluate(
    (tags) =>
      (window as AxeWindow).axe!.run(document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      }),
    AXE_TAGS,
  );
}

export async function checkA11y(page: Page): Promise<void> {
  const target = isScriptless(page) ? await snapshotForAxe(page) : { page, close: async () => {} };
  try {
    const results = await runAxe(target.page);
    const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ""));
    const report = blocking.map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} (${violation.helpUrl})\n` +
        violation.nodes.map((node) => `    ${node.target.join(" ")}: ${node.failureSummary ?? ""}`).join("\n"),
    );
    // Thrown as text: an assertion diff would abbreviate the list to "[ …(2) ]".
    if (report.length > 0) throw new Error(`Accessibility violations on ${page.url()}:\n${report.join("\n")}`);
  } finally {
    await target.close();
  }
}
