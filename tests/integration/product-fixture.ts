/**
 * A small catalog with known numbers for the product page suites: ids from 97000 up, so it
 * sits beside the demo catalog. Categories are the demo ones (12 sofas, 13 tables, 32
 * customers only).
 */
import { customers } from "#server/modules/customer/customer.table.ts";
import type { Database } from "#server/db/client.ts";
import {
  attributes,
  attributeValues,
  availabilities,
  bundleComponents,
  itemCategories,
  itemImages,
  items,
  itemTags,
  itemTexts,
  manufacturers,
  priceHistory,
  tags,
  units,
  variationAttributeValues,
  variationImages,
  variationPrices,
  variations,
} from "#server/modules/catalog/item.table.ts";
import {
  itemProperties,
  properties,
  propertyGroups,
  propertySelectionValues,
} from "#server/modules/catalog/property.table.ts";
import { reviews } from "#server/modules/review/review.table.ts";
import { stock } from "#server/modules/stock/stock.table.ts";

export const FIXTURE = {
  cushion: 97001,
  bundle: 97002,
  throw: 97003,
  membersOnly: 97004,
  inactive: 97005,
  sandSmall: 97101,
  sageSmall: 97102,
  sandLarge: 97103,
  sageLarge: 97104,
  bundleVariation: 97201,
  throwVariation: 97301,
  membersVariation: 97401,
  inactiveVariation: 97501,
} as const;

const DAY = 24 * 60 * 60 * 1000;
export const SPECIAL_ENDS = new Date(Date.now() + 10 * DAY);

const texts = (itemId: number, de: string, en: string, deSlug: string, enSlug: string) => [
  { itemId, lang: "de", name: de, urlPath: deSlug, shortDescription: `${de} kurz`, description: `<p>${de}</p>` },
  { itemId, lang: "en", name: en, urlPath: enSlug, shortDescription: `${en} short`, description: `<p>${en}</p>` },
];
const names = (de: string, en: string) => ({ de, en });
const variation = (id: number, itemId: number, extra: Partial<typeof variations.$inferInsert> = {}) => ({
  id,
  itemId,
  number: `FX-${id}`,
  gtin: `4260999${id}5`.slice(0, 13),
  availabilityId: 1,
  ...extra,
});
const price = (variationId: number, amountCents: number, extra: Partial<typeof variationPrices.$inferInsert> = {}) => ({
  variationId,
  kind: "default" as const,
  amountCents,
  ...extra,
});

