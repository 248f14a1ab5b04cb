/**
 * Phones (issue 12 item 6): the header is one row of icon controls with names in the page's
 * language, and no page type scrolls sideways at 320 or 390 px, in both languages.
 */
import type { Page } from "@playwright/test";
import { registerCustomer } from "./harness/accounts.ts";
import { expect, test } from "./harness/fixtures.ts";
import { startSeededShop } from "./harness/seeded-shop.ts";
import { checkA11y } from "./harness/axe.ts";
import { landOn, openPage, visit, waitForHydration } from "./harness/browser.ts";
import { productData } from "./harness/product.ts";

/** The narrowest phone we support and a common one (iPhone 12 to 16). */
const PHONE_WIDTHS = [320, 390] as const;
/** Esstisch Eske: a product with variations, in the cart and on the wishlist below. */
const TABLE_ID = 1012;
const TOUR_TIMEOUT = 180_000;

type Words = {
  locale: "de" | "en";
  paths: {
    home: string;
    category: string;
    product: string;
    search: string;
    cart: string;
    wishlist: string;
    login: string;
    register: string;
    myAccount: string;
    checkout: string;
    infoPage: string;
    contact: string;
    contentPage: string;
    notFound: string;
  };
  menu: string;
  mainNavigation: string;
  language: string;
  otherLanguage: string;
  /** The search icon's name; the field's is `searchField`. */
  search: string;
  searchField: string;
  login: string;
  wishlist: string;
  cart: (count: string) => string;
  oneItem: string;
  noItems: string;
};

const GERMAN: Words = {
  locale: "de",
  paths: {
    home: "/",
    category: "/wohnen/moebel/tische",
    product: "/esstisch-eske_1012",
    search: "/search?term=lampe",
    cart: "/cart",
    wishlist: "/wishlist",
    login: "/login",
    register: "/register",
    myAccount: "/my-account",
    checkout: "/checkout",
    infoPage: "/terms-and-conditions",
    contact: "/contact",
    contentPage: "/ueber-uns",
    notFound: "/gibt-es-nicht",
  },
  menu: "Menü",
  mainNavigation: "Hauptnavigation",
  language: "Sprache",
  otherLanguage: "English",
  search: "Produktsuche",
  searchField: "Suche",
  login: "Anmelden",
  wishlist: "Wunschliste",
  cart: (count) => `Warenkorb (${count})`,
  oneItem: "1 Artikel",
  noItems: "0 Artikel",
};

const ENGLISH: Words = {
  locale: "en",
  paths: {
    home: "/en",
    category: "/en/living/furniture/tables",
    product: "/en/eske-dining-table_1012",
    search: "/en/search?term=lamp",
    cart: "/en/cart",
    wishlist: "/en/wishlist",
    login: "/en/login",
    register: "/en/register",
    myAccount: "/en/my-account",
    checkout: "/en/checkout",
    infoPage: "/en/terms-and-conditions",
    contact: "/en/contact",
    contentPage: "/en/about-us",
    notFound: "/en/does-not-exist",
  },
  menu: "Menu",
  mainNavigation: "Main navigation",
  language: "Language",
  otherLanguage: "Deutsch",
  search: "Product search",
  searchField: "Search",
  login: "Log in",
  wishlist: "Wishlist",
  cart: (count) => `Cart (${count})`,
  oneItem: "1 item",
  noItems: "0 items",
};

async function tableVariationId(): Promise<number> {
  return (await productData(TABLE_ID, "de")).mainVariationId;
}

/** Calls a mutation of the shop's API with the page's session (as the SDK does). */
async function callApi(page: Page, operation: string, data: unknown): Promise<void> {
  const request = page.context().request;
  const session = await request.get("/api/getSession");
  const answer = await request.post(`/api/${operation}`, {
    data,
    headers: { "sec-fetch-site": "same-origin", "x-csrf-token": session.headers()["x-csrf-token"] ?? "" },
  });
  expect(answer.status(), `${operation}: ${await answer.text()}`).toBe(200);
}

/**
 * At each phone width the page is no wider than the viewport. The message names the elements
 * that stick out, so a failure says what to fix.
 */
async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const { scrollWidth, clientWidth, sticking } = await page.evaluate(() => {
      const root = document.documentElement;
      // Boxes past the edge, and boxes whose own content (a long word) overflows them.
      const wide = [...document.body.querySelectorAll("*")].filter(
        (element) =>
          element.getBoundingClientRect().right > root.clientWidth + 0.5 ||
          (element.scrollWidth > element.clientWidth && getComputedStyle(element).overflowX === "visible"),
      );
      const sticking = wide
        .filter((element) => !wide.some((other) => other !== element && element.contains(other)))
        .slice(0, 5)
        .map((element) => `<${element.tagName.toLowerCase()}> ${(element.textContent ?? "").trim().slice(0, 40)}`);
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, sticking };
    });
    expect(
      scrollWidth,
      `${label} at ${width} px is ${scrollWidth} px wide: ${sticking.join(" | ")}`,
    ).toBeLessThanOrEqual(clientWidth);
  }
}

