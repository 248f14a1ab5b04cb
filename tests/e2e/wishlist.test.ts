/**
 * The wishlist on the demo catalog, in both languages: a variation from the product page
 * and a product from a category card go on the list; /wishlist shows both, removes them one
 * by one (with JavaScript: in place, with the notice) and ends in the empty state. And the
 * remove button and a card's heart (a button of the page's one wishlist form) without
 * JavaScript.
 */
import type { Page } from "@playwright/test";
import { baseUrl, landOn, openPage, visit, waitForHydration, waitForPath } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";

/** Esstisch Eske: its walnut variation is not the main one, so the wishlist link names it. */
const TABLE_ID = 1012;

type Words = {
  locale: "de" | "en";
  home: string;
  table: { path: string; name: string; colour: string; variation: string };
  category: string;
  nav: string;
  wishlist: string;
  heading: (count: string) => string;
  counts: [string, string, string];
  /** The names of the heart toggle and of the remove button. */
  toggleLabel: (name: string) => string;
  removeLabel: (name: string) => string;
  added: string;
  removed: string;
  dismiss: string;
  empty: string;
  continueShopping: string;
};

const GERMAN: Words = {
  locale: "de",
  home: "/",
  table: { path: "/esstisch-eske_1012", name: "Esstisch Eske", colour: "Nussbaum", variation: "Nussbaum, 160 × 90 cm" },
  category: "/wohnen/heimtextilien/kissen",
  nav: "Wunschliste",
  wishlist: "/wishlist",
  heading: (count) => `Wunschliste (${count})`,
  counts: ["2 Produkte", "1 Produkt", "0 Produkte"],
  toggleLabel: (name) => `${name} auf meiner Wunschliste`,
  removeLabel: (name) => `${name} von der Wunschliste entfernen`,
  added: "Zur Wunschliste hinzugefügt.",
  removed: "Von der Wunschliste entfernt.",
  dismiss: "Schließen",
  empty: "Ihre Wunschliste ist leer. Tippen Sie auf das Herz bei einem Produkt, um es hier zu merken.",
  continueShopping: "Weiter einkaufen",
};

const ENGLISH: Words = {
  locale: "en",
  home: "/en",
  table: {
    path: "/en/eske-dining-table_1012",
    name: "Eske dining table",
    colour: "Walnut",
    variation: "Walnut, 160 × 90 cm",
  },
  category: "/en/living/home-textiles/cushions",
  nav: "Wishlist",
  wishlist: "/en/wishlist",
  heading: (count) => `Wishlist (${count})`,
  counts: ["2 products", "1 product", "0 products"],
  toggleLabel: (name) => `${name} on my wishlist`,
  removeLabel: (name) => `Remove ${name} from the wishlist`,
  added: "Added to your wishlist.",
  removed: "Removed from your wishlist.",
  dismiss: "Dismiss",
  empty: "Your wishlist is empty. Tap the heart on a product to keep it here.",
  continueShopping: "Continue shopping",
};

/** Five pages, each checked by axe, on two cores shared with the shop server. */
const JOURNEY_TIMEOUT = 120_000;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function variationId(words: Words, label: string): Promise<number> {
  const body = encodeURIComponent(JSON.stringify({ itemId: TABLE_ID }));
  const answer = await fetch(`${baseUrl}/api/getProduct?body=${body}`, { headers: { "x-locale": words.locale } });
  const product = ((await answer.json()) as { data: { variations: { id: number; label: string }[] } }).data;
  const found = product.variations.find((variation) => variation.label === label);
  if (!found) throw new Error(`no variation "${label}"`);
  return found.id;
}

/** Waits for a notice with this text, then dismisses it so the next one is a new one. */
async function seeNotice(page: Page, words: Words, text: string): Promise<void> {
  const notice = page.getByRole("status").filter({ hasText: text });
  await notice.waitFor();
  await notice.getByRole("button", { name: words.dismiss }).click();
  await notice.waitFor({ state: "detached" });
}

