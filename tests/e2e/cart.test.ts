/**
 * The cart in the browser, in both languages: add from the product page (quick cart
 * dialog, axe-checked, Esc closes and gives the focus back), the header's count, the cart
 * page (change the quantity, remove, empty state); a direct add from a category card.
 */
import type { Locator, Page } from "@playwright/test";
import { checkA11y } from "./harness/axe.ts";
import { landOn, openPage, visit, waitForHydration } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";

/** Couchtisch Halden: one variation, bought piece by piece, no order properties. */
type Words = {
  home: string;
  product: { path: string; name: string };
  category: string;
  cartPath: string;
  addButton: string;
  dialog: string;
  viewCart: string;
  checkout: string;
  continueShopping: string;
  cartLink: (count: number) => RegExp;
  heading: (count: number) => string;
  quantityOf: (name: string) => string;
  updateQuantityOf: (name: string) => string;
  removeNamed: (name: string) => string;
  cardAdd: RegExp;
  empty: string;
  summary: string;
};

const GERMAN: Words = {
  home: "/",
  product: { path: "/couchtisch-halden_1018", name: "Couchtisch Halden" },
  category: "/wohnen/heimtextilien/kissen",
  cartPath: "/cart",
  addButton: "In den Warenkorb",
  dialog: "In den Warenkorb gelegt",
  viewCart: "Warenkorb anzeigen",
  checkout: "Zur Kasse",
  continueShopping: "Weiter einkaufen",
  cartLink: (count) => new RegExp(`^Warenkorb\\s*\\(${count} Artikel\\)$`),
  heading: (count) => `Warenkorb (${count} Artikel)`,
  quantityOf: (name) => `Menge von ${name}`,
  updateQuantityOf: (name) => `Menge von ${name} aktualisieren`,
  removeNamed: (name) => `${name} aus dem Warenkorb entfernen`,
  cardAdd: /^In den Warenkorb: /,
  empty: "Ihr Warenkorb ist leer.",
  summary: "Bestellübersicht",
};

const ENGLISH: Words = {
  home: "/en",
  product: { path: "/en/halden-coffee-table_1018", name: "Halden coffee table" },
  category: "/en/living/home-textiles/cushions",
  cartPath: "/en/cart",
  addButton: "Add to cart",
  dialog: "Added to your cart",
  viewCart: "View cart",
  checkout: "Go to checkout",
  continueShopping: "Continue shopping",
  cartLink: (count) => new RegExp(`^Cart\\s*\\(${count} ${count === 1 ? "item" : "items"}\\)$`),
  heading: (count) => `Cart (${count} ${count === 1 ? "item" : "items"})`,
  quantityOf: (name) => `Quantity of ${name}`,
  updateQuantityOf: (name) => `Update the quantity of ${name}`,
  removeNamed: (name) => `Remove ${name} from the cart`,
  cardAdd: /^Add to cart: /,
  empty: "Your cart is empty.",
  summary: "Order summary",
};

const JOURNEY_TIMEOUT = 120_000;

const cartLink = (page: Page, words: Words, count: number) =>
  page.getByRole("banner").getByRole("link", { name: words.cartLink(count) });

async function focusIsInDialog(page: Page): Promise<boolean> {
  return page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);
}

/** react-aria gives the focus back in the frame after the dialog is gone. */
async function focusReturnsTo(page: Page, target: Locator): Promise<void> {
  const handle = await target.elementHandle();
  await page.waitForFunction((element) => element === document.activeElement, handle);
}

