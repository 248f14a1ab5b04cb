/**
 * The search and a list page's detail queries take their indexes on a catalog ten times the
 * demo's (issue 14): EXPLAIN on PostgreSQL after ANALYZE, no sequential scan on the search
 * tables or on the big tables a page reads by its ids. The vocabulary queries and the page
 * queries get there on the planner's own costs; the documents query runs as searchItems
 * runs it, with sequential scans discouraged (withIndexScans), so here it proves that the
 * language's GIN index can serve it. The plans are the PostgreSQL server's,
 * so the suite runs only when TEST_DATABASE_URL names one (CI sets it); without it there is
 * no server to ask.
 *
 * Not asserted: the candidate queries of a big category (its items, variations, prices).
 * "Wohnen" holds 680 of 1,550 items, and even a small category's candidates join the
 * variations of the whole catalog, a few hundred kB, where a sequential scan is the right
 * plan; the listing keeps what it computed from those rows instead (listing.ts).
 */
import { randomBytes } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, rowsOf, type DatabaseHandle } from "#server/db/client.ts";
import { seedDemoCatalog } from "#server/demo/catalog/index.ts";
import { seedDemoData } from "#server/demo/seed.ts";
import { findListingCategory } from "#server/modules/catalog-view/index.ts";
import { pageDetailQueries } from "#server/modules/catalog-view/listing-query.ts";
import {
  alternativesFor,
  documentsQuery,
  similarTermsQuery,
  vocabularyQuery,
  withIndexScans,
  type WordAlternatives,
} from "#server/modules/catalog/search.ts";
import type { Locale } from "#common/constants.ts";

const baseUrl = process.env.TEST_DATABASE_URL;
const SEARCH_TABLES = new Set(["item_search_documents", "search_terms"]);
/** A page's big tables; its tags and variation images are a few kB, read whole at any size. */
const PAGE_TABLES = new Set(["item_images", "price_history"]);

type PlanNode = { "Node Type": string; "Relation Name"?: string; "Index Name"?: string; Plans?: PlanNode[] };

function indexesUsed(plan: PlanNode): string[] {
  const own = plan["Index Name"] ? [plan["Index Name"]] : [];
  return [...own, ...(plan.Plans ?? []).flatMap(indexesUsed)];
}

function scannedSequentially(plan: PlanNode): string[] {
  const own = plan["Node Type"] === "Seq Scan" && plan["Relation Name"] ? [plan["Relation Name"]] : [];
  return [...own, ...(plan.Plans ?? []).flatMap(scannedSequentially)];
}

function databaseUrl(name: string): string {
  const url = new URL(baseUrl ?? "");
  url.pathname = `/${name}`;
  return url.toString();
}

describe.skipIf(!baseUrl)("search and page queries on a 10x catalog use their indexes (postgres)", () => {
  const name = `t_explain_${randomBytes(6).toString("hex")}`;
  let admin: pg.Client | undefined;
  let database: DatabaseHandle | undefined;
  const db = () => {
    if (!database) throw new Error("database not open");
    return database.db;
  };

  async function planOf(query: SQL | { getSQL(): SQL }, on = db()): Promise<PlanNode> {
    const statement = "getSQL" in query ? query.getSQL() : query;
    const [row] = rowsOf<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
      await on.execute(sql`explain (format json) ${statement}`),
    );
    const plan = row?.["QUERY PLAN"][0]?.Plan;
    if (!plan) throw new Error("no plan");
    return plan;
  }
  const seqScans = async (query: SQL | { getSQL(): SQL }) => scannedSequentially(await planOf(query));

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    database = await openDatabase({ url: databaseUrl(name) });
    await seedDemoData(db());
    const seeded = await seedDemoCatalog(db(), { mediaDir: null, scale: 10 });
    expect(seeded.items).toBe(1550);
    await db().execute(sql`analyze`);
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await admin?.query(`drop database if exists ${name}`);
    await admin?.end();
  });

  // gin: whether the planner takes the language's GIN index. "tisch leuchte" widens to about
  // 36 alternatives (compound parts of both words); for that tsquery PostgreSQL estimates the
  // GIN scan dearer than reading the language's documents through the primary key, and both
  // measured alike (34-39 ms at 10x: the time goes into matching and ranking the 140 hits,
  // not into finding them). Not a sequential scan, but not the GIN index either.
  it.each<[Locale, string, { gin: boolean }]>([
    ["de", "sofa", { gin: true }],
    ["de", "tisch leuchte", { gin: false }],
    ["de", "Stehleuchet", { gin: true }],
    ["de", "kissen", { gin: true }],
    ["en", "lamp", { gin: true }],
    ["en", "tabel", { gin: true }],
    ["en", "oak table", { gin: true }],
  ])("searches %s '%s' through the trigram index and without a sequential scan", async (locale, term, { gin }) => {
    const words: WordAlternatives[] = [];
    for (const word of term.toLowerCase().split(" ")) {
      expect(await seqScans(vocabularyQuery(db(), locale, word)), `vocabulary of ${word}`).toEqual([]);
      expect(await seqScans(similarTermsQuery(db(), locale, word)), `similar to ${word}`).toEqual([]);
      const alternatives = await alternativesFor(db(), locale, word);
      if (alternatives) words.push(alternatives);
    }
    expect(words.every((entry) => entry.alternatives.length > 0)).toBe(true);
    // As searchItems runs it: the planner told that matching documents is not cheap (search.ts).
    const plan = await withIndexScans(db(), (tx) => planOf(documentsQuery(locale, words), tx));
    expect(scannedSequentially(plan).filter((table) => SEARCH_TABLES.has(table))).toEqual([]);
    expect(indexesUsed(plan).includes(`item_search_documents_document_${locale}_idx`)).toBe(gin);
  });

  it("reads a big category's page of details by index", async () => {
    const found = await findListingCategory(db(), "de", { urlPath: "wohnen" }, { includeCustomerOnly: false });
    if (!found || found === "login-required") throw new Error("no Wohnen");
    const page = rowsOf<{ item_id: number; variation_id: number }>(
      await db().execute(sql`
        select c.item_id, v.id as variation_id from item_categories c join variations v on v.item_id = c.item_id
        where c.category_id in ${found.source.categoryIds} order by c.position, v.id limit 24`),
    );
    const itemIds = [...new Set(page.map((row) => row.item_id))];
    const variationIds = page.map((row) => row.variation_id);
    const queries = pageDetailQueries(db(), itemIds, variationIds, new Date(Date.now() - 30 * 86_400_000));
    for (const [query, statement] of Object.entries(queries)) {
      const scans = await seqScans(statement);
      expect(
        scans.filter((table) => PAGE_TABLES.has(table)),
        query,
      ).toEqual([]);
    }
  });
});
