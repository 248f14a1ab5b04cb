import { eq, inArray, sql, type SQL } from "drizzle-orm";
import { LOCALES, type Locale } from "#common/constants.ts";
import { plainText } from "#common/plain-text.ts";
import type { Database } from "../../db/client.ts";
import { categoryDetails } from "./category.table.ts";
import {
  attributeValues,
  itemCategories,
  items,
  itemTexts,
  manufacturers,
  variationAttributeValues,
  variations,
} from "./item.table.ts";
import { itemSearchDocuments, searchTerms } from "./search.table.ts";
import { searchWords } from "./search-words.ts";
import { invalidateCatalogReads } from "./read-cache.ts";

/** The text-search configuration of each shop language. */
export const SEARCH_CONFIG: Record<Locale, string> = { de: "german", en: "english" };

/** Rows per insert statement: far below PostgreSQL's 65 535 bind parameters. */
const CHUNK = 500;

type DocumentParts = {
  /** Weight A: what the shopper calls the product. */
  name: string;
  /** Weight B: brand, keywords, category names ("Tische"), numbers (SKU, GTIN, MPN). */
  identity: string[];
  /** Weight C: attribute values ("Eiche", "Walnuss"). */
  facets: string[];
  /** Weight D: the descriptions. */
  body: string[];
};

function documentSql(config: string, parts: DocumentParts): SQL {
  const weighted = (text: string, weight: "A" | "B" | "C" | "D") =>
    sql`setweight(to_tsvector(${config}::regconfig, ${text}), ${weight})`;
  return sql`${weighted(parts.name, "A")} || ${weighted(parts.identity.join(" "), "B")} || ${weighted(
    parts.facets.join(" "),
    "C",
  )} || ${weighted(parts.body.join(" "), "D")}`;
}

async function loadParts(db: Database): Promise<Map<string, DocumentParts>> {
  const [texts, variationRows, valueRows, categoryRows] = await Promise.all([
    db
      .select({
        itemId: itemTexts.itemId,
        lang: itemTexts.lang,
        name: itemTexts.name,
        keywords: itemTexts.keywords,
        shortDescription: itemTexts.shortDescription,
        description: itemTexts.description,
        technicalData: itemTexts.technicalData,
        manufacturer: manufacturers.name,
      })
      .from(itemTexts)
      .innerJoin(items, eq(items.id, itemTexts.itemId))
      .leftJoin(manufacturers, eq(manufacturers.id, items.manufacturerId))
      .where(inArray(itemTexts.lang, [...LOCALES])),
    db
      .select({ itemId: variations.itemId, number: variations.number, gtin: variations.gtin, mpn: variations.mpn })
      .from(variations)
      .where(eq(variations.active, true)),
    db
      .selectDistinct({ itemId: variations.itemId, names: attributeValues.names })
      .from(variationAttributeValues)
      .innerJoin(variations, eq(variations.id, variationAttributeValues.variationId))
      .innerJoin(attributeValues, eq(attributeValues.id, variationAttributeValues.attributeValueId))
      .where(eq(variations.active, true)),
    db
      .select({ itemId: itemCategories.itemId, lang: categoryDetails.lang, name: categoryDetails.name })
      .from(itemCategories)
      .innerJoin(categoryDetails, eq(categoryDetails.categoryId, itemCategories.categoryId)),
  ]);
  const parts = new Map<string, DocumentParts>();
  for (const text of texts) {
    parts.set(`${text.itemId}:${text.lang}`, {
      name: text.name,
      identity: [text.manufacturer ?? "", text.keywords],
      facets: [],
      body: [text.shortDescription, plainText(text.description), plainText(text.technicalData)],
    });
  }
  const each = (itemId: number, add: (part: DocumentParts, lang: Locale) => void) => {
    for (const lang of LOCALES) {
      const part = parts.get(`${itemId}:${lang}`);
      if (part) add(part, lang);
    }
  };
  for (const row of variationRows) each(row.itemId, (part) => part.identity.push(row.number, row.gtin, row.mpn));
  for (const row of valueRows) each(row.itemId, (part, lang) => part.facets.push(row.names[lang]));
  for (const row of categoryRows) parts.get(`${row.itemId}:${row.lang}`)?.identity.push(row.name);
  return parts;
}

/**
 * Rebuilds the whole search index (documents and vocabulary) in one transaction, so a
 * search never sees half an index. Called after the catalog seed and at start-up when the
 * index is empty; a back office that edits items calls it after its changes (a full
 * rebuild of a few thousand items takes well under a second).
 */
export async function rebuildSearchIndex(db: Database): Promise<{ documents: number; terms: number }> {
  const parts = await loadParts(db);
  const documents = [...parts].map(([key, part]) => {
    const [itemId, lang] = key.split(":") as [string, Locale];
    return { itemId: Number(itemId), lang, document: documentSql(SEARCH_CONFIG[lang], part) };
  });
  const terms = LOCALES.flatMap((lang) => {
    const words = new Set<string>();
    for (const [key, part] of parts) {
      if (!key.endsWith(`:${lang}`)) continue;
      for (const text of [part.name, ...part.identity, ...part.facets, ...part.body]) {
        for (const word of searchWords(text)) words.add(word);
      }
    }
    return [...words].map((term) => ({ lang, term }));
  });
  await db.transaction(async (tx) => {
    await tx.delete(itemSearchDocuments);
    await tx.delete(searchTerms);
    for (let start = 0; start < documents.length; start += CHUNK) {
      await tx.insert(itemSearchDocuments).values(documents.slice(start, start + CHUNK));
    }
    for (let start = 0; start < terms.length; start += CHUNK) {
      await tx.insert(searchTerms).values(terms.slice(start, start + CHUNK));
    }
  });
  // Fresh statistics at once, so the planner sees the new size and takes the indexes
  // instead of waiting for autovacuum (docs/search.md).
  await db.execute(sql`analyze ${itemSearchDocuments}, ${searchTerms}`);
  invalidateCatalogReads(db);
  return { documents: documents.length, terms: terms.length };
}

/** True when items exist but the index has no documents (a data folder made before search existed). */
export async function isSearchIndexMissing(db: Database): Promise<boolean> {
  const [item] = await db.select({ id: items.id }).from(items).limit(1);
  if (!item) return false;
  const [document] = await db
    .select({ id: itemSearchDocuments.itemId })
    .from(itemSearchDocuments)
    .where(eq(itemSearchDocuments.lang, "de"))
    .limit(1);
  return !document;
}
