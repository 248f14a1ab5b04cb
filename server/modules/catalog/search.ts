import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Locale } from "#common/constants.ts";
import { rowsOf, type Database } from "../../db/client.ts";
import { cachedRead } from "./read-cache.ts";
import { SEARCH_CONFIG } from "./search-index.ts";
import { itemSearchDocuments, searchTerms } from "./search.table.ts";
import { queryWords } from "./search-words.ts";

/**
 * Full-text search over the index of search-index.ts. Each query word is widened to the
 * vocabulary words it may mean, then all words must match (AND), ranked by weight:
 *
 * - every word matches as a prefix ("lamp" finds "lamps", "Leuchte" finds "Leuchten"),
 *   stemmed by the language's configuration;
 * - from four letters on, also inside longer words, for German compounds ("lampe" finds
 *   "Stehlampe");
 * - when nothing contains the word, the most similar vocabulary words by trigrams stand in
 *   for it: the typo tolerance ("Kafeemaschine" finds "Kaffeemaschine").
 *
 * Stop words ("der", "the") are dropped, as the text-search configuration does.
 */

/** A search answers at most this many items: enough for five pages of 100. */
export const SEARCH_MAX_RESULTS = 500;
const INFIX_MIN_LENGTH = 4;
const INFIX_MAX_TERMS = 30;
const FUZZY_MAX_TERMS = 3;
/** pg_trgm similarity a stand-in word needs (its operator's default): "tabel" ~ "table" is 0.33. */
const FUZZY_MIN_SIMILARITY = 0.3;

export type WordAlternatives = {
  word: string;
  /** tsquery strings: "word:*" and vocabulary words. Empty: nothing can match this word. */
  alternatives: string[];
  /** Set when the word was replaced by similar words (a typo). */
  corrected: boolean;
};

type Row = Record<string, unknown>;

async function isStopWord(db: Database, config: string, word: string): Promise<boolean> {
  const [row] = rowsOf<Row>(
    await db.execute(sql`select numnode(to_tsquery(${config}::regconfig, ${word})) = 0 as stop`),
  );
  return row?.stop === true;
}

/** What one query word may mean in the vocabulary of a language. */
export async function alternativesFor(db: Database, locale: Locale, word: string): Promise<WordAlternatives | null> {
  if (await isStopWord(db, SEARCH_CONFIG[locale], word)) return null;
  const prefix = `${word}:*`;
  if (word.length < 3) return { word, alternatives: [prefix], corrected: false };
  const known = await vocabularyQuery(db, locale, word);
  const terms = known.map((row) => row.term);
  // A word that is not itself in the vocabulary may be a typo even when longer words contain it.
  const similar = terms.includes(word) ? [] : await similarTerms(db, locale, word);
  if (terms.length > 0) {
    return {
      word,
      alternatives: [prefix, ...new Set([...terms, ...similar])].filter((t) => t !== word),
      corrected: false,
    };
  }
  return { word, alternatives: similar, corrected: true };
}

/**
 * Vocabulary words that contain the word (from four letters on) or begin with it. The
 * language is matched by its partial trigram index (search.table.ts).
 */
export function vocabularyQuery(db: Database, locale: Locale, word: string) {
  const containing =
    word.length >= INFIX_MIN_LENGTH
      ? sql`${searchTerms.term} like ${`%${word}%`}`
      : sql`${searchTerms.term} like ${`${word}%`}`;
  return db
    .select({ term: searchTerms.term })
    .from(searchTerms)
    .where(and(eq(searchTerms.lang, locale), containing))
    .orderBy(sql`length(${searchTerms.term})`, searchTerms.term)
    .limit(INFIX_MAX_TERMS);
}

async function similarTerms(db: Database, locale: Locale, word: string): Promise<string[]> {
  const rows = await similarTermsQuery(db, locale, word);
  return rows.map((row) => row.term);
}

