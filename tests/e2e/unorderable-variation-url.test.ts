/**
 * Choosing a variation that cannot be ordered keeps it in the address: the URL names it
 * (/{slug}_{itemId}_{variationId}), so the shopper can reload or share it and sees its 'not
 * available' state again. Both languages, on the demo catalog: the Lund sofa's main variation
 * (sage, 10000) is sold out, its sand variation (10001) can be ordered; the main variation's
 * address used to lose its id.
 */
import { currentPath, landOn, visit, waitForHydration } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";

const WORDS = {
  de: {
    product: "/sofa-lund-2-sitzer_1000",
    soldOut: "Salbei",
    orderable: "Sand",
    notSalable: "Dieser Artikel ist zurzeit nicht bestellbar.",
    add: "In den Warenkorb",
  },
  en: {
    product: "/en/lund-2-seater-sofa_1000",
    soldOut: "Sage",
    orderable: "Sand",
    notSalable: "This item cannot be ordered at the moment.",
    add: "Add to cart",
  },
} as const;

const SOLD_OUT_MAIN = 10000;
const ORDERABLE = 10001;

for (const [locale, words] of Object.entries(WORDS)) {
  test(`a chosen variation that cannot be ordered stays in the address, and a reload shows it (${locale})`, async ({
    page,
  }) => {
    const orderable = `${words.product}_${ORDERABLE}`;
    await visit(page, orderable);
    await waitForHydration(page);
    const main = page.getByRole("main");
    await main.getByRole("button", { name: words.add, exact: true }).waitFor();

    await main.getByRole("radio", { name: words.soldOut }).check();
    const soldOut = `${words.product}_${SOLD_OUT_MAIN}`;
    await landOn(page, soldOut);
    await main.getByText(words.notSalable, { exact: true }).waitFor();

    await page.reload();
    await waitForHydration(page);
    expect(currentPath(page)).toBe(soldOut);
    expect(await main.getByRole("radio", { name: words.soldOut }).isChecked()).toBe(true);
    await main.getByText(words.notSalable, { exact: true }).waitFor();
    expect(await main.getByRole("button", { name: words.add, exact: true }).count()).toBe(0);

    await main.getByRole("radio", { name: words.orderable }).check();
    await landOn(page, orderable);
    await main.getByRole("button", { name: words.add, exact: true }).waitFor();
  });
}
