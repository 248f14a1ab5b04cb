/**
 * A small catalog with known answers for the listing tests, beside (not instead of) the
 * demo catalog: category "Prüfliste" (900) with a subcategory (901) and a customers-only
 * subcategory (903). Lookup rows the demo seed may already hold are inserted only if missing.
 */
import type { Database } from "#server/db/client.ts";
import { invalidateCatalogReads } from "#server/modules/catalog/read-cache.ts";
import { categories, categoryDetails } from "#server/modules/catalog/category.table.ts";
import {
  attributes,
  attributeValues,
  availabilities,
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
  variationPrices,
  variations,
} from "#server/modules/catalog/item.table.ts";
import { itemProperties, properties } from "#server/modules/catalog/property.table.ts";
import { customers } from "#server/modules/customer/customer.table.ts";
import { reviews } from "#server/modules/review/review.table.ts";
import { stock } from "#server/modules/stock/stock.table.ts";

export const LIST = { id: 900, de: "pruefliste", en: "test-list", child: 901, membersOnly: 903 } as const;
const DAY = 24 * 60 * 60 * 1000;

export type Fixture = Awaited<ReturnType<typeof seedListingFixture>>;

async function category(db: Database, id: number, parentId: number | null, slug: [string, string], right = "all") {
  await db.insert(categories).values({ id, parentId, type: "item", right: right as "all" | "customer", position: id });
  const [de, en] = slug;
  const parentPath = (lang: "de" | "en") => (parentId === null ? "" : `${lang === "de" ? LIST.de : LIST.en}/`);
  await db.insert(categoryDetails).values([
    { categoryId: id, lang: "de", name: `Kategorie ${de}`, nameUrl: de, urlPath: `${parentPath("de")}${de}` },
    { categoryId: id, lang: "en", name: `Category ${en}`, nameUrl: en, urlPath: `${parentPath("en")}${en}` },
  ]);
}

type Price = { kind: "default" | "rrp" | "special"; cents: number; minimumQuantity?: number };
const price = (kind: Price["kind"], cents: number, minimumQuantity = 1): Price => ({ kind, cents, minimumQuantity });

type ItemSpec = {
  name: string;
  categoryId: number;
  position: number;
  manufacturerId: number;
  vatClass?: "standard" | "reduced";
  variations: {
    isMain?: boolean;
    active?: boolean;
    prices: Price[];
    stock: number | null;
    availabilityId?: number;
    values?: number[];
  }[];
};

async function item(db: Database, spec: ItemSpec) {
  const [row] = await db
    .insert(items)
    .values({ manufacturerId: spec.manufacturerId, vatClass: spec.vatClass ?? "standard" })
    .returning({ id: items.id });
  const itemId = row!.id;
  const slug = spec.name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  await db.insert(itemTexts).values([
    { itemId, lang: "de", name: spec.name, urlPath: slug },
    { itemId, lang: "en", name: `${spec.name} EN`, urlPath: `${slug}-en` },
  ]);
  await db
    .insert(itemCategories)
    .values({ itemId, categoryId: spec.categoryId, position: spec.position, isDefault: true });
  const variationIds: number[] = [];
  for (const [index, v] of spec.variations.entries()) {
    const [inserted] = await db
      .insert(variations)
      .values({
        itemId,
        number: `LIST-${itemId}-${index}`,
        isMain: v.isMain ?? index === 0,
        active: v.active ?? true,
        position: index,
        availabilityId: v.availabilityId ?? 1,
      })
      .returning({ id: variations.id });
    const variationId = inserted!.id;
    variationIds.push(variationId);
    if (v.prices.length > 0) {
      await db.insert(variationPrices).values(
        v.prices.map((p) => ({
          variationId,
          kind: p.kind,
          amountCents: p.cents,
          minimumQuantity: p.minimumQuantity ?? 1,
        })),
      );
    }
    if (v.stock !== null) await db.insert(stock).values({ variationId, quantity: v.stock });
    for (const valueId of v.values ?? [])
      await db.insert(variationAttributeValues).values({ variationId, attributeValueId: valueId });
  }
  return { itemId, variationIds };
}