/** The vocabulary words most similar to a word by trigrams: the stand-ins for a typo. */
export function similarTermsQuery(db: Database, locale: Locale, word: string) {
  const similarity = sql<number>`similarity(${searchTerms.term}, ${word})`;
  return db
    .select({ term: searchTerms.term })
    .from(searchTerms)
    .where(
      and(
        eq(searchTerms.lang, locale),
        sql`${searchTerms.term} % ${word}`,
        sql`${similarity} >= ${FUZZY_MIN_SIMILARITY}`,
      ),
    )
    .orderBy(desc(similarity), searchTerms.term)
    .limit(FUZZY_MAX_TERMS);
}

function anyOf(config: string, alternatives: string[]): SQL {
  return sql.join(
    alternatives.map((alternative) => sql`to_tsquery(${config}::regconfig, ${alternative})`),
    sql` || `,
  );
}

export type SearchResult = {
  /** Matching item ids, best first. */
  itemIds: number[];
  /** The words that were replaced by similar ones, with their replacements (for "Did you mean"). */
  corrections: { word: string; replacements: string[] }[];
};

/**
 * Cached briefly like the catalog's rows (read-cache.ts), by the words that count: the same
 * term is asked for again by every page, filter and sort link of its results, and matching
 * and ranking its hits grows with the catalog. rebuildSearchIndex drops the cache.
 */
export function searchItems(db: Database, locale: Locale, query: string): Promise<SearchResult> {
  const key = `search:${locale}:${queryWords(query).join(" ")}`;
  return cachedRead(db, key, () => runSearch(db, locale, query));
}

async function runSearch(db: Database, locale: Locale, query: string): Promise<SearchResult> {
  const words = (await Promise.all(queryWords(query).map((word) => alternativesFor(db, locale, word)))).filter(
    (entry) => entry !== null,
  );
  const corrections = words
    .filter((entry) => entry.corrected && entry.alternatives.length > 0)
    .map((entry) => ({ word: entry.word, replacements: entry.alternatives }));
  if (words.length === 0 || words.some((entry) => entry.alternatives.length === 0)) {
    return { itemIds: [], corrections };
  }
  const statement = documentsQuery(locale, words);
  const rows = await withIndexScans(db, async (tx) => rowsOf<Row>(await tx.execute(statement)));
  return { itemIds: rows.map((row) => Number(row.item_id)), corrections };
}

/**
 * Runs `work` in a transaction whose planner avoids sequential scans where an index can
 * serve. PostgreSQL prices matching a document (`@@`) like comparing two numbers, so for a
 * word in a tenth of the documents ("sofa", "kissen") it preferred reading every document
 * of both languages to the language's GIN index, which measured four to five times faster
 * at 10x data (docs/search.md). A table without a usable index is still scanned.
 */
export function withIndexScans<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return work(tx);
  });
}

/**
 * The documents that match every word (through any of its alternatives), best first. The
 * language is matched by its partial GIN index (search.table.ts).
 */
export function documentsQuery(locale: Locale, words: WordAlternatives[]): SQL {
  const config = SEARCH_CONFIG[locale];
  const widened = sql.join(
    words.map((entry) => sql`(${anyOf(config, entry.alternatives)})`),
    sql` && `,
  );
  // Tiers: the words as typed ("tisch": tables) before words they begin ("Tischleuchte")
  // before compounds containing them; by weighted rank within a tier.
  const exact = sql.join(
    words.map((entry) => sql`(${anyOf(config, entry.corrected ? entry.alternatives : [entry.word])})`),
    sql` && `,
  );
  const typed = sql.join(
    words.map((entry) => sql`(${anyOf(config, entry.corrected ? entry.alternatives : [`${entry.word}:*`])})`),
    sql` && `,
  );
  const document = itemSearchDocuments.document;
  return sql`
      select ${itemSearchDocuments.itemId} as item_id
      from ${itemSearchDocuments}, (select ${widened} as query) as q
      where ${itemSearchDocuments.lang} = ${locale} and ${document} @@ query
      order by ${document} @@ (${exact}) desc, ${document} @@ (${typed}) desc,
        ts_rank_cd(${document}, query) desc, ${itemSearchDocuments.itemId}
      limit ${SEARCH_MAX_RESULTS}`;
}
