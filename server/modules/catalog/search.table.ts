import { sql } from "drizzle-orm";
import { customType, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { items } from "./item.table.ts";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/*
 * The GIN indexes are one per language (every query asks for one language: a shared index
 * hands the German query the English documents too, and the planner then preferred a
 * sequential scan) and without a pending list (fastupdate off): the index is rebuilt in one
 * go, and entries left in the pending list made the planner skip the index until a vacuum.
 * A new shop language needs its two indexes (docs/search.md).
 */

/**
 * The search index: one weighted text-search document per item and language, built by
 * rebuildSearchIndex (search-index.ts) from names, manufacturer, keywords, attributes,
 * numbers and descriptions. German documents use the german configuration, English ones
 * the english configuration, so "Stühle" finds "Stuhl" and "lamps" finds "lamp".
 */
export const itemSearchDocuments = pgTable(
  "item_search_documents",
  {
    itemId: integer("item_id")
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    document: tsvector("document").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.lang] }),
    index("item_search_documents_document_de_idx")
      .using("gin", table.document)
      .with({ fastupdate: false })
      .where(sql`lang = 'de'`),
    index("item_search_documents_document_en_idx")
      .using("gin", table.document)
      .with({ fastupdate: false })
      .where(sql`lang = 'en'`),
  ],
);

/**
 * Every word of the indexed texts, lower-cased, per language: the vocabulary that a
 * query word is matched against with trigrams, for typos ("Kafeemaschine") and for the
 * parts of German compounds ("lampe" in "Stehlampe"). Needs the pg_trgm extension.
 */
export const searchTerms = pgTable(
  "search_terms",
  {
    lang: text("lang").notNull(),
    term: text("term").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.lang, table.term] }),
    index("search_terms_term_trgm_de_idx")
      .using("gin", table.term.op("gin_trgm_ops"))
      .with({ fastupdate: false })
      .where(sql`lang = 'de'`),
    index("search_terms_term_trgm_en_idx")
      .using("gin", table.term.op("gin_trgm_ops"))
      .with({ fastupdate: false })
      .where(sql`lang = 'en'`),
  ],
);