export async function seedListingFixture(db: Database) {
  await db
    .insert(availabilities)
    .values(
      Array.from({ length: 10 }, (_, i) => ({
        id: i + 1,
        averageDays: i,
        names: { de: `Verfügbar ${i + 1}`, en: `Available ${i + 1}` },
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(units)
    .values({ code: "C62", names: { de: "Stück", en: "piece" } })
    .onConflictDoNothing();
  await category(db, LIST.id, null, [LIST.de, LIST.en]);
  await category(db, LIST.child, LIST.id, ["unterliste", "sub-list"]);
  await category(db, LIST.membersOnly, LIST.id, ["nur-mitglieder", "members-only"], "customer");

  const [m1, m2, m3] = await db
    .insert(manufacturers)
    .values([{ name: "Zeta Möbel" }, { name: "Alpha Licht" }, { name: "Füllwerk" }])
    .returning({ id: manufacturers.id });
  const [colour, size] = await db
    .insert(attributes)
    .values([
      { display: "color", position: 0, names: { de: "Prüffarbe", en: "Test colour" } },
      { display: "select", position: 1, names: { de: "Prüfgröße", en: "Test size" } },
    ])
    .returning({ id: attributes.id });
  const [red, blue, small, large] = await db
    .insert(attributeValues)
    .values([
      { attributeId: colour!.id, position: 0, names: { de: "Rot", en: "Red" }, color: "#c00000" },
      { attributeId: colour!.id, position: 1, names: { de: "Blau", en: "Blue" }, color: "#0000c0" },
      { attributeId: size!.id, position: 0, names: { de: "S", en: "S" } },
      { attributeId: size!.id, position: 1, names: { de: "L", en: "L" } },
    ])
    .returning({ id: attributeValues.id });
  const [darkTag] = await db
    .insert(tags)
    .values({
      color: "#1f2937",
      names: { de: "Prüfmarke", en: "Test mark" },
      slugs: { de: "pruefmarke", en: "test-mark" },
    })
    .returning({ id: tags.id });

  const armchair = await item(db, {
    name: "Anker Sessel",
    categoryId: LIST.child,
    position: 3,
    manufacturerId: m1!.id,
    variations: [
      { prices: [price("default", 19900)], stock: 5, values: [red!.id, small!.id] },
      { prices: [price("default", 24900)], stock: 2, availabilityId: 4, values: [blue!.id, large!.id] },
    ],
  });
  const lamp = await item(db, {
    name: "Zebra Lampe",
    categoryId: LIST.child,
    position: 1,
    manufacturerId: m2!.id,
    variations: [
      {
        prices: [price("default", 4990), price("special", 3990), price("rrp", 5990)],
        stock: 10,
      },
    ],
  });
  const mug = await item(db, {
    name: "Äpfel Becher",
    categoryId: LIST.child,
    position: 2,
    manufacturerId: m1!.id,
    vatClass: "reduced",
    variations: [
      {
        prices: [price("default", 1070), price("default", 900, 6)],
        stock: 0,
        availabilityId: 9,
        values: [blue!.id],
      },
    ],
  });
  const table = await item(db, {
    name: "Mittel Tisch",
    categoryId: LIST.id,
    position: 0,
    manufacturerId: m2!.id,
    variations: [{ prices: [price("default", 12000)], stock: 3 }],
  });
  const secret = await item(db, {
    name: "Geheim Regal",
    categoryId: LIST.membersOnly,
    position: 0,
    manufacturerId: m2!.id,
    variations: [{ prices: [price("default", 8000)], stock: 3 }],
  });
  // Never listed: no active variation, or no price.
  await item(db, {
    name: "Inaktiv",
    categoryId: LIST.child,
    position: 0,
    manufacturerId: m3!.id,
    variations: [{ active: false, prices: [price("default", 100)], stock: 1 }],
  });
  await item(db, {
    name: "Preislos",
    categoryId: LIST.child,
    position: 0,
    manufacturerId: m3!.id,
    variations: [{ prices: [], stock: 1 }],
  });
  const fillers = [];
  for (let n = 1; n <= 12; n++) {
    fillers.push(
      await item(db, {
        name: `Füller ${String(n).padStart(2, "0")}`,
        categoryId: LIST.child,
        position: 10 + n,
        manufacturerId: m3!.id,
        variations: [{ prices: [price("default", 100 * n)], stock: n }],
      }),
    );
  }

  const [required] = await db
    .insert(properties)
    .values({
      valueType: "text",
      isRequired: true,
      names: { de: { name: "Gravur", description: "" }, en: { name: "Engraving", description: "" } },
    })
    .returning({ id: properties.id });
  await db.insert(itemProperties).values({ itemId: table.itemId, propertyId: required!.id });
  await db.insert(itemTags).values([
    { itemId: armchair.itemId, tagId: darkTag!.id },
    { itemId: secret.itemId, tagId: darkTag!.id },
  ]);
  await db.insert(itemImages).values(
    [2, 0, 1].map((position) => ({
      itemId: lamp.itemId,
      fileName: `zebra-lampe-${position}.webp`,
      cleanName: `zebra-lampe-${position}`,
      position,
      width: 1200,
      height: 1200,
      alt: { de: `Zebra Lampe ${position}`, en: `Zebra lamp ${position}` },
    })),
  );
  await db.insert(priceHistory).values([
    { variationId: lamp.variationIds[0]!, amountCents: 3790, recordedAt: new Date(Date.now() - 10 * DAY) },
    { variationId: lamp.variationIds[0]!, amountCents: 2990, recordedAt: new Date(Date.now() - 40 * DAY) },
  ]);
  await db.insert(reviews).values([
    { itemId: armchair.itemId, title: "Gut", text: "Sehr gut", rating: 5, visible: true },
    { itemId: armchair.itemId, title: "Ok", text: "Gut", rating: 4, visible: true },
    { itemId: lamp.itemId, title: "Mittel", text: "Geht so", rating: 3, visible: true },
    { itemId: lamp.itemId, title: "Schlecht", text: "In Prüfung", rating: 1, visible: false },
  ]);
  invalidateCatalogReads(db);
  return {
    armchair,
    lamp,
    mug,
    table,
    secret,
    fillers,
    manufacturers: { m1: m1!.id, m2: m2!.id, m3: m3!.id },
    values: { red: red!.id, blue: blue!.id, small: small!.id, large: large!.id },
    tagId: darkTag!.id,
  };
}

/** A customer row to act as (through the in-process caller's session). */
export async function insertCustomer(db: Database, showNetPrices: boolean): Promise<number> {
  const [row] = await db
    .insert(customers)
    .values({
      email: `net-${showNetPrices}@example.com`,
      emailNormalized: `net-${showNetPrices}@example.com`,
      passwordHash: "x",
      showNetPrices,
    })
    .returning({ id: customers.id });
  return row!.id;
}
