/**
 * The product page in both languages, on the demo catalog: choosing variations (address,
 * price, the invalid-choice message), the gallery by keyboard, the zoom dialog, the details
 * tabs (keyboard, and every panel without JavaScript), and the /p/{variationId}/{slug} links
 * of order items.
 */
import type { Page } from "@playwright/test";
import { checkA11y } from "./harness/axe.ts";
import { currentPath, openPage, visit, waitForHydration, waitForPath } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";
import { priceText, productData, variationNamed } from "./harness/product.ts";

/** Esstisch Eske: oak or walnut (with their own prices), 160 × 90 or 200 × 100 cm. */
const TABLE = { itemId: 1012, de: "/esstisch-eske_1012", en: "/en/eske-dining-table_1012" };
/** Items whose main variation shows two images. */
const GALLERY = { de: "/couchtisch-halden_1018", en: "/en/halden-coffee-table_1018" };
/** A bundle. */
const BUNDLE = "/en/ylva-reading-corner-bundle_1149";

async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "");
}

test("a German shopper picks another colour and size: the address and the price change", async () => {
  const product = await productData(TABLE.itemId, "de");
  const oak = variationNamed(product, "Eiche natur, 160 × 90 cm");
  const walnut = variationNamed(product, "Nussbaum, 160 × 90 cm");
  const walnutLarge = variationNamed(product, "Nussbaum, 200 × 100 cm");
  expect(oak.price).not.toBe(walnut.price);

  const page = await openPage();
  const response = await visit(page, TABLE.de);
  expect(response?.status()).toBe(200);
  await page.getByRole("heading", { level: 1, name: "Esstisch Eske" }).waitFor();
  await waitForHydration(page);
  expect(await priceText(page)).toBe(oak.price);
  expect(await page.getByRole("radio", { name: "Eiche natur" }).isChecked()).toBe(true);
  await page.getByRole("navigation", { name: "Pfadnavigation" }).getByRole("link", { name: "Tische" }).waitFor();

  await page.getByRole("radio", { name: "Nussbaum" }).check();
  await waitForPath(page, `${TABLE.de}_${walnut.id}`);
  expect(await priceText(page)).toBe(walnut.price);
  await page.getByRole("link", { name: "zzgl. Versandkosten" }).waitFor();
  await checkA11y(page);

  // Without a size no variation matches (id -1): the message, and the address stays.
  await page.getByRole("combobox", { name: "Größe" }).selectOption({ label: "Bitte wählen" });
  await page.getByRole("alert").filter({ hasText: "Bitte wählen Sie eine gültige Variante." }).waitFor();
  expect(currentPath(page)).toBe(`${TABLE.de}_${walnut.id}`);
  await checkA11y(page);

  await page.getByRole("combobox", { name: "Größe" }).selectOption({ label: "200 × 100 cm" });
  await waitForPath(page, `${TABLE.de}_${walnutLarge.id}`);
  expect(await priceText(page)).toBe(walnutLarge.price);
});

test("an English shopper picks another colour, an incomplete choice, then the main variation again", async () => {
  const product = await productData(TABLE.itemId, "en");
  const oak = variationNamed(product, "Natural oak, 160 × 90 cm");
  const walnut = variationNamed(product, "Walnut, 160 × 90 cm");
  expect(product.mainVariationId).toBe(oak.id);

  const page = await openPage();
  await visit(page, TABLE.en);
  await page.getByRole("heading", { level: 1, name: "Eske dining table" }).waitFor();
  await waitForHydration(page);
  expect(await priceText(page)).toBe(oak.price);
  await page.getByRole("link", { name: "plus shipping" }).waitFor();

  await page.getByRole("radio", { name: "Walnut" }).check();
  await waitForPath(page, `${TABLE.en}_${walnut.id}`);
  expect(await priceText(page)).toBe(walnut.price);

  await page.getByRole("combobox", { name: "Size" }).selectOption({ label: "Please choose" });
  await page.getByRole("alert").filter({ hasText: "Please select a valid variation." }).waitFor();
  await checkA11y(page);

  await page.getByRole("combobox", { name: "Size" }).selectOption({ label: "160 × 90 cm" });
  await waitForPath(page, `${TABLE.en}_${walnut.id}`);
  await page.getByRole("radio", { name: "Natural oak" }).check();
  // The main variation's address carries no variation id.
  await waitForPath(page, TABLE.en);
  expect(await priceText(page)).toBe(oak.price);
});

test("a variation address renders that variation directly, with its canonical link and JSON-LD", async ({ page }) => {
  const walnut = variationNamed(await productData(TABLE.itemId, "de"), "Nussbaum, 160 × 90 cm");
  await visit(page, `${TABLE.de}_${walnut.id}`);
  expect(await page.getByRole("radio", { name: "Nussbaum" }).isChecked()).toBe(true);
  expect(await priceText(page)).toBe(walnut.price);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(new URL(canonical ?? "").pathname).toBe(`${TABLE.de}_${walnut.id}`);
  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "") as unknown));
  expect(jsonLd).toContainEqual(
    expect.objectContaining({
      "@type": "Product",
      url: canonical,
      offers: expect.objectContaining({ "@type": "Offer", priceCurrency: "EUR" }),
    }),
  );
});

