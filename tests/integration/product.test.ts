/** The product answer (getProduct): texts, images, prices, attributes, bundles, order properties and net prices. */
import { expect, it } from "vitest";
import type { ProductDetail } from "#server/modules/catalog/product-types.ts";
import { describeDatabases } from "./harness.ts";
import { addNetPriceCustomer, addProductFixture, FIXTURE, SPECIAL_ENDS } from "./product-fixture.ts";

function variationOf(product: ProductDetail, id: number) {
  const variation = product.variations.find((entry) => entry.id === id);
  if (!variation) throw new Error(`variation ${id} missing`);
  return variation;
}

describeDatabases("product page", (shop) => {
  const getProduct = async (input: { itemId: number; variationId?: number }, locale: "de" | "en" = "de") => {
    await addProductFixture(shop().db);
    return shop().caller({ locale }).getProduct(input);
  };

  it("answers an item with its texts, variations, images, manufacturer, breadcrumbs, tags and rating", async () => {
    const product = await getProduct({ itemId: FIXTURE.cushion });
    expect(product.item).toEqual({ id: FIXTURE.cushion, itemType: "default" });
    expect(product.texts).toMatchObject({
      name: "Kissen Probe",
      urlPath: "kissen-probe",
      description: "<p>Kissen Probe</p>",
    });
    expect(product.urlPathByLocale).toEqual({ de: "kissen-probe", en: "test-cushion" });
    expect(product.selectedVariationId).toBe(FIXTURE.sandSmall);
    expect(product.mainVariationId).toBe(FIXTURE.sandSmall);
    // The inactive variation is left out.
    expect(product.variations.map((variation) => variation.id)).toEqual([
      FIXTURE.sandSmall,
      FIXTURE.sageSmall,
      FIXTURE.sandLarge,
    ]);
    expect(product.salableVariationCount).toBe(2);
    expect(product.images.map((image) => image.id)).toEqual([97901, 97902, 97903]);
    expect(product.images[0]).toEqual({
      id: 97901,
      fileName: "kissen-probe-1.webp",
      cleanName: "kissen-probe-1",
      width: 1600,
      height: 1600,
      alt: "Kissen Probe Bild 1",
    });
    expect(variationOf(product, FIXTURE.sageSmall).imageIds).toEqual([97902]);
    expect(variationOf(product, FIXTURE.sandSmall).imageIds).toEqual([]);

    const sandLarge = variationOf(product, FIXTURE.sandLarge);
    expect(sandLarge).toMatchObject({
      name: "Kissen Probe, Sand, Groß",
      label: "Sand, Groß",
      number: "FX-97103",
      minimumOrderQuantity: 2,
      intervalOrderQuantity: 2,
      unit: { code: "LTR", content: 0.5, name: "Liter" },
      properties: [{ name: "Füllung", value: "Daunen" }],
      availability: { id: 1, name: "Verfügbar 1", averageDays: 2, tone: "green" },
      isSalable: true,
    });
    // Amber in the catalogue, but all its stock is reserved: no delivery time is promised.
    expect(variationOf(product, FIXTURE.sageSmall)).toMatchObject({
      isSalable: false,
      availability: { id: 5, name: "Zurzeit nicht lieferbar", tone: "grey" },
    });

    expect(product.manufacturer).toMatchObject({
      name: "Fixture Works Ltd",
      countryCode: "GB",
      responsiblePerson: { name: "Fixture EU B.V.", countryCode: "NL" },
    });
    expect(product.defaultCategory).toEqual({
      id: 12,
      name: "Sofas & Sessel",
      urlPath: "wohnen/moebel/sofas-sessel",
      breadcrumbs: [
        { id: 10, name: "Wohnen", urlPath: "wohnen" },
        { id: 11, name: "Möbel", urlPath: "wohnen/moebel" },
        { id: 12, name: "Sofas & Sessel", urlPath: "wohnen/moebel/sofas-sessel" },
      ],
    });
    expect(product.tags).toEqual([{ id: 97901, name: "Probe", slug: "probe", color: "#1d5651", textTone: "light" }]);
    // The review under moderation does not count.
    expect(product.rating).toMatchObject({
      ratingsCountTotal: 2,
      averageValue: 4.5,
      ratingsCountOf5: 1,
      ratingsCountOf4: 1,
    });
    expect(product.vatRatePercent).toBe(19);
  });

  it("prices a special offer with the struck regular price, the RRP and the lowest price of 30 days", async () => {
    const product = await getProduct({ itemId: FIXTURE.cushion });
    const sand = variationOf(product, FIXTURE.sandSmall);
    expect(sand.prices).toMatchObject({
      price: { value: 4490, currency: "EUR", formatted: "44,90\u00a0€" },
      regularPrice: { value: 5000, formatted: "50,00\u00a0€" },
      rrp: { value: 6990, formatted: "69,90\u00a0€" },
      // 4200 was in force when the 30 days began; 3000 ended before.
      lowestPrice: { value: 4200, formatted: "42,00\u00a0€" },
      basePrice: null,
      isNet: false,
    });
    expect(sand.specialOfferValidUntil).toBe(SPECIAL_ENDS.toISOString());

    const sage = variationOf(product, FIXTURE.sageSmall);
    expect(sage.prices?.regularPrice).toBeNull();
    expect(sage.prices?.lowestPrice).toBeNull();
    expect(sage.specialOfferValidUntil).toBeNull();
    expect(sage.prices?.graduatedPrices).toEqual([
      {
        minimumOrderQuantity: 10,
        price: { value: 4500, currency: "EUR", formatted: "45,00\u00a0€" },
        discountPercent: 10,
      },
      {
        minimumOrderQuantity: 50,
        price: { value: 4000, currency: "EUR", formatted: "40,00\u00a0€" },
        discountPercent: 20,
      },
    ]);
    expect(variationOf(product, FIXTURE.sandLarge).prices?.basePrice).toBe("120,00\u00a0€ / Liter");

    const english = await shop().caller({ locale: "en" }).getProduct({ itemId: FIXTURE.cushion });
    expect(variationOf(english, FIXTURE.sandSmall).prices?.price.formatted).toBe("€44.90");
    expect(english.texts.name).toBe("Test cushion");
  });

  it("maps attributes to variations, with the salable flag", async () => {
    const product = await getProduct({ itemId: FIXTURE.cushion }, "en");
    expect(product.variationAttributeMap).toEqual({
      attributes: [
        {
          attributeId: 97901,
          name: "Colour",
          display: "color",
          values: [
            { attributeValueId: 97911, name: "Sand", color: "#d3bf9f" },
            { attributeValueId: 97912, name: "Sage", color: "#9aae8c" },
          ],
        },
        {
          attributeId: 97902,
          name: "Size",
          display: "select",
          values: [
            { attributeValueId: 97921, name: "Small", color: null },
            { attributeValueId: 97922, name: "Large", color: null },
          ],
        },
      ],
      variations: [
        { variationId: FIXTURE.sandSmall, attributeValueIds: [97911, 97921], isSalable: true },
        { variationId: FIXTURE.sageSmall, attributeValueIds: [97912, 97921], isSalable: false },
        { variationId: FIXTURE.sandLarge, attributeValueIds: [97911, 97922], isSalable: true },
      ],
    });
  });

  it("lists bundle components and the saving against buying them one by one", async () => {
    const product = await getProduct({ itemId: FIXTURE.bundle });
    const bundle = variationOf(product, FIXTURE.bundleVariation).bundle;
    expect(bundle?.components).toEqual([
      {
        variationId: FIXTURE.sandSmall,
        itemId: FIXTURE.cushion,
        name: "Kissen Probe",
        urlPath: "kissen-probe",
        quantity: 2,
        image: expect.objectContaining({ id: 97901 }),
        price: { value: 4490, currency: "EUR", formatted: "44,90\u00a0€" },
      },
      {
        variationId: FIXTURE.throwVariation,
        itemId: FIXTURE.throw,
        name: "Decke Probe",
        urlPath: "decke-probe",
        quantity: 1,
        image: null,
        price: { value: 4000, currency: "EUR", formatted: "40,00\u00a0€" },
      },
    ]);
    // 2 × 44,90 + 40,00 = 129,80 against 100,00.
    expect(bundle?.saving).toEqual({
      componentsTotal: { value: 12980, currency: "EUR", formatted: "129,80\u00a0€" },
      amount: { value: 2980, currency: "EUR", formatted: "29,80\u00a0€" },
      percent: 23,
    });
    // The bundle has no stock of its own: its components' stock makes it salable.
    expect(variationOf(product, FIXTURE.bundleVariation).isSalable).toBe(true);
    expect(product.item.itemType).toBe("bundle");
  });

  it("groups order properties with their surcharge display, selection values and file limits", async () => {
    const { orderProperties } = await getProduct({ itemId: FIXTURE.cushion }, "en");
    expect(orderProperties.hasOrderProperties).toBe(true);
    expect(orderProperties.hasRequiredOrderProperty).toBe(true);
    expect(orderProperties.groups.map((group) => [group.id, group.name, group.properties.map((p) => p.id)])).toEqual([
      [null, "", [97902, 97903]],
      [97901, "Service", [97904, 97901]],
    ]);
    const [ungrouped, service] = orderProperties.groups;
    expect(ungrouped?.properties[0]).toMatchObject({
      name: "Embroidery colour",
      valueType: "selection",
      isRequired: true,
      surcharge: null,
      selectionValues: [
        { id: 97912, name: "Silver" },
        { id: 97911, name: "Gold" },
      ],
    });
    expect(ungrouped?.properties[1]).toMatchObject({
      valueType: "file",
      description: "Your picture",
      file: { acceptedFormats: ["pdf", "png"], maxFileSizeBytes: 5_000_000 },
    });
    // Shown gross, as the cart charges them: 2,00 € set without VAT is 2,38 € at 19 %.
    expect(service?.properties.map((p) => [p.name, p.surcharge])).toEqual([
      ["Name lettering", { amount: { value: 238, currency: "EUR", formatted: "€2.38" }, display: "incl" }],
      ["Gift wrapping", { amount: { value: 250, currency: "EUR", formatted: "€2.50" }, display: "incl" }],
    ]);
  });

  it("pre-selects a free order property as the catalogue says, a paid one never (no pre-ticked paid extras)", async () => {
    const { orderProperties } = await getProduct({ itemId: FIXTURE.cushion });
    const byName = new Map(orderProperties.groups.flatMap((group) => group.properties).map((p) => [p.name, p]));
    // Both are marked pre-selected in the catalogue; only the one without surcharge starts chosen.
    expect(byName.get("Stickfarbe")?.isPreSelected).toBe(true);
    expect(byName.get("Geschenkverpackung")).toMatchObject({ isPreSelected: false, surcharge: { display: "incl" } });
  });

  it("shows net prices to a customer who asked for them, at the item's VAT rate", async () => {
    await addProductFixture(shop().db);
    const userId = await addNetPriceCustomer(shop().db);
    const caller = shop().caller({ session: { userId } });
    const cushion = await caller.getProduct({ itemId: FIXTURE.cushion });
    expect(cushion.showNetPrices).toBe(true);
    const service = cushion.orderProperties.groups.find((group) => group.id === 97901);
    expect(service?.properties.map((p) => [p.name, p.surcharge?.display, p.surcharge?.amount.value])).toEqual([
      ["Namenszug", "plus", 200],
      ["Geschenkverpackung", "plus", 210],
    ]);
    expect(variationOf(cushion, FIXTURE.sandSmall).prices).toMatchObject({
      price: { value: 3773 }, // 44,90 / 1.19
      regularPrice: { value: 4202 },
      isNet: true,
    });
    const blanket = await caller.getProduct({ itemId: FIXTURE.throw });
    expect(blanket.vatRatePercent).toBe(7);
    expect(variationOf(blanket, FIXTURE.throwVariation).prices?.price.value).toBe(3738); // 40,00 / 1.07
    const bundle = await caller.getProduct({ itemId: FIXTURE.bundle });
    // Net on both sides: 2 × 37,73 + 37,38 = 112,84 against 84,03.
    expect(variationOf(bundle, FIXTURE.bundleVariation).bundle?.saving?.amount.value).toBe(11284 - 8403);
  });
});
