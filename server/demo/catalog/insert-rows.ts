import { getTableColumns, sql } from "drizzle-orm";
import type { PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "#server/db/client.ts";

/** PostgreSQL allows 65,535 bind parameters per statement; stay well below. */
const MAX_PARAMETERS = 30_000;
const MAX_ROWS = 500;

/**
 * Multi-row inserts of a few hundred rows each: PGlite runs on the main thread, and one
 * statement per row would cost seconds. Existing rows (same key) are left untouched, which
 * makes the seed idempotent and keeps operator edits.
 */
export async function insertRows<TTable extends PgTable>(
  db: Database,
  table: TTable,
  rows: readonly PgInsertValue<TTable>[],
): Promise<void> {
  const columns = Object.keys(getTableColumns(table)).length;
  const size = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / columns)));
  for (let start = 0; start < rows.length; start += size) {
    await db
      .insert(table)
      .values(rows.slice(start, start + size))
      .onConflictDoNothing();
  }
}

/**
 * Explicit ids bypass the identity sequences; move each past the highest id, so rows the
 * operator creates later do not collide. One statement for all tables saves round trips.
 */
export async function moveSequencesPastIds(db: Database, tables: readonly string[]): Promise<void> {
  const calls = tables.map(
    (table) => `setval(pg_get_serial_sequence('${table}', 'id'), (select coalesce(max(id), 1) from "${table}"))`,
  );
  // Table names come from the constant list in index.ts, never from input.
  await db.execute(sql.raw(`select ${calls.join(", ")}`));
}