export async function addProductFixture(db: Database): Promise<void> {
  const { cushion, bundle, throw: blanket, membersOnly, inactive } = FIXTURE;
  await db
    .insert(availabilities)
    .values([1, 5].map((id) => ({ id, averageDays: id * 2, names: names(`Verfügbar ${id}`, `Available ${id}`) })))
    .onConflictDoNothing();
  await db
    .insert(units)
    .values([
      { code: "C62", names: names("Stück", "piece") },
      { code: "LTR", names: names("Liter", "litre") },
    ])
    .onConflictDoNothing();
  await db.insert(manufacturers).values([
    {
      id: 97901,
      name: "Fixture Works Ltd",
      street: "1 Test Road",
      postcode: "SW1A 1AA",
      city: "London",
      countryCode: "GB",
      email: "safety@fixture.example",
      responsiblePerson: {
        name: "Fixture EU B.V.",
        street: "Keizersgracht 1",
        postcode: "1015 CJ",
        city: "Amsterdam",
        countryCode: "NL",
        email: "eu@fixture.example",
      },
    },
  ]);
  await db.insert(attributes).values([
    { id: 97901, display: "color", position: 0, names: names("Farbe", "Colour") },
    { id: 97902, display: "select", position: 1, names: names("Größe", "Size") },
  ]);
  await db.insert(attributeValues).values([
    { id: 97911, attributeId: 97901, position: 0, names: names("Sand", "Sand"), color: "#d3bf9f" },
    { id: 97912, attributeId: 97901, position: 1, names: names("Salbei", "Sage"), color: "#9aae8c" },
    { id: 97921, attributeId: 97902, position: 0, names: names("Klein", "Small") },
    { id: 97922, attributeId: 97902, position: 1, names: names("Groß", "Large") },
  ]);
  await db
    .insert(items)
    .values([
      { id: cushion, manufacturerId: 97901 },
      { id: bundle, itemType: "bundle" },
      { id: blanket, vatClass: "reduced" },
      { id: membersOnly },
      { id: inactive },
    ]);
  await db
    .insert(itemTexts)
    .values([
      ...texts(cushion, "Kissen Probe", "Test cushion", "kissen-probe", "test-cushion"),
      ...texts(bundle, "Kissen-Set", "Cushion set", "kissen-set", "cushion-set"),
      ...texts(blanket, "Decke Probe", "Test throw", "decke-probe", "test-throw"),
      ...texts(membersOnly, "Mitgliederkissen", "Members' cushion", "mitgliederkissen", "members-cushion"),
      ...texts(inactive, "Altes Kissen", "Old cushion", "altes-kissen", "old-cushion"),
    ]);
  await db.insert(itemCategories).values([
    { itemId: cushion, categoryId: 13, isDefault: false },
    { itemId: cushion, categoryId: 12, isDefault: true },
    { itemId: bundle, categoryId: 12, isDefault: true },
    { itemId: membersOnly, categoryId: 32, isDefault: true },
  ]);
  await db.insert(variations).values([
    variation(FIXTURE.sandSmall, cushion, { isMain: true, position: 0 }),
    variation(FIXTURE.sageSmall, cushion, { position: 1, availabilityId: 5 }),
    variation(FIXTURE.sandLarge, cushion, {
      position: 2,
      minimumOrderQuantity: 2,
      intervalOrderQuantity: 2,
      unitCode: "LTR",
      unitContent: "0.5",
      properties: [{ name: names("Füllung", "Filling"), value: names("Daunen", "Down") }],
    }),
    variation(FIXTURE.sageLarge, cushion, { position: 3, active: false }),
    variation(FIXTURE.bundleVariation, bundle, { isMain: true }),
    variation(FIXTURE.throwVariation, blanket, { isMain: true }),
    variation(FIXTURE.membersVariation, membersOnly, { isMain: true }),
    variation(FIXTURE.inactiveVariation, inactive, { isMain: true, active: false }),
  ]);
  await db.insert(variationAttributeValues).values([
    { variationId: FIXTURE.sandSmall, attributeValueId: 97911 },
    { variationId: FIXTURE.sandSmall, attributeValueId: 97921 },
    { variationId: FIXTURE.sageSmall, attributeValueId: 97912 },
    { variationId: FIXTURE.sageSmall, attributeValueId: 97921 },
    { variationId: FIXTURE.sandLarge, attributeValueId: 97911 },
    { variationId: FIXTURE.sandLarge, attributeValueId: 97922 },
    { variationId: FIXTURE.sageLarge, attributeValueId: 97912 },
    { variationId: FIXTURE.sageLarge, attributeValueId: 97922 },
  ]);
  await db
    .insert(variationPrices)
    .values([
      price(FIXTURE.sandSmall, 5000),
      price(FIXTURE.sandSmall, 4490, { kind: "special", validUntil: SPECIAL_ENDS }),
      price(FIXTURE.sandSmall, 6990, { kind: "rrp" }),
      price(FIXTURE.sageSmall, 5000),
      price(FIXTURE.sageSmall, 4500, { minimumQuantity: 10 }),
      price(FIXTURE.sageSmall, 4000, { minimumQuantity: 50 }),
      price(FIXTURE.sandLarge, 6000),
      price(FIXTURE.sageLarge, 6000),
      price(FIXTURE.bundleVariation, 10000),
      price(FIXTURE.throwVariation, 4000),
      price(FIXTURE.membersVariation, 2000),
      price(FIXTURE.inactiveVariation, 2000),
    ]);
  // 3000 was replaced before the 30 days began, 4200 was in force when they began.
  const ago = (days: number) => new Date(Date.now() - days * DAY);
  await db.insert(priceHistory).values([
    { variationId: FIXTURE.sandSmall, amountCents: 3000, recordedAt: ago(60) },
    { variationId: FIXTURE.sandSmall, amountCents: 4200, recordedAt: ago(40) },
    { variationId: FIXTURE.sandSmall, amountCents: 5000, recordedAt: ago(20) },
  ]);
  await db.insert(stock).values([
    { variationId: FIXTURE.sandSmall, quantity: 5 },
    { variationId: FIXTURE.sageSmall, quantity: 2, reserved: 2 },
    { variationId: FIXTURE.sandLarge, quantity: 3 },
    { variationId: FIXTURE.throwVariation, quantity: 10 },
    { variationId: FIXTURE.membersVariation, quantity: 10 },
  ]);
  await db.insert(bundleComponents).values([
    { bundleVariationId: FIXTURE.bundleVariation, componentVariationId: FIXTURE.sandSmall, quantity: 2 },
    { bundleVariationId: FIXTURE.bundleVariation, componentVariationId: FIXTURE.throwVariation, quantity: 1 },
  ]);
  await db.insert(itemImages).values(
    [1, 2, 3].map((n) => ({
      id: 97900 + n,
      itemId: cushion,
      fileName: `kissen-probe-${n}.webp`,
      cleanName: `kissen-probe-${n}`,
      position: n,
      width: 1600,
      height: 1600,
      alt: names(`Kissen Probe Bild ${n}`, `Test cushion image ${n}`),
    })),
  );
  await db.insert(variationImages).values([{ variationId: FIXTURE.sageSmall, imageId: 97902 }]);
  await db
    .insert(tags)
    .values({ id: 97901, color: "#1d5651", names: names("Probe", "Sample"), slugs: names("probe", "sample") });
  await db.insert(itemTags).values({ itemId: cushion, tagId: 97901 });
  await db.insert(propertyGroups).values({ id: 97901, position: 0, names: names("Service", "Service") });
  await db.insert(properties).values([
    {
      id: 97901,
      groupId: 97901,
      valueType: "empty",
      // Pre-selected in the catalogue, but paid: the shop must never tick it for the shopper.
      isPreSelected: true,
      surchargeCents: 250,
      surchargeIncludesVat: true,
      position: 1,
      names: { de: { name: "Geschenkverpackung", description: "" }, en: { name: "Gift wrapping", description: "" } },
    },
    {
      id: 97902,
      valueType: "selection",
      isRequired: true,
      isPreSelected: true,
      position: 0,
      names: { de: { name: "Stickfarbe", description: "" }, en: { name: "Embroidery colour", description: "" } },
    },
    {
      id: 97903,
      valueType: "file",
      position: 2,
      acceptedFormats: ["pdf", "png"],
      maxFileSizeBytes: 5_000_000,
      names: { de: { name: "Motiv", description: "Ihr Bild" }, en: { name: "Motif", description: "Your picture" } },
    },
    {
      id: 97904,
      groupId: 97901,
      valueType: "text",
      surchargeCents: 200,
      surchargeIncludesVat: false,
      position: 0,
      names: { de: { name: "Namenszug", description: "" }, en: { name: "Name lettering", description: "" } },
    },
  ]);
  await db.insert(propertySelectionValues).values([
    { id: 97911, propertyId: 97902, position: 1, names: names("Gold", "Gold") },
    { id: 97912, propertyId: 97902, position: 0, names: names("Silber", "Silver") },
  ]);
  await db
    .insert(itemProperties)
    .values([97901, 97902, 97903, 97904].map((propertyId) => ({ itemId: cushion, propertyId })));
  await db.insert(reviews).values([
    { itemId: cushion, title: "Gut", text: "Gut", rating: 5, visible: true, authorName: "Anna" },
    { itemId: cushion, title: "Ok", text: "Ok", rating: 4, visible: true },
    { itemId: cushion, title: "Schlecht", text: "Noch geprüft", rating: 1, visible: false },
  ]);
}

/** A customer who sees net prices; returns its id for a session. */
export async function addNetPriceCustomer(db: Database): Promise<number> {
  const [row] = await db
    .insert(customers)
    .values({
      email: "net@example.com",
      emailNormalized: "net@example.com",
      passwordHash: "not-a-login",
      showNetPrices: true,
    })
    .returning({ id: customers.id });
  if (!row) throw new Error("customer not created");
  return row.id;
}
