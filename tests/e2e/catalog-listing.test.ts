/**
 * Category and tag listings, and the shopper's whole journey in both languages: home ->
 * category (header navigation) -> filter -> sort -> page 2 -> product -> another variation
 * (address and price change) -> wishlist toggle (notice, pressed state, kept over a reload,
 * removed again).
 */
import type { Page } from "@playwright/test";
import { COLOURS } from "#server/demo/catalog/attributes.ts";
import { landOn, openPage, visit, waitForHydration, waitForPath } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";
import { formattedPrice, priceText, productData, productIds, type ApiProduct } from "./harness/product.ts";

/** The words of one language, so both journeys are the same test. */
type Words = {
  locale: "de" | "en";
  home: string;
  mainNavigation: string;
  category: string;
  slug: string;
  colour: string;
  colours: [string, string];
  sortLabel: string;
  cheapestFirst: string;
  pages: string;
  page2: string;
  count: RegExp;
  wishlistToggle: (name: string) => string;
  added: string;
  removed: string;
};

const GERMAN: Words = {
  locale: "de",
  home: "/",
  mainNavigation: "Hauptnavigation",
  category: "Wohnen",
  slug: "/wohnen",
  colour: "Farbe",
  colours: ["Sand", "Schwarz"],
  sortLabel: "Sortieren nach",
  cheapestFirst: "Preis aufsteigend",
  pages: "Seiten",
  page2: "Seite 2",
  count: /^\d+ Produkte$/,
  wishlistToggle: (name) => `${name} auf meiner Wunschliste`,
  added: "Zur Wunschliste hinzugefügt.",
  removed: "Von der Wunschliste entfernt.",
};

const ENGLISH: Words = {
  locale: "en",
  home: "/en",
  mainNavigation: "Main navigation",
  category: "Living",
  slug: "/en/living",
  colour: "Colour",
  colours: ["Sand", "Black"],
  sortLabel: "Sort by",
  cheapestFirst: "Price: low to high",
  pages: "Pages",
  page2: "Page 2",
  count: /^\d+ products$/,
  wishlistToggle: (name) => `${name} on my wishlist`,
  added: "Added to your wishlist.",
  removed: "Removed from your wishlist.",
};

const PRODUCT_PATH = /^(\/en)?\/[a-z0-9-]+(\/[a-z0-9-]+)*_\d+(_\d+)?$/;

async function productCount(page: Page, words: Words): Promise<number> {
  const text = (await page.getByRole("heading", { level: 2, name: words.count }).textContent()) ?? "";
  return Number(text.replace(/\D/g, ""));
}

async function firstProductHref(page: Page): Promise<string> {
  const link = page.getByRole("article").first().getByRole("heading", { level: 3 }).getByRole("link");
  return (await link.getAttribute("href")) ?? "";
}

async function journey(words: Words) {
  const page = await openPage();
  await visit(page, words.home);
  await waitForHydration(page);
  await page
    .getByRole("navigation", { name: words.mainNavigation })
    .getByRole("link", { name: words.category, exact: true })
    .click();
  await landOn(page, words.slug);
  await page.getByRole("heading", { level: 1, name: words.category }).waitFor();
  const all = await productCount(page, words);
  expect(all).toBeGreaterThan(20);

  // Each choice applies at once (and starts again at page 1).
  const colours = page.getByRole("group", { name: words.colour });
  const [sand, black] = [COLOURS.sand.id, COLOURS.black.id];
  await colours.getByRole("checkbox", { name: new RegExp(`^${words.colours[0]}\\b`) }).click();
  await landOn(page, `${words.slug}?f=${sand}`);
  await colours.getByRole("checkbox", { name: new RegExp(`^${words.colours[1]}\\b`) }).click();
  await landOn(page, `${words.slug}?f=${sand}&f=${black}`);
  const filtered = await productCount(page, words);
  expect(filtered).toBeLessThan(all);
  expect(filtered).toBeGreaterThan(20);

  await page.getByRole("combobox", { name: words.sortLabel }).selectOption({ label: words.cheapestFirst });
  const sorted = `${words.slug}?sort=price_asc&f=${sand}&f=${black}`;
  await landOn(page, sorted);
  expect(await colours.getByRole("checkbox", { checked: true }).count()).toBe(2);

  const pages = page.getByRole("navigation", { name: words.pages });
  await pages.getByRole("link", { name: words.page2, exact: true }).click();
  await landOn(page, `${sorted}&page=2`);
  expect(await pages.getByRole("link", { name: words.page2, exact: true }).getAttribute("aria-current")).toBe("page");
  expect(await page.locator('head link[rel="prev"]').getAttribute("href")).toBe(sorted);
  expect(await productCount(page, words)).toBe(filtered);

  const href = await firstProductHref(page);
  expect(href).toMatch(PRODUCT_PATH);
  expect(href.startsWith("/en/")).toBe(words === ENGLISH);

  const { link, product, from, to } = await productWithPricierChoice(page, words);
  await link.click();
  await landOn(page, from.path);
  const name = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  await waitForHydration(page);
  expect(await priceText(page)).toBe(formattedPrice(from.variation));
  await chooseVariation(page, to.label);
  await waitForPath(page, variationPath(from.path, product, to.id));
  expect(await priceText(page)).toBe(formattedPrice(to));
  expect(formattedPrice(to)).not.toBe(formattedPrice(from.variation));

  await toggleWishlist(page, words, name);
}

/** Product address of a variation: the main variation's carries no variation id. */
function variationPath(path: string, product: ApiProduct, variationId: number): string {
  const base = path.replace(/(_\d+)_\d+$/, "$1");
  return variationId === product.mainVariationId ? base : `${base}_${variationId}`;
}

