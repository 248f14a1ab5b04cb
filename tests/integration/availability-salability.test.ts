/**
 * The availability a shopper reads never contradicts whether the variation can be ordered:
 * the product page, the cards of listings and the wishlist derive it from salability.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { stock } from "#server/modules/stock/stock.table.ts";
import { describeDatabases } from "./harness.ts";
import { addProductFixture, FIXTURE } from "./product-fixture.ts";
import type { ShopClient } from "./shop-client.ts";

const UNAVAILABLE = {
  de: { name: "Zurzeit nicht lieferbar", tone: "grey" },
  en: { name: "Currently unavailable", tone: "grey" },
} as const;

async function wishlistCards(client: ShopClient, ...variationIds: number[]) {
  for (const variationId of variationIds) {
    expect((await client.call("doAddWishlistItem", { variationId })).status).toBe(200);
  }
  const answer = await client.call("getWishlistProducts", undefined, { method: "GET" });
  expect(answer.status).toBe(200);
  return answer.body.data?.products ?? [];
}

describeDatabases("availability and salability", (shop) => {
  it.each(["de", "en"] as const)(
    "a bundle without component stock, on a green availability, reads as unavailable (%s)",
    async (locale) => {
      await addProductFixture(shop().db);
      // The blanket is a component of the bundle: without it no bundle can be made.
      await shop().db.update(stock).set({ quantity: 0 }).where(eq(stock.variationId, FIXTURE.throwVariation));

      const product = await shop().caller({ locale }).getProduct({ itemId: FIXTURE.bundle });
      const bundle = product.variations.find((variation) => variation.id === FIXTURE.bundleVariation);
      expect(bundle).toMatchObject({ isSalable: false, availability: UNAVAILABLE[locale] });

      const cards = await wishlistCards(shop().client({ locale }), FIXTURE.bundleVariation, FIXTURE.sandSmall);
      expect(cards.map((card) => [card.variationId, card.salable, card.availability])).toEqual([
        [FIXTURE.bundleVariation, false, expect.objectContaining(UNAVAILABLE[locale])],
        // A salable variation keeps the catalogue's availability.
        [FIXTURE.sandSmall, true, { id: 1, name: locale === "de" ? "Verfügbar 1" : "Available 1", tone: "green" }],
      ]);
    },
  );

  it("a variation whose stock is all reserved does not promise an amber delivery time either", async () => {
    await addProductFixture(shop().db);
    const product = await shop().caller({ locale: "de" }).getProduct({ itemId: FIXTURE.cushion });
    const sage = product.variations.find((variation) => variation.id === FIXTURE.sageSmall);
    expect(sage).toMatchObject({ isSalable: false, availability: UNAVAILABLE.de });
  });
});