test("the gallery moves with the arrow keys and zooms in a dialog that Esc closes", async ({ page }) => {
  await visit(page, GALLERY.de);
  await waitForHydration(page);
  const gallery = page.getByRole("region", { name: "Produktbilder" });
  const first = gallery.getByRole("button", { name: "Bild 1 von 2 zeigen" });
  const second = gallery.getByRole("button", { name: "Bild 2 von 2 zeigen" });
  expect(await first.getAttribute("aria-current")).toBe("true");

  await first.focus();
  await page.keyboard.press("ArrowRight");
  expect(await second.getAttribute("aria-current")).toBe("true");
  expect(await focusedName(page)).toBe("Bild 2 von 2 zeigen");
  await gallery.getByText("Bild 2 von 2", { exact: true }).waitFor({ state: "attached" });
  await page.keyboard.press("ArrowRight");
  expect(await first.getAttribute("aria-current")).toBe("true");
  await page.keyboard.press("ArrowLeft");
  expect(await second.getAttribute("aria-current")).toBe("true");

  const enlarge = gallery.getByRole("button", { name: /^Bild vergrößern: / });
  await enlarge.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: /^Vergrößertes Bild: / });
  await dialog.waitFor();
  await dialog.getByRole("img").waitFor();
  await checkA11y(page);
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
  // The dialog gives focus back in an effect after it unmounts: a moment later, not at once.
  await expect.poll(() => focusedName(page)).toMatch(/^Bild vergrößern: /);

  // A swipe to the left shows the next image (the first again) and opens no zoom.
  const box = await enlarge.boundingBox();
  if (!box) throw new Error("the main image has no box");
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  expect(await first.getAttribute("aria-current")).toBe("true");
  expect(await dialog.count()).toBe(0);

  // A click opens it as well, and its close button closes it.
  await enlarge.click();
  await dialog.getByRole("button", { name: "Schließen" }).click();
  await dialog.waitFor({ state: "detached" });
});

test("the English gallery and zoom speak English; a bundle lists its parts", async ({ page }) => {
  await visit(page, GALLERY.en);
  await waitForHydration(page);
  const gallery = page.getByRole("region", { name: "Product images" });
  await gallery.getByRole("button", { name: "Show image 2 of 2" }).click();
  await gallery.getByRole("button", { name: /^Enlarge image: / }).click();
  const dialog = page.getByRole("dialog", { name: /^Enlarged image: / });
  await dialog.waitFor();
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });

  await visit(page, BUNDLE);
  await page.getByRole("heading", { name: "This set contains" }).waitFor();
  await page.getByRole("tab", { name: "Manufacturer" }).click();
  await page.getByRole("tabpanel", { name: "Manufacturer" }).waitFor();
  await checkA11y(page);
});

test("the details tabs follow the arrow keys, Home and End; without JavaScript every panel shows", async ({ page }) => {
  await visit(page, TABLE.en);
  await waitForHydration(page);
  const tabs = page.getByRole("tablist", { name: "Product information" });
  const tab = (name: string) => tabs.getByRole("tab", { name });
  expect(await tab("Description").getAttribute("aria-selected")).toBe("true");
  await tab("Description").focus();
  await page.keyboard.press("ArrowRight");
  await expect(tab("Technical data")).toBeFocused();
  expect(await tab("Technical data").getAttribute("aria-selected")).toBe("true");
  await page.getByRole("tabpanel", { name: "Technical data" }).waitFor();
  expect(await page.getByRole("tabpanel").count()).toBe(1);
  await page.keyboard.press("End");
  await expect(tab("Legal details")).toBeFocused();
  await page.getByRole("tabpanel", { name: "Legal details" }).waitFor();
  await page.keyboard.press("ArrowRight");
  await expect(tab("Description")).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Home");
  await expect(tab("Description")).toBeFocused();
  // Tab leaves the list for the panel: only the selected tab is in the tab order.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("tabpanel", { name: "Description" })).toBeFocused();

  const scriptless = await openPage({ javaScriptEnabled: false });
  await visit(scriptless, TABLE.en);
  expect(await scriptless.getByRole("tablist").count()).toBe(0);
  for (const name of ["Description", "Technical data", "Manufacturer", "Legal details"]) {
    // Each panel under a heading of its tab's label.
    const panel = scriptless.getByRole("tabpanel", { name });
    await panel.getByRole("heading", { level: 2, name, exact: true }).first().waitFor();
  }
});

test("/p/{variationId}/{slug} answers 301 to the product page in the visitor's language", async () => {
  const product = await productData(TABLE.itemId, "de");
  const walnut = variationNamed(product, "Nussbaum, 160 × 90 cm");
  const page = await openPage();
  const german = await visit(page, `/p/${walnut.id}/irgendwas`);
  expect(currentPath(page)).toBe(`${TABLE.de}_${walnut.id}`);
  const redirect = await german?.request().redirectedFrom()?.response();
  expect(redirect?.status()).toBe(301);

  await visit(page, `/en/p/${product.mainVariationId}/anything`);
  expect(currentPath(page)).toBe(TABLE.en);

  const unknown = await visit(page, "/en/p/999999999/no-such-thing");
  expect(unknown?.status()).toBe(404);
  await page.getByRole("heading", { level: 1, name: "Page Not Found" }).waitFor();
});
