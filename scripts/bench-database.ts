/**
 * A PostgreSQL database of its own for one benchmark run: created empty (the shop's first
 * start migrates and seeds it, as on a fresh data folder) and dropped at the end.
 * `BENCH_DATABASE_URL` names the server and the name's prefix (default
 * postgres://postgres@127.0.0.1:5432/bench, giving bench_<time>_<pid>).
 */
import pg from "pg";

const DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/bench";

export type BenchDatabase = { url: string; name: string; drop: () => Promise<void> };

async function onServer<T>(base: URL, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new URL(base);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createBenchDatabase(
  baseUrl = process.env.BENCH_DATABASE_URL || DEFAULT_URL,
): Promise<BenchDatabase> {
  const base = new URL(baseUrl);
  const prefix = base.pathname.replace(/^\//, "") || "bench";
  const name = `${prefix}_${Date.now()}_${process.pid}`.replace(/[^a-z0-9_]/gi, "_").toLowerCase();
  await onServer(base, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () =>
      onServer(base, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {}),
  };
}
