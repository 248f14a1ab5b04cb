/**
 * The saved design reaches shoppers server-rendered: a shop whose primary colour and font
 * were saved shows its buttons in the new palette and its text in the self-hosted font,
 * from the first response on, with no request to another host.
 */
import type { Page } from "@playwright/test";
import { DEFAULT_DESIGN_SETTINGS } from "#common/design/design-settings.ts";
import { hexToRgb } from "#common/design/oklab.ts";
import { generatePalette } from "#common/design/palette.ts";
import { baseUrl, visit } from "./harness/browser.ts";
import { startShopWithDesign } from "./harness/design-shop.ts";
import { expect, test } from "./harness/fixtures.ts";
import type { ShopServer } from "./harness/shop-server.ts";

const SAVED = { primaryColor: "#7a3fc2", font: "lato" } as const;
let shop: ShopServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  shop = await startShopWithDesign(SAVED);
});

test.afterAll(async () => {
  await shop?.stop();
});

function cssRgb(base: string, stop: number): string {
  const colour = generatePalette("primary", base)?.entries.find((entry) => entry.stop === stop)?.colour;
  const [r, g, b] = hexToRgb(colour ?? "").map((channel) => Math.round(channel * 255));
  return `rgb(${r}, ${g}, ${b})`;
}

async function searchButtonColour(page: Page): Promise<string> {
  const button = page.getByRole("button", { name: "Suchen", exact: true });
  return button.evaluate((element) => getComputedStyle(element).backgroundColor);
}

test("a saved primary colour and font are what the shopper's first page shows", async ({ page }) => {
  await visit(page, `${baseUrl}/`);
  expect(await searchButtonColour(page)).toBe(cssRgb(DEFAULT_DESIGN_SETTINGS.primaryColor, 700));
  // The first shop's page finishes what it loads after hydration (its after-hydration chunk)
  // before the second shop's requests are counted.
  await page.waitForLoadState("networkidle");

  const hosts = new Set<string>();
  page.on("request", (request) => hosts.add(new URL(request.url()).host));
  const url = (shop as ShopServer).url;
  await visit(page, `${url}/`);
  expect(await searchButtonColour(page)).toBe(cssRgb(SAVED.primaryColor, 700));
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^Lato, /);
  const loaded = await page.evaluate(async () => (await document.fonts.load("700 16px Lato")).length);
  expect(loaded).toBeGreaterThan(0);
  expect([...hosts]).toEqual([new URL(url).host]);
});
