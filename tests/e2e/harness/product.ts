/** Product data from the shop's API and the product page's price, for tests that must not hard-code the seed's prices. */
import { expect, type Page } from "@playwright/test";
import { baseUrl } from "./browser.ts";

export type ApiProduct = {
  mainVariationId: number;
  variations: { id: number; label: string; prices: { price: { formatted: string } } | null }[];
};

/** The product as the API answers it, to name variation ids and prices without hard-coding the seed's. */
export async function productData(itemId: number, locale: "de" | "en"): Promise<ApiProduct> {
  const body = encodeURIComponent(JSON.stringify({ itemId }));
  const answer = await fetch(`${baseUrl}/api/getProduct?body=${body}`, { headers: { "x-locale": locale } });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: ApiProduct }).data;
}

/** A variation's price as the page prints it (no-break spaces made plain). */
export function formattedPrice(variation: ApiProduct["variations"][number]): string {
  return (variation.prices?.price.formatted ?? "").replace(/\s/g, " ");
}

export function variationNamed(product: ApiProduct, label: string) {
  const found = product.variations.find((variation) => variation.label === label);
  if (!found) throw new Error(`no variation "${label}" in ${product.variations.map((v) => v.label).join(" | ")}`);
  return { id: found.id, price: formattedPrice(found) };
}

/** The price the purchase panel shows. */
export async function priceText(page: Page): Promise<string> {
  const label = page.getByText(/^(Preis|Price):/).first();
  const text = await label.evaluate((element) => element.parentElement?.textContent ?? "");
  return text.replace(/^(Preis|Price): /, "").replace(/\s/g, " ");
}

/** Item and variation id of a product address: /slug_{itemId} or /slug_{itemId}_{variationId}. */
export function productIds(path: string): { itemId: number; variationId: number | null } {
  const match = /_(\d+)(?:_(\d+))?$/.exec(path);
  if (!match) throw new Error(`${path} is not a product address`);
  return { itemId: Number(match[1]), variationId: match[2] ? Number(match[2]) : null };
}