async function headerIsOneRowOfIcons(words: Words): Promise<void> {
  const page = await openPage({ viewport: { width: PHONE_WIDTHS[0], height: 800 } });
  await visit(page, words.paths.home);
  await waitForHydration(page);
  await callApi(page, "doAddCartItem", { productId: await tableVariationId(), quantity: 1 });
  await visit(page, words.paths.home);
  await waitForHydration(page);
  const banner = page.getByRole("banner");
  const menu = banner.getByLabel(words.menu, { exact: true });
  const search = banner.getByRole("button", { name: words.search, exact: true });
  const account = banner.getByRole("link", { name: words.login, exact: true });
  const wishlist = banner.getByRole("link", { name: words.wishlist, exact: true });
  const cart = banner.getByRole("link", { name: words.cart(words.oneItem), exact: true });
  const controls = [menu, search, account, wishlist, cart];

  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const boxes = await Promise.all(controls.map(async (control) => (await control.boundingBox())!));
    const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
    for (const box of boxes) {
      // An icon, not a word: a small square, in the same row as the others, on screen.
      expect(box.width).toBeLessThanOrEqual(44);
      expect(Math.abs(middle(box) - middle(boxes[0]!))).toBeLessThanOrEqual(2);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    // The count on the cart icon is whole on screen.
    const badge = (await cart.getByText("1", { exact: true }).boundingBox())!;
    expect(badge.x).toBeGreaterThanOrEqual(0);
    expect(badge.x + badge.width).toBeLessThanOrEqual(width);
    expect(badge.y).toBeGreaterThanOrEqual(0);
  }

  // The menu holds the categories and the language switcher.
  await menu.click();
  await banner
    .getByRole("navigation", { name: words.mainNavigation })
    .getByRole("link")
    .first()
    .waitFor({ state: "visible" });
  await banner
    .getByRole("navigation", { name: words.language })
    .getByRole("link", { name: words.otherLanguage })
    .waitFor({ state: "visible" });
  await checkA11y(page);
  await expectNoSidewaysScroll(page, "the open menu");
  await menu.click();

  // The search icon opens the field below the row, ready for typing.
  const field = banner.getByRole("combobox", { name: words.searchField, exact: true });
  expect(await field.isVisible()).toBe(false);
  expect(await search.getAttribute("aria-expanded")).toBe("false");
  await search.click();
  expect(await search.getAttribute("aria-expanded")).toBe("true");
  await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
  await checkA11y(page);
  await expectNoSidewaysScroll(page, "the open search");
  await field.fill("tisch");
  await field.press("Enter");
  await landOn(page, `${words.paths.search.split("?")[0]}?term=tisch`);
  // The search page keeps its field open: it shows what was searched for.
  expect(await field.inputValue()).toBe("tisch");
  expect(await field.isVisible()).toBe(true);

  // From md up the header is the desktop one: text links and the search field, no search icon.
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await search.isVisible()).toBe(false);
  expect(await field.isVisible()).toBe(true);
  expect((await account.innerText()).trim()).toBe(words.login);
  expect((await cart.boundingBox())!.width).toBeGreaterThan(44);
}

test("German: at 320 and 390 px the header is one row of named icons; the menu and the search open from it", () =>
  headerIsOneRowOfIcons(GERMAN));

test("English: at 320 and 390 px the header is one row of named icons; the menu and the search open from it", () =>
  headerIsOneRowOfIcons(ENGLISH));

test("without JavaScript the search icon leads to the search page, which shows the field on a phone", async () => {
  const page = await openPage({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
  await visit(page, "/");
  const banner = page.getByRole("banner");
  await banner.getByRole("link", { name: GERMAN.search, exact: true }).click();
  await landOn(page, "/search");
  const field = banner.getByRole("combobox", { name: GERMAN.searchField, exact: true });
  await field.fill("lampe");
  await field.press("Enter");
  await landOn(page, "/search?term=lampe");
});

/** Every page type at 320 and 390 px; the axe check of each visit runs at 320 px. */
async function noPageScrollsSideways(words: Words): Promise<void> {
  const page = await openPage({ viewport: { width: PHONE_WIDTHS[0], height: 800 } });
  const { paths } = words;
  for (const path of [
    paths.home,
    paths.category,
    paths.product,
    paths.search,
    paths.login,
    paths.register,
    paths.infoPage,
    paths.contact,
    paths.contentPage,
    paths.notFound,
  ]) {
    await visit(page, path);
    await expectNoSidewaysScroll(page, path);
  }

  // Pages that show what the visitor chose: a variation in the cart and on the wishlist.
  await callApi(page, "doAddCartItem", { productId: await tableVariationId(), quantity: 1 });
  await callApi(page, "doAddWishlistItem", { variationId: await tableVariationId() });
  for (const path of [paths.cart, paths.wishlist, paths.checkout]) {
    await visit(page, path);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await expectNoSidewaysScroll(page, path);
  }
}

test("German: no page type scrolls sideways at 320 or 390 px", () => {
  test.setTimeout(TOUR_TIMEOUT);
  return noPageScrollsSideways(GERMAN);
});

test("English: no page type scrolls sideways at 320 or 390 px", () => {
  test.setTimeout(TOUR_TIMEOUT);
  return noPageScrollsSideways(ENGLISH);
});

// The account page needs a customer. Registration is limited per address (10 an hour), and the
// shared test shop's other files use that up; this test registers in a shop of its own.
test("the account page does not scroll sideways at 320 or 390 px, in German and English", async () => {
  test.setTimeout(TOUR_TIMEOUT);
  const shop = await startSeededShop();
  try {
    const page = await openPage({ baseURL: shop.url, viewport: { width: PHONE_WIDTHS[0], height: 800 } });
    await registerCustomer(page);
    for (const path of [GERMAN.paths.myAccount, ENGLISH.paths.myAccount]) {
      await page.setViewportSize({ width: PHONE_WIDTHS[0], height: 800 });
      await visit(page, path);
      await expectNoSidewaysScroll(page, path);
    }
  } finally {
    await shop.stop();
  }
});