async function journey(words: Words) {
  const page = await openPage();
  await visit(page, words.product.path);
  await waitForHydration(page);
  await cartLink(page, words, 0).waitFor();

  // Add: the quick cart opens with the line and the focus, and passes axe.
  const add = page.getByRole("main").getByRole("button", { name: words.addButton, exact: true });
  await add.click();
  const dialog = page.getByRole("dialog", { name: words.dialog });
  await dialog.waitFor();
  await checkA11y(page);
  expect(await focusIsInDialog(page)).toBe(true);
  await dialog.getByText(words.product.name, { exact: true }).waitFor();
  expect(await dialog.getByRole("link", { name: words.checkout }).getAttribute("href")).toBe(
    words.cartPath.replace("cart", "checkout"),
  );
  await cartLink(page, words, 1).waitFor();

  // Esc closes it and the focus is back on the button.
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
  await focusReturnsTo(page, add);

  // Again, then on to the cart.
  await add.click();
  await dialog.waitFor();
  await cartLink(page, words, 2).waitFor();
  await dialog.getByRole("link", { name: words.viewCart }).click();
  await landOn(page, words.cartPath);
  await page.getByRole("heading", { level: 1, name: words.heading(2) }).waitFor();
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, follow");
  const line = page.getByRole("heading", { level: 2, name: words.product.name }).getByRole("link");
  expect(await line.getAttribute("href")).toMatch(/_1018_\d+$/);
  await page.getByRole("region", { name: words.summary }).waitFor();

  // The quantity: 2 -> 3, the heading and the header follow.
  await page.getByRole("spinbutton", { name: words.quantityOf(words.product.name) }).fill("3");
  await page.getByRole("button", { name: words.updateQuantityOf(words.product.name) }).click();
  await page.getByRole("heading", { level: 1, name: words.heading(3) }).waitFor();
  await cartLink(page, words, 3).waitFor();

  // Remove: the empty state leads back to the shop.
  await page.getByRole("button", { name: words.removeNamed(words.product.name) }).click();
  await page.getByRole("heading", { level: 1, name: words.heading(0) }).waitFor();
  await page.getByText(words.empty, { exact: true }).waitFor();
  await cartLink(page, words, 0).waitFor();
  await checkA11y(page);
  await page.getByRole("main").getByRole("link", { name: words.continueShopping }).click();
  await landOn(page, words.home);
}

/** A card's direct add button; with `waitForTimer` the quick cart is left to close by itself. */
async function cardAdd(words: Words, waitForTimer: boolean) {
  const page = await openPage();
  await visit(page, words.category);
  await waitForHydration(page);
  const button = page.getByRole("main").getByRole("button", { name: words.cardAdd }).first();
  const name = ((await button.getAttribute("aria-label")) ?? "").replace(words.cardAdd, "");
  await button.click();
  const dialog = page.getByRole("dialog", { name: words.dialog });
  await dialog.waitFor();
  await dialog.getByText(name, { exact: true }).waitFor();
  await cartLink(page, words, 1).waitFor();
  if (waitForTimer) {
    // Pointer away from the dialog (over it, the timer waits); 10 s, then it is gone.
    await page.mouse.move(1, 1);
    await dialog.getByText(/(schließt sich in|closes in) \d+ (Sekunden|seconds)/).waitFor();
    const opened = Date.now();
    await dialog.waitFor({ state: "detached", timeout: 15_000 });
    expect(Date.now() - opened).toBeGreaterThan(7_000);
    await focusReturnsTo(page, button);
  } else {
    await dialog.getByRole("button", { name: words.continueShopping }).click();
    await dialog.waitFor({ state: "detached" });
  }
  await cartLink(page, words, 1).click();
  await landOn(page, words.cartPath);
  await page.getByRole("heading", { level: 2, name }).waitFor();
}

test("German: add from the product page, quick cart, change quantity, remove, empty", () => {
  test.setTimeout(JOURNEY_TIMEOUT);
  return journey(GERMAN);
});

test("English: add from the product page, quick cart, change quantity, remove, empty", () => {
  test.setTimeout(JOURNEY_TIMEOUT);
  return journey(ENGLISH);
});

test("German: direct add from a category card; the quick cart closes after its timer", () => {
  test.setTimeout(JOURNEY_TIMEOUT);
  return cardAdd(GERMAN, true);
});

test("English: direct add from a category card", () => {
  test.setTimeout(JOURNEY_TIMEOUT);
  return cardAdd(ENGLISH, false);
});

test("the cart works without JavaScript: add, change the quantity, remove", async () => {
  test.setTimeout(JOURNEY_TIMEOUT);
  const page = await openPage({ javaScriptEnabled: false });
  await visit(page, `/de${GERMAN.product.path}`);
  await page.getByRole("main").getByRole("button", { name: GERMAN.addButton, exact: true }).click();
  await landOn(page, "/de/cart");
  await page.getByRole("status").filter({ hasText: "Zum Warenkorb hinzugefügt." }).waitFor();
  await page.getByRole("heading", { level: 1, name: GERMAN.heading(1) }).waitFor();
  await page.getByRole("spinbutton", { name: GERMAN.quantityOf(GERMAN.product.name) }).fill("4");
  await page.getByRole("button", { name: GERMAN.updateQuantityOf(GERMAN.product.name) }).click();
  await landOn(page, "/de/cart");
  await page.getByRole("heading", { level: 1, name: GERMAN.heading(4) }).waitFor();
  await cartLink(page, GERMAN, 4).waitFor();
  await page.getByRole("button", { name: GERMAN.removeNamed(GERMAN.product.name) }).click();
  await landOn(page, "/de/cart");
  await page.getByText(GERMAN.empty, { exact: true }).waitFor();
});