/**
 * The first product card on the page whose product has another variation at another price
 * (read from the API, so the test does not hard-code the seed's prices or order).
 */
async function productWithPricierChoice(page: Page, words: Words) {
  const links = page.getByRole("article").getByRole("heading", { level: 3 }).getByRole("link");
  for (const link of await links.all()) {
    const path = (await link.getAttribute("href")) ?? "";
    const ids = productIds(path);
    const product = await productData(ids.itemId, words.locale);
    const shown = product.variations.find((v) => v.id === (ids.variationId ?? product.mainVariationId));
    const other = product.variations.find((v) => shown && v.prices && formattedPrice(v) !== formattedPrice(shown));
    if (shown && other) return { link, product, from: { path, variation: shown }, to: other };
  }
  throw new Error(`no product on ${page.url()} has variations with different prices`);
}

/** Chooses a variation by its label ("Walnut, 160 × 90 cm"): a colour swatch or a list box per value. */
async function chooseVariation(page: Page, label: string): Promise<void> {
  const main = page.getByRole("main");
  for (const value of label.split(", ")) {
    const swatch = main.getByRole("radio", { name: value, exact: true });
    if ((await swatch.count()) > 0) {
      await swatch.check();
      continue;
    }
    const select = main.getByRole("combobox").filter({ has: page.getByRole("option", { name: value, exact: true }) });
    await select.selectOption({ label: value });
  }
}

/** Adds the product to the wishlist and removes it again, each with its notice and pressed state. */
async function toggleWishlist(page: Page, words: Words, name: string): Promise<void> {
  const main = page.getByRole("main");
  const toggle = main.getByRole("button", { name: words.wishlistToggle(name), exact: true });
  expect(await toggle.getAttribute("aria-pressed")).toBe("false");
  await toggle.click();
  await page.getByRole("status").filter({ hasText: words.added }).waitFor();
  expect(await toggle.getAttribute("aria-pressed")).toBe("true");

  // The list lives on the server (the visitor's session): a reload still shows it.
  const address = page.url();
  await page.reload();
  await landOn(page, new URL(address).pathname);
  await waitForHydration(page);
  expect(await toggle.getAttribute("aria-pressed")).toBe("true");

  await toggle.click();
  await page.getByRole("status").filter({ hasText: words.removed }).waitFor();
  expect(await toggle.getAttribute("aria-pressed")).toBe("false");
  await page.reload();
  await landOn(page, new URL(address).pathname);
  expect(await toggle.getAttribute("aria-pressed")).toBe("false");
}

// The whole journey visits about ten pages, each with an axe check: more than the default
// timeout on a busy 2-core machine.
const JOURNEY_TIMEOUT = 150_000;

test("German: home, category, filter, sort, page 2, product, another variation, wishlist", async () => {
  test.setTimeout(JOURNEY_TIMEOUT);
  await journey(GERMAN);
});

test("English: home, category, filter, sort, page 2, product, another variation, wishlist", async () => {
  test.setTimeout(JOURNEY_TIMEOUT);
  await journey(ENGLISH);
});

test("the filter form, sorting and pagination work without JavaScript", async () => {
  const page = await openPage({ javaScriptEnabled: false });
  await visit(page, "/en/living");
  await page
    .getByRole("group", { name: "Colour" })
    .getByRole("checkbox", { name: /^Sand\b/ })
    .check();
  await page
    .getByRole("group", { name: "Availability" })
    .getByRole("checkbox", { name: /^In stock now\b/ })
    .check();
  await page.getByLabel("Sort by").selectOption({ label: "Price: high to low" });
  await page.getByRole("button", { name: "Apply filters" }).click();
  // The form sends minPrice/maxPrice; the shop answers with the canonical address.
  await landOn(page, `/en/living?sort=price_desc&f=${COLOURS.sand.id}&avail=1`);
  expect(await page.getByRole("checkbox", { name: /^Sand\b/ }).isChecked()).toBe(true);
  expect(await page.getByLabel("Sort by").inputValue()).toBe("price_desc");
  await expect.poll(() => page.getByRole("article").count()).toBeGreaterThan(0);

  await page.getByRole("spinbutton", { name: "From (€)" }).fill("5000");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await landOn(page, `/en/living?sort=price_desc&price=5000-&f=${COLOURS.sand.id}&avail=1`);
  await page.getByText("No products match your filters.", { exact: true }).waitFor();
  await page.getByRole("link", { name: "Reset all filters" }).first().click();
  await landOn(page, "/en/living?sort=price_desc");
  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2", exact: true }).click();
  await landOn(page, "/en/living?sort=price_desc&page=2");
  await expect.poll(() => page.getByRole("article").count()).toBeGreaterThan(0);
});

test("a page past the end says so and links back to page 1", async ({ page }) => {
  const response = await visit(page, "/en/living?page=99");
  expect(response?.status()).toBe(200);
  await page.getByText("There are no products on page 99.", { exact: true }).waitFor();
  await page.getByRole("link", { name: "Go to page 1" }).click();
  await landOn(page, "/en/living");
  await expect.poll(() => page.getByRole("article").count()).toBe(20);
});

test("a tag page lists its products in both languages", async ({ page }) => {
  await visit(page, "/tag/neu");
  await page.getByRole("heading", { level: 1, name: /Neu/ }).waitFor();
  await expect.poll(() => page.getByRole("article").count()).toBeGreaterThan(0);
  expect(await firstProductHref(page)).toMatch(PRODUCT_PATH);
  await visit(page, "/en/tag/new");
  await page.getByRole("heading", { level: 1, name: /New/ }).waitFor();
});
