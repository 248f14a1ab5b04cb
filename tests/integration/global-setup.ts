/**
 * Once per integration run: the migrated and seeded template databases every test copies.
 * Migrating PGlite alone took 4-12 s per test file on this 2-core machine, so the files
 * share one template instead of building their own (docs/benchmarks.md "Test suite time").
 *   - PGlite: a dump of the seeded data folder in a temporary file, loaded once per file.
 *   - PostgreSQL (when TEST_DATABASE_URL is set): one template database, copied once per
 *     file with CREATE DATABASE ... TEMPLATE.
 * Between the tests of a file, a reset script puts the copy back (database-reset.ts).
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "#server/db/client.ts";
import { seedDemoData } from "#server/demo/seed.ts";
import { snapshotTemplate } from "./database-reset.ts";
import { databaseUrl } from "./database-url.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The file holding the seeded PGlite data folder (dumpDataDir, uncompressed tar). */
    pgliteTemplateFile: string;
    /** The seeded PostgreSQL template database, or "" without TEST_DATABASE_URL. */
    postgresTemplate: string;
    /** The scripts that put a copy back to its template between tests (database-reset.ts). */
    pgliteResetScript: string;
    postgresResetScript: string;
  }
}

async function pgliteTemplate(folder: string): Promise<{ file: string; resetScript: string }> {
  const template = await openDatabase({});
  try {
    await seedDemoData(template.db);
    const resetScript = await snapshotTemplate(template.db);
    const dump = await (template.db as unknown as { $client: PGlite }).$client.dumpDataDir("none");
    const file = path.join(folder, "pglite-template.tar");
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
    return { file, resetScript };
  } finally {
    await template.close();
  }
}

async function postgresTemplate(baseUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ url: databaseUrl(baseUrl, name) });
  try {
    await seedDemoData(handle.db);
    return await snapshotTemplate(handle.db);
  } finally {
    // A template must have no open connections while it is copied.
    await handle.close();
  }
}

async function dropPostgresTemplate(baseUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(path.join(tmpdir(), "shop-templates-"));
  const baseUrl = process.env.TEST_DATABASE_URL;
  const postgresName = baseUrl ? `tmpl_${randomBytes(6).toString("hex")}` : "";
  const teardown = async () => {
    if (baseUrl) await dropPostgresTemplate(baseUrl, postgresName);
    await rm(folder, { recursive: true, force: true });
  };
  try {
    // Settled both, so a failure of one does not leave the other running past the teardown.
    const [file, postgres] = await Promise.allSettled([
      pgliteTemplate(folder),
      baseUrl ? postgresTemplate(baseUrl, postgresName) : Promise.resolve(""),
    ]);
    if (file.status === "rejected") throw file.reason;
    if (postgres.status === "rejected") throw postgres.reason;
    project.provide("pgliteTemplateFile", file.value.file);
    project.provide("pgliteResetScript", file.value.resetScript);
    project.provide("postgresTemplate", postgresName);
    project.provide("postgresResetScript", postgres.value);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
