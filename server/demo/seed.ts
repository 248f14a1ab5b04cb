import { sql } from "drizzle-orm";
import { invalidateCatalogReads, categories, categoryDetails } from "../modules/catalog/index.ts";
import { rowsOf, type Database } from "../db/client.ts";

type SeedCategory = {
  id: number;
  parentId: number | null;
  type: "content" | "item";
  right?: "all" | "customer";
  linklist?: boolean;
  de: [name: string, slug: string];
  en: [name: string, slug: string];
};

/** A home-and-living plus electronics shop over three levels; the homepage is id 1. */
export const DEMO_CATEGORIES: SeedCategory[] = [
  { id: 1, parentId: null, type: "content", linklist: false, de: ["Homepage", ""], en: ["Homepage", ""] },
  { id: 10, parentId: null, type: "item", de: ["Wohnen", "wohnen"], en: ["Living", "living"] },
  { id: 11, parentId: 10, type: "item", de: ["Möbel", "moebel"], en: ["Furniture", "furniture"] },
  {
    id: 12,
    parentId: 11,
    type: "item",
    de: ["Sofas & Sessel", "sofas-sessel"],
    en: ["Sofas & armchairs", "sofas-armchairs"],
  },
  { id: 13, parentId: 11, type: "item", de: ["Tische", "tische"], en: ["Tables", "tables"] },
  { id: 14, parentId: 11, type: "item", de: ["Regale", "regale"], en: ["Shelving", "shelving"] },
  { id: 15, parentId: 10, type: "item", de: ["Leuchten", "leuchten"], en: ["Lighting", "lighting"] },
  { id: 16, parentId: 15, type: "item", de: ["Stehleuchten", "stehleuchten"], en: ["Floor lamps", "floor-lamps"] },
  { id: 17, parentId: 15, type: "item", de: ["Tischleuchten", "tischleuchten"], en: ["Table lamps", "table-lamps"] },
  {
    id: 18,
    parentId: 10,
    type: "item",
    de: ["Heimtextilien", "heimtextilien"],
    en: ["Home textiles", "home-textiles"],
  },
  { id: 19, parentId: 18, type: "item", de: ["Kissen", "kissen"], en: ["Cushions", "cushions"] },
  { id: 20, parentId: 18, type: "item", de: ["Decken", "decken"], en: ["Throws", "throws"] },
  { id: 21, parentId: null, type: "item", de: ["Küche", "kueche"], en: ["Kitchen", "kitchen"] },
  { id: 22, parentId: 21, type: "item", de: ["Kochgeschirr", "kochgeschirr"], en: ["Cookware", "cookware"] },
  { id: 23, parentId: 21, type: "item", de: ["Küchenhelfer", "kuechenhelfer"], en: ["Kitchen tools", "kitchen-tools"] },
  { id: 24, parentId: null, type: "item", de: ["Elektronik", "elektronik"], en: ["Electronics", "electronics"] },
  { id: 25, parentId: 24, type: "item", de: ["Audio", "audio"], en: ["Audio", "audio"] },
  { id: 26, parentId: 25, type: "item", de: ["Kopfhörer", "kopfhoerer"], en: ["Headphones", "headphones"] },
  { id: 27, parentId: 25, type: "item", de: ["Lautsprecher", "lautsprecher"], en: ["Speakers", "speakers"] },
  { id: 28, parentId: 24, type: "item", de: ["Smart Home", "smart-home"], en: ["Smart home", "smart-home"] },
  {
    id: 29,
    parentId: 28,
    type: "item",
    de: ["Smarte Beleuchtung", "smarte-beleuchtung"],
    en: ["Smart lighting", "smart-lighting"],
  },
  { id: 30, parentId: 28, type: "item", de: ["Sicherheit", "sicherheit"], en: ["Security", "security"] },
  { id: 31, parentId: 24, type: "item", de: ["Zubehör", "zubehoer"], en: ["Accessories", "accessories"] },
  {
    id: 32,
    parentId: null,
    type: "item",
    right: "customer",
    de: ["Mitglieder-Outlet", "mitglieder-outlet"],
    en: ["Members' outlet", "members-outlet"],
  },
  {
    id: 40,
    parentId: null,
    type: "content",
    linklist: false,
    de: ["Über uns", "ueber-uns"],
    en: ["About us", "about-us"],
  },
];

function urlPath(category: SeedCategory, lang: "de" | "en"): string {
  const parts: string[] = [];
  let current: SeedCategory | undefined = category;
  while (current) {
    if (current[lang][1]) parts.unshift(current[lang][1]);
    const parentId: number | null = current.parentId;
    current = DEMO_CATEGORIES.find((c) => c.id === parentId);
  }
  return parts.join("/");
}

/** Idempotent: existing rows (maybe edited by an operator) are left as they are. */
export async function seedDemoData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(categories)
      .values(
        DEMO_CATEGORIES.map((c, index) => ({
          id: c.id,
          parentId: c.parentId,
          type: c.type,
          right: c.right ?? "all",
          linklist: c.linklist ?? true,
          position: index,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(categoryDetails)
      .values(
        DEMO_CATEGORIES.flatMap((c) =>
          (["de", "en"] as const).map((lang) => ({
            categoryId: c.id,
            lang,
            name: c[lang][0],
            nameUrl: c[lang][1],
            urlPath: urlPath(c, lang),
            metaTitle: c[lang][0],
          })),
        ),
      )
      .onConflictDoNothing();
    // Explicit ids bypassed the identity sequence; move it past them.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('categories', 'id'), (select coalesce(max(id), 1) from categories))`,
    );
  });
  invalidateCatalogReads(db);
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from categories`));
  return (rows[0]?.n ?? 0) === 0;
}

export async function isCatalogEmpty(db: Database): Promise<boolean> {
  const rows = rowsOf<{ empty: boolean }>(await db.execute(sql`select not exists (select 1 from items) as empty`));
  return rows[0]?.empty ?? true;
}
