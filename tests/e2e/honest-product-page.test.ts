/**
 * What the product page and the cards promise, in both languages, on the demo catalog: a
 * paid order property never starts ticked, and a product that cannot be ordered shows no
 * delivery time (product page, search card, wishlist card).
 */
import type { Page } from "@playwright/test";
import { checkA11y } from "./harness/axe.ts";
import { visit, waitForHydration } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";

const WORDS = {
  de: {
    sofa: "/sofa-lund-2-sitzer_1000",
    stainGuard: /^Fleckschutz-Imprägnierung/,
    bundle: { path: "/leseecke-set-ylva_1149", name: "Leseecke-Set Ylva" },
    search: "/search?term=Ylva",
    wishlist: "/wishlist",
    promise: "Lieferbar in 3-5 Werktagen",
    unavailable: "Zurzeit nicht lieferbar",
    notSalable: "Dieser Artikel ist zurzeit nicht bestellbar.",
    wishlistToggle: "Leseecke-Set Ylva auf meiner Wunschliste",
  },
  en: {
    sofa: "/en/lund-2-seater-sofa_1000",
    stainGuard: /^Stain protection/,
    bundle: { path: "/en/ylva-reading-corner-bundle_1149", name: "Ylva reading corner bundle" },
    search: "/en/search?term=Ylva",
    wishlist: "/en/wishlist",
    promise: "Ships in 3-5 working days",
    unavailable: "Currently unavailable",
    notSalable: "This item cannot be ordered at the moment.",
    wishlistToggle: "Ylva reading corner bundle on my wishlist",
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

async function availabilityOfCard(page: Page, words: Words): Promise<string> {
  const card = page.getByRole("article", { name: words.bundle.name });
  await card.waitFor();
  return card.innerText();
}

for (const [locale, words] of Object.entries(WORDS)) {
  test(`a paid order property starts unticked (${locale})`, async ({ page }) => {
    await visit(page, words.sofa);
    await waitForHydration(page);
    const stainGuard = page.getByRole("checkbox", { name: words.stainGuard });
    await stainGuard.waitFor();
    expect(await stainGuard.isChecked()).toBe(false);
  });

  test(`a bundle that cannot be ordered promises no delivery time anywhere (${locale})`, async ({ page }) => {
    await visit(page, words.bundle.path);
    await waitForHydration(page);
    await page.getByText(words.notSalable, { exact: true }).waitFor();
    await page.getByText(words.unavailable, { exact: true }).waitFor();
    expect(await page.getByText(words.promise).count()).toBe(0);
    await checkA11y(page);

    const heart = page.getByRole("button", { name: words.wishlistToggle });
    // The heart shows pressed while its request is on its way; that request also brings a first
    // visitor's session cookie (ADR 023), so the next page waits for its answer.
    const saved = page.waitForResponse(
      (response) => response.request().method() === "POST" && new URL(response.url()).pathname.includes("wishlist"),
    );
    await heart.click();
    await page.getByRole("button", { name: words.wishlistToggle, pressed: true }).waitFor();
    expect((await saved).ok()).toBe(true);
    await visit(page, words.wishlist);
    const wished = await availabilityOfCard(page, words);
    expect(wished).toContain(words.unavailable);
    expect(wished).not.toContain(words.promise);

    await visit(page, words.search);
    const found = await availabilityOfCard(page, words);
    expect(found).toContain(words.unavailable);
    expect(found).not.toContain(words.promise);
  });
}
