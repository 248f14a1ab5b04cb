import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

/** One SQL dialect everywhere: PGlite embedded, PostgreSQL through pg when DATABASE_URL is set. */
export type Database = PgDatabase<PgQueryResultHKT>;
export type DatabaseHandle = { db: Database; kind: "pglite" | "postgres"; close: () => Promise<void> };

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export async function openDatabase(options: { url?: string | undefined; dataDir?: string }): Promise<DatabaseHandle> {
  if (options.url) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const db = drizzle(pool);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db, kind: "postgres", close: () => pool.end() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const extensions = await pgliteExtensions();
  const client = new PGlite({ ...(options.dataDir && { dataDir: path.join(options.dataDir, "pglite") }), extensions });
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db, kind: "pglite", close: () => client.close() };
}

/**
 * The extensions the migrations create (pg_trgm for the search's typo tolerance). PostgreSQL
 * ships them as contrib modules; PGlite must be handed them when an instance starts.
 */
export async function pgliteExtensions() {
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  return { pg_trgm };
}

/** Raw query results carry their rows in `.rows` (PGlite and node-postgres); some drivers return the array itself. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
