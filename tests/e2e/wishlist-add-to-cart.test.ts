/**
 * Buying from the wishlist, on the demo catalog in both languages: an entry that needs no
 * choice goes into the cart from the list with its minimum order quantity (the preserving
 * jar: at least 5, in steps of 5) and the quick cart the product cards open; an entry whose
 * product page must ask first (the Emma cushion's required monogram) links there instead.
 * Without JavaScript the add button is a form that lands on the cart with the notice.
 */
import type { Page } from "@playwright/test";
import { checkA11y } from "./harness/axe.ts";
import { baseUrl, landOn, openPage, visit, waitForHydration } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";

const WORDS = {
  de: {
    jar: { path: "/einmachglas-0-5-l_1088", name: "Einmachglas 0,5 l" },
    cushion: { path: "/kissen-emma-mit-monogramm_1055", name: "Kissen Emma mit Monogramm" },
    wishlist: "/wishlist",
    cart: "/cart",
    toggle: (name: string) => `${name} auf meiner Wunschliste`,
    add: (name: string) => `In den Warenkorb: ${name}`,
    chooseOptions: (name: string) => `Optionen wählen: ${name}`,
    chooseOptionsText: "Optionen wählen",
    addsMinimum: "Legt die Mindestbestellmenge von 5 in den Warenkorb.",
    dialog: "In den Warenkorb gelegt",
    quantity: "Menge: 5",
    added: "Zum Warenkorb hinzugefügt.",
  },
  en: {
    jar: { path: "/en/preserving-jar-0-5-l_1088", name: "Preserving jar 0.5 l" },
    cushion: { path: "/en/emma-monogram-cushion_1055", name: "Emma monogram cushion" },
    wishlist: "/en/wishlist",
    cart: "/en/cart",
    toggle: (name: string) => `${name} on my wishlist`,
    add: (name: string) => `Add to cart: ${name}`,
    chooseOptions: (name: string) => `Choose options: ${name}`,
    chooseOptionsText: "Choose options",
    addsMinimum: "Adds the minimum order quantity of 5 to the cart.",
    dialog: "Added to your cart",
    quantity: "Quantity: 5",
    added: "Added to your cart.",
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

/** The cart's lines as variation and quantity, read with the page's cookies. */
async function cartLines(page: Page): Promise<{ variationId: number; quantity: number }[]> {
  const answer = await page.context().request.get(`${baseUrl}/api/getCart`);
  const items = ((await answer.json()) as { data: { items: { variationId: number; quantity: number }[] } }).data.items;
  return items.map(({ variationId, quantity }) => ({ variationId, quantity }));
}

/** Puts a product on the wishlist with its heart (a form either way). */
async function wish(page: Page, words: Words, product: { path: string; name: string }, withJs: boolean) {
  await visit(page, product.path);
  if (withJs) await waitForHydration(page);
  await page.getByRole("button", { name: words.toggle(product.name), pressed: false }).click();
  await page.getByRole("button", { name: words.toggle(product.name), pressed: true }).waitFor();
}

const JAR_VARIATION = 10206;

for (const [locale, words] of Object.entries(WORDS)) {
  test(`a wishlist entry goes into the cart with its minimum quantity; one with choices leads to its page (${locale})`, async ({
    page,
  }) => {
    await wish(page, words, words.jar, true);
    await wish(page, words, words.cushion, true);
    await visit(page, words.wishlist);
    await waitForHydration(page);
    const main = page.getByRole("main");

    // The cushion's monogram must be answered on its page: a link there, no add button.
    const choose = main.getByRole("link", { name: words.chooseOptions(words.cushion.name) });
    expect(await choose.textContent()).toBe(words.chooseOptionsText);
    expect(await choose.getAttribute("href")).toBe(words.cushion.path);
    expect(await main.getByRole("button", { name: words.add(words.cushion.name) }).count()).toBe(0);

    // The jar: the minimum order quantity, said beside the button, and the quick cart.
    await main.getByText(words.addsMinimum, { exact: true }).waitFor();
    const add = main.getByRole("button", { name: words.add(words.jar.name) });
    await add.click();
    const dialog = page.getByRole("dialog", { name: words.dialog });
    await dialog.waitFor();
    await dialog.getByText(words.jar.name, { exact: true }).waitFor();
    await dialog.getByText(words.quantity, { exact: true }).waitFor();
    await checkA11y(page);
    expect(await cartLines(page)).toEqual([{ variationId: JAR_VARIATION, quantity: 5 }]);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    await choose.click();
    await landOn(page, words.cushion.path);
  });
}

test("without JavaScript the wishlist's add button puts the minimum quantity into the cart (en)", async () => {
  const words = WORDS.en;
  const page = await openPage({ javaScriptEnabled: false });
  await wish(page, words, words.jar, false);
  await visit(page, words.wishlist);
  await page
    .getByRole("main")
    .getByRole("button", { name: words.add(words.jar.name) })
    .click();
  await landOn(page, words.cart);
  await page.getByRole("status").filter({ hasText: words.added }).waitFor();
  expect(await cartLines(page)).toEqual([{ variationId: JAR_VARIATION, quantity: 5 }]);
});
