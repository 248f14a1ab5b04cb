/**
 * A category's filters as the server renders them are what the shopper keeps (no script
 * folds them after load, which moved the product list: the page's layout shift): on a phone
 * they start folded unless filters are active and unfold on their summary, with and without
 * JavaScript, and nothing moves after load (the toolbar's no-JavaScript button is hidden by CSS
 * where scripts run, not removed at hydration); on a wide screen they are shown,
 * with and without JavaScript, and the disclosure says it is open once the page has hydrated.
 */
import type { Page } from "@playwright/test";
import { checkA11y } from "./harness/axe.ts";
import { openPage, visit, waitForHydration } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";

const PHONE = { width: 390, height: 800 };
const WIDE = { width: 1280, height: 900 };

const WORDS = {
  de: { path: "/wohnen", heading: "Filter", apply: "Anwenden" },
  en: { path: "/en/living", heading: "Filters", apply: "Apply" },
} as const;

function filtersOf(page: Page, heading: string) {
  return {
    form: page.getByRole("form", { name: heading }),
    summary: page.getByRole("main").locator("summary", { hasText: heading }),
  };
}

for (const javaScriptEnabled of [true, false]) {
  const how = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

  for (const [locale, words] of Object.entries(WORDS)) {
    test(`phone, ${how} (${locale}): the filters start folded and unfold on their summary`, async () => {
      const page = await openPage({ viewport: PHONE, javaScriptEnabled });
      await visit(page, words.path);
      if (javaScriptEnabled) await waitForHydration(page);
      const { form, summary } = filtersOf(page, words.heading);
      await expect(form).toBeHidden();
      // The toolbar's button applies sort and page size without JavaScript; with it, the
      // selects apply themselves and the button is never shown.
      const apply = page.getByRole("main").getByRole("button", { name: words.apply, exact: true });
      await expect(apply).toBeVisible({ visible: !javaScriptEnabled });
      await summary.click();
      await expect(form).toBeVisible();
      await checkA11y(page);
    });
  }

  test(`phone, ${how}: with an active filter the filters start unfolded`, async () => {
    const page = await openPage({ viewport: PHONE, javaScriptEnabled });
    await visit(page, `${WORDS.de.path}?minPrice=10`);
    if (javaScriptEnabled) await waitForHydration(page);
    await expect(filtersOf(page, WORDS.de.heading).form).toBeVisible();
  });

  test(`wide screen, ${how}: the filters are shown from the first paint`, async () => {
    const page = await openPage({ viewport: WIDE, javaScriptEnabled });
    await visit(page, WORDS.en.path);
    const { form, summary } = filtersOf(page, WORDS.en.heading);
    await expect(form).toBeVisible();
    if (javaScriptEnabled) {
      await waitForHydration(page);
      await expect(summary.locator("xpath=..")).toHaveAttribute("open", "");
      await expect(form).toBeVisible();
    }
  });
}

test("phone: nothing moves after the page has loaded (no layout shift)", async () => {
  const page = await openPage({ viewport: PHONE });
  await visit(page, WORDS.de.path);
  await waitForHydration(page);
  // Two frames after hydration: a layout change an effect made has been painted by then.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const shift = await page.evaluate(
    () =>
      new Promise<number>((done) => {
        new PerformanceObserver((entries) => {
          const shifts = entries.getEntries() as unknown as { value: number; hadRecentInput: boolean }[];
          done(shifts.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0));
        }).observe({ type: "layout-shift", buffered: true });
        // No entry at all: the observer is never called.
        setTimeout(() => done(0), 500);
      }),
  );
  // The filters folding after load made 0.49, the toolbar's no-JavaScript button removed at
  // hydration 0.02.
  expect(shift).toBeLessThan(0.01);
});
