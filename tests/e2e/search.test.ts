import { currentPath, landOn, openPage, visit, waitForHydration } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";

/** The search (docs/search.md): typos, suggestions by keyboard, the list's state in the URL, no hits. */

const LANGUAGES = [
  {
    name: "German",
    home: "/",
    search: "/search",
    field: "Suche",
    typo: "Stehleuchet",
    heading: "Suchergebnisse für „Stehleuchet“",
    corrected: /ähnlichen Wörtern gesucht: „stehleuchte“/,
    product: "Stehleuchte Halo",
    sortLabel: "Sortieren nach",
    count: /^\d+ Produkte$/,
  },
  {
    name: "English",
    home: "/en",
    search: "/en/search",
    field: "Search",
    typo: "sofaa",
    heading: "Search results for “sofaa”",
    corrected: /similar words: “sofa”/,
    product: "Lund 3-seater sofa",
    sortLabel: "Sort by",
    count: /^\d+ products$/,
  },
] as const;

for (const words of LANGUAGES) {
  test(`${words.name}: a search with a typo finds the product and keeps the term while sorting`, async ({ page }) => {
    await visit(page, words.home);
    await waitForHydration(page);
    const field = page.getByRole("search").getByRole("combobox", { name: words.field });
    await field.fill(words.typo);
    await field.press("Enter");
    await landOn(page, `${words.search}?term=${words.typo}`);
    await page.getByRole("heading", { level: 1, name: words.heading }).waitFor();
    await page.getByText(words.corrected).waitFor();
    await page.getByRole("article").getByRole("link", { name: words.product }).first().waitFor();
    expect(await field.inputValue()).toBe(words.typo);

    await page.getByLabel(words.sortLabel).selectOption("price_desc");
    await landOn(page, `${words.search}?term=${words.typo}&sort=price_desc`);
    const prices = await page.getByRole("article").evaluateAll((cards) => cards.length);
    expect(prices).toBeGreaterThan(1);
    await page.getByRole("heading", { level: 2, name: words.count }).waitFor();
  });
}

test("suggestions while typing: arrow keys choose, Enter opens the product, Escape closes", async ({ page }) => {
  await visit(page, "/en");
  await waitForHydration(page);
  const field = page.getByRole("combobox", { name: "Search" });
  await field.pressSequentially("lund", { delay: 30 });
  const list = page.getByRole("listbox", { name: "Suggested products" });
  await list.waitFor();
  expect(await field.getAttribute("aria-expanded")).toBe("true");
  const options = list.getByRole("option");
  expect(await options.count()).toBeGreaterThan(1);
  expect(await options.count()).toBeLessThanOrEqual(6);

  await field.press("Escape");
  await list.waitFor({ state: "hidden" });
  expect(await field.getAttribute("aria-expanded")).toBe("false");

  await field.press("ArrowDown");
  await list.waitFor();
  await field.press("ArrowDown");
  const second = options.nth(1);
  expect(await second.getAttribute("aria-selected")).toBe("true");
  expect(await field.getAttribute("aria-activedescendant")).toBe(await second.getAttribute("id"));
  const name = (await second.textContent()) ?? "";
  await field.press("Enter");
  await page.waitForURL(/_\d+(_\d+)?$/);
  expect(currentPath(page)).toMatch(/^\/en\/[a-z0-9-/]+_\d+(_\d+)?$/);
  expect(name).toMatch(/Lund/);
  await page.getByRole("heading", { level: 1, name: /Lund/ }).waitFor();
});

test("no hits: the page says so, gives tips and links to the categories; works without JavaScript", async () => {
  const page = await openPage({ javaScriptEnabled: false });
  await visit(page, "/en/search");
  await page.getByRole("heading", { level: 1, name: "Search" }).waitFor();
  await page.getByRole("main").getByRole("searchbox", { name: "Search" }).fill("qwxyzzy");
  await page.getByRole("main").getByRole("button", { name: "Search" }).click();
  await landOn(page, "/en/search?term=qwxyzzy");
  await page.getByText("We found no products for “qwxyzzy”.").waitFor();
  await page.getByRole("heading", { level: 2, name: "Tips for your search" }).waitFor();
  await page.getByRole("link", { name: "Living", exact: true }).last().click();
  await landOn(page, "/en/living");

  const response = await visit(page, "/search?term=Esstisch&page=99999999");
  expect(response?.status()).toBe(200);
  await expect.poll(() => page.getByRole("article").count()).toBeGreaterThan(0);
});