async function journey(words: Words) {
  const walnutId = await variationId(words, words.table.variation);
  const tableEntry = `${words.table.name}, ${words.table.variation}`;
  const page = await openPage();

  // A variation from the product page.
  await visit(page, words.table.path);
  await waitForHydration(page);
  await page.getByRole("radio", { name: words.table.colour }).check();
  await waitForPath(page, `${words.table.path}_${walnutId}`);
  await page.getByRole("button", { name: words.toggleLabel(words.table.name), pressed: false }).click();
  await seeNotice(page, words, words.added);
  await page.getByRole("button", { name: words.toggleLabel(words.table.name), pressed: true }).waitFor();

  // A product from a category card.
  await visit(page, words.category);
  await waitForHydration(page);
  const card = page.getByRole("article").first();
  const cardName = (await card.getByRole("heading", { level: 3 }).textContent()) ?? "";
  await card.getByRole("button", { name: words.toggleLabel(cardName), pressed: false }).click();
  await seeNotice(page, words, words.added);

  // The list: both, each linking to its product page with the listed variation.
  await page.getByRole("banner").getByRole("link", { name: words.nav, exact: true }).click();
  await landOn(page, words.wishlist);
  const heading = page.getByRole("heading", { level: 1 });
  expect(await heading.textContent()).toBe(words.heading(words.counts[0]));
  const tableLink = page.getByRole("heading", { level: 2, name: tableEntry }).getByRole("link");
  expect(await tableLink.getAttribute("href")).toBe(`${words.table.path}_${walnutId}`);
  const entries = page.getByRole("main").getByRole("heading", { level: 2 });
  const otherEntry = (await entries.filter({ hasText: new RegExp(`^${escape(cardName)}`) }).textContent()) ?? "";
  expect(await entries.count()).toBe(2);
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, follow");

  // Remove one: in place (the page's state survives), with the notice and the new count.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  await page.getByRole("button", { name: words.removeLabel(tableEntry) }).click();
  await page.getByRole("heading", { level: 1, name: words.heading(words.counts[1]) }).waitFor();
  expect(await entries.allTextContents()).toEqual([otherEntry]);
  // The button is gone with its entry; the focus waits on the heading.
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("H1");
  await seeNotice(page, words, words.removed);
  expect(page.url()).toBe(`${baseUrl}${words.wishlist}`);
  expect(await page.evaluate(() => "stillTheSamePage" in window)).toBe(true);

  // Remove the last: the empty state leads back to the shop.
  await page.getByRole("button", { name: words.removeLabel(otherEntry) }).click();
  await seeNotice(page, words, words.removed);
  await page.getByRole("heading", { level: 1, name: words.heading(words.counts[2]) }).waitFor();
  await page.getByText(words.empty, { exact: true }).waitFor();
  await page.getByRole("main").getByRole("link", { name: words.continueShopping }).click();
  await landOn(page, words.home);
}

test("German: wishlist from the product page and a card, remove one by one, empty state", async () => {
  test.setTimeout(JOURNEY_TIMEOUT);
  await journey(GERMAN);
});

test("English: wishlist from the product page and a card, remove one by one, empty state", async () => {
  test.setTimeout(JOURNEY_TIMEOUT);
  await journey(ENGLISH);
});

test("the remove button works without JavaScript (and under /de)", async () => {
  const page = await openPage({ javaScriptEnabled: false });
  const product = `/de${GERMAN.table.path}`;
  await visit(page, product);
  await page.getByRole("button", { name: GERMAN.toggleLabel(GERMAN.table.name), pressed: false }).click();
  await landOn(page, product);
  await page.getByRole("button", { name: GERMAN.toggleLabel(GERMAN.table.name), pressed: true }).waitFor();

  await visit(page, "/de/wishlist");
  const heading = page.getByRole("heading", { level: 1 });
  expect(await heading.textContent()).toBe(GERMAN.heading(GERMAN.counts[1]));
  const entry = (await page.getByRole("main").getByRole("heading", { level: 2 }).textContent()) ?? "";
  expect(entry.startsWith(`${GERMAN.table.name}, `)).toBe(true);
  await page.getByRole("button", { name: GERMAN.removeLabel(entry) }).click();
  await landOn(page, "/de/wishlist");
  // The notice the server kept for the next page shows without JavaScript too.
  await page.getByRole("status").filter({ hasText: GERMAN.removed }).waitFor();
  expect(await heading.textContent()).toBe(GERMAN.heading(GERMAN.counts[2]));
  await page.getByText(GERMAN.empty, { exact: true }).waitFor();
});

test("a card's heart works without JavaScript: it sends the page's one wishlist form and comes back", async () => {
  const page = await openPage({ javaScriptEnabled: false });
  const category = `${GERMAN.category}?sort=name_asc`;
  await visit(page, category);
  const cards = page.getByRole("main").getByRole("article");
  const name = (await cards.first().getByRole("heading").textContent()) ?? "";
  await cards
    .first()
    .getByRole("button", { name: GERMAN.toggleLabel(name), pressed: false })
    .click();
  await landOn(page, category);
  await page.getByRole("status").filter({ hasText: GERMAN.added }).waitFor();
  const heart = page.getByRole("main").getByRole("button", { name: GERMAN.toggleLabel(name), exact: true });
  expect(await heart.getAttribute("aria-pressed")).toBe("true");

  // And off again: the same button now removes.
  await heart.click();
  await landOn(page, category);
  await page.getByRole("status").filter({ hasText: GERMAN.removed }).waitFor();
  expect(await heart.getAttribute("aria-pressed")).toBe("false");
});
