import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { COLOURS } from "#server/db/seed-catalog/attributes.ts";
import { landOn, openPage, visit, waitForHydration } from "./harness/browser.ts";

/** The words of one language, so both journeys are the same test. */
type Words = {
  home: string;
  category: string;
  slug: string;
  colour: string;
  colours: [string, string];
  sortLabel: string;
  cheapestFirst: string;
  pages: string;
  page2: string;
  count: RegExp;
};

const GERMAN: Words = {
  home: "/",
  category: "Wohnen",
  slug: "/wohnen",
  colour: "Farbe",
  colours: ["Sand", "Schwarz"],
  sortLabel: "Sortieren nach",
  cheapestFirst: "Preis aufsteigend",
  pages: "Seiten",
  page2: "Seite 2",
  count: /^\d+ Produkte$/,
};

const ENGLISH: Words = {
  home: "/en",
  category: "Living",
  slug: "/en/living",
  colour: "Colour",
  colours: ["Sand", "Black"],
  sortLabel: "Sort by",
  cheapestFirst: "Price: low to high",
  pages: "Pages",
  page2: "Page 2",
  count: /^\d+ products$/,
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
  await page.getByRole("main").getByRole("link", { name: words.category, exact: true }).click();
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
}

test("German: home, category, filter by colour, sort by price, page 2, product link", async () => {
  await journey(GERMAN);
});

test("English: home, category, filter by colour, sort by price, page 2, product link", async () => {
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
  expect(await page.getByRole("article").count()).toBeGreaterThan(0);

  await page.getByRole("spinbutton", { name: "From (€)" }).fill("5000");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await landOn(page, `/en/living?sort=price_desc&price=5000-&f=${COLOURS.sand.id}&avail=1`);
  await page.getByText("No products match your filters.", { exact: true }).waitFor();
  await page.getByRole("link", { name: "Reset all filters" }).first().click();
  await landOn(page, "/en/living?sort=price_desc");
  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2", exact: true }).click();
  await landOn(page, "/en/living?sort=price_desc&page=2");
  expect(await page.getByRole("article").count()).toBeGreaterThan(0);
});

test("a page past the end says so and links back to page 1", async () => {
  const page = await openPage();
  const response = await visit(page, "/en/living?page=99");
  expect(response?.status()).toBe(200);
  await page.getByText("There are no products on page 99.", { exact: true }).waitFor();
  await page.getByRole("link", { name: "Go to page 1" }).click();
  await landOn(page, "/en/living");
  expect(await page.getByRole("article").count()).toBe(20);
});

test("a tag page lists its products in both languages", async () => {
  const page = await openPage();
  await visit(page, "/tag/neu");
  await page.getByRole("heading", { level: 1, name: /Neu/ }).waitFor();
  expect(await page.getByRole("article").count()).toBeGreaterThan(0);
  expect(await firstProductHref(page)).toMatch(PRODUCT_PATH);
  await visit(page, "/en/tag/new");
  await page.getByRole("heading", { level: 1, name: /New/ }).waitFor();
});
