/**
 * The homepage is its blocks, server-rendered (docs/blocks.md "Rendering"): the shared shop
 * has no saved homepage, so shoppers see the built-in default homepage in their language,
 * its carousel works by buttons with JavaScript and by scrolling without.
 */
import { openPage, visit } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";

test("the default homepage shows its carousel, text, products and newsletter form (de)", async ({ page }) => {
  await visit(page, "/");
  const carousel = page.getByRole("region", { name: "Highlights" });
  await carousel.getByRole("heading", { level: 2, name: "Wohnen mit Charakter" }).waitFor();
  await carousel.getByRole("group", { name: "Folie 1 von 2" }).waitFor();
  await carousel.getByRole("link", { name: "Tische entdecken" }).waitFor();
  await page.getByRole("heading", { level: 2, name: "Schön wohnen, klug vernetzt" }).waitFor();
  const products = page.getByRole("region", { name: "Sofas & Sessel" });
  expect(await products.getByRole("article").count()).toBeGreaterThan(0);
  const newsletter = page.getByRole("region", { name: "Newsletter abonnieren" });
  await newsletter.getByRole("textbox", { name: "E-Mail", exact: true }).waitFor();
  await newsletter.getByRole("button", { name: "Abonnieren" }).waitFor();

  // With JavaScript the arrows move between the slides and the counter follows.
  await carousel.getByRole("button", { name: "Nächste Folie" }).click();
  await carousel.getByText("Folie 2 von 2", { exact: true }).waitFor();
  await expect.poll(() => carousel.getByRole("link", { name: "Kochgeschirr ansehen" }).isVisible()).toBe(true);
  await carousel.getByRole("button", { name: "Vorherige Folie" }).click();
  await carousel.getByText("Folie 1 von 2", { exact: true }).waitFor();
  await page.close();
});

test("the English homepage shows the English default homepage", async ({ page }) => {
  await visit(page, "/en/");
  await page.getByRole("heading", { level: 1, name: "Welcome to Nordlicht" }).waitFor();
  const carousel = page.getByRole("region", { name: "Highlights" });
  await carousel.getByRole("heading", { level: 2, name: "Living with character" }).waitFor();
  await carousel.getByRole("button", { name: "Next slide" }).waitFor();
  await page.getByRole("region", { name: "Subscribe to our newsletter" }).waitFor();
  await page.close();
});

test("without JavaScript the first slide shows and the second is reached by scrolling", async () => {
  const page = await openPage({ javaScriptEnabled: false });
  await visit(page, "/");
  const carousel = page.getByRole("region", { name: "Highlights" });
  expect(await carousel.getByRole("link", { name: "Tische entdecken" }).isVisible()).toBe(true);
  expect(await carousel.getByRole("button").count()).toBe(0);
  await carousel.getByRole("link", { name: "Kochgeschirr ansehen" }).scrollIntoViewIfNeeded();
  expect(await carousel.getByRole("link", { name: "Kochgeschirr ansehen" }).isVisible()).toBe(true);
  await page.close();
});
