/**
 * Puts a test database back to the seeded template between tests, in place: loading a PGlite
 * dump took about 0.5 s per test and copying a PostgreSQL template about 0.6 s (create and
 * drop), most of the integration step's time (docs/benchmarks.md "Test suite time"). The
 * reset of the same data takes a fraction of that.
 *
 * `snapshotTemplate` runs once on each template (global-setup.ts): it copies every table of
 * the public schema into the schema `test_snapshot` and returns the reset script, which, with
 * triggers and foreign key checks off (session_replication_role = replica: the rows are the
 * template's, already consistent),
 *   - empties every public table with DELETE (TRUNCATE of the 65 tables took 400 ms on
 *     PostgreSQL, for new files per table; DELETE of the few seeded rows takes 3 ms),
 *   - copies the snapshot's rows back,
 *   - sets every sequence back to where the template left it.
 * A test that drops a table on purpose makes the script fail; the harness then starts over
 * from a new copy.
 * The migrations' own table (schema drizzle) is not touched: the schema stays migrated.
 */
import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "#server/db/client.ts";

export const SNAPSHOT_SCHEMA = "test_snapshot";

/** A double-quoted SQL identifier (catalog names only, never user input). */
function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export async function snapshotTemplate(db: Database): Promise<string> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`),
  ).map((row) => row.name);
  const sequences = rowsOf<{ name: string; value: string | number | null; start: string | number }>(
    await db.execute(
      sql`select sequencename as name, last_value as value, start_value as start
          from pg_sequences where schemaname = 'public' order by sequencename`,
    ),
  );
  const filled: string[] = [];
  await db.execute(sql.raw(`create schema ${SNAPSHOT_SCHEMA}`));
  for (const table of tables) {
    const [row] = rowsOf<{ filled: boolean }>(
      await db.execute(sql.raw(`select exists (select from public.${quoted(table)}) as filled`)),
    );
    if (!row?.filled) continue;
    await db.execute(sql.raw(`create table ${SNAPSHOT_SCHEMA}.${quoted(table)} as table public.${quoted(table)}`));
    filled.push(table);
  }
  const statements = [
    "set session_replication_role = replica",
    ...tables.map((table) => `delete from public.${quoted(table)}`),
    ...filled.map((table) => `insert into public.${quoted(table)} table ${SNAPSHOT_SCHEMA}.${quoted(table)}`),
    // A sequence the template never used starts again at its start value.
    ...sequences.map((sequence) =>
      sequence.value === null
        ? `select setval('public.${quoted(sequence.name)}', ${Number(sequence.start)}, false)`
        : `select setval('public.${quoted(sequence.name)}', ${Number(sequence.value)}, true)`,
    ),
    "set session_replication_role = default",
  ];
  return `${statements.join(";\n")};`;
}
