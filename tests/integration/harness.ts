import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import type { Hono } from "hono";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, describe, inject } from "vitest";
import type { Locale } from "#common/constants.ts";
import { loadConfig, type Config } from "#server/config.ts";
import { openDatabase, pgliteExtensions, type Database, type DatabaseHandle } from "#server/db/client.ts";
import { renderDueDocuments, type DocumentRound } from "#server/modules/document/document-worker.ts";
import type { AppEnv } from "#server/http/request-context.ts";
import { createLogger } from "#server/logger.ts";
import { Session, type SessionData } from "#server/modules/session/session.ts";
import { OperatorContext } from "#server/modules/operator/operator-context.ts";
import { operations, type ShopCaller } from "#server/operations/registry.ts";
import { createCaller } from "#server/rpc/caller.ts";
import type { RequestContext } from "#server/rpc/context.ts";
import { createShop as composeShop, type Shop as ComposedShop } from "#server/shop.ts";
import { currentSeller } from "#server/workflows/mail-theme.ts";
import { databaseUrl } from "./database-url.ts";
import { ShopClient, type ClientOptions } from "./shop-client.ts";

export type BackendName = "pglite" | "postgres";

/**
 * A source of databases for one test file: `prepare` makes the file's copy of the run's
 * template (global-setup.ts), `fresh` hands it to a test as the template left it (the reset
 * script of database-reset.ts) and `dispose` removes it after the file.
 */
type Backend = {
  name: BackendName;
  prepare(): Promise<void>;
  fresh(): Promise<TestDatabase>;
  dispose(): Promise<void>;
};

/**
 * A test's database. `handle` goes to the runtime, whose close at the end of the test only
 * lets go of it; `close` really closes it (tests that provoke database errors), after which
 * the next test gets a new copy.
 */
type TestDatabase = { handle: DatabaseHandle; close: () => Promise<void> };

/** Closing twice (a test that closes its database on purpose, then afterEach) is harmless. */
function closeOnce(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/**
 * The worker's PGlite database, kept from file to file: the integration files share a
 * worker's modules (`isolate: false`), and starting PGlite from the template's dump took
 * 2-3 s per file, a quarter of the step. Each test still starts from the template (the reset
 * script); a test that closed the database or dropped a table gets a new copy.
 */
const workerPglite: { dump?: Blob; client?: PGlite } = {};

function pgliteBackend(): Backend {
  const resetScript = inject("pgliteResetScript");
  return {
    name: "pglite",
    async prepare() {
      workerPglite.dump ??= new Blob([await readFile(inject("pgliteTemplateFile"))]);
    },
    async fresh() {
      const { dump } = workerPglite;
      if (!dump) throw new Error("pglite template is not prepared");
      let current = workerPglite.client;
      const reset =
        current?.closed === false &&
        (await current.exec(resetScript).then(
          () => true,
          () => false,
        ));
      if (!current || !reset) {
        if (current?.closed === false) await current.close();
        current = new PGlite({ loadDataDir: dump, extensions: await pgliteExtensions() });
        await current.waitReady;
        workerPglite.client = current;
      }
      const opened = current;
      return {
        handle: { db: drizzle(opened), kind: "pglite", close: async () => {} },
        close: closeOnce(() => opened.close()),
      };
    },
    // The database stays open for the worker's next file; the worker's end closes it.
    async dispose() {},
  };
}

/**
 * CREATE DATABASE ... TEMPLATE refuses (55006) while anything is connected to the template;
 * nothing should be, but a moment's retry is cheaper than a flaky run.
 */
async function copyTemplate(admin: pg.Pool, name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "55006" || attempt === 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

function postgresBackend(baseUrl: string): Backend {
  const template = inject("postgresTemplate");
  const resetScript = inject("postgresResetScript");
  // The file's own database and one connection to it for the resets, made in prepare.
  let admin: pg.Pool | undefined;
  let name = "";
  let resetter: pg.Client | undefined;
  async function newCopy(pool: pg.Pool): Promise<pg.Client> {
    name = `t_${randomBytes(8).toString("hex")}`;
    await copyTemplate(pool, name, template);
    const client = new pg.Client({ connectionString: databaseUrl(baseUrl, name) });
    await client.connect();
    return client;
  }
  return {
    name: "postgres",
    async prepare() {
      admin = new pg.Pool({ connectionString: baseUrl, max: 1 });
      resetter = await newCopy(admin);
    },
    async fresh() {
      if (!resetter || !admin) throw new Error("postgres backend is not prepared");
      const reset = await resetter.query(resetScript).then(
        () => true,
        () => false,
      );
      if (!reset) {
        // A test dropped a table on purpose: a new copy for the next.
        await resetter.end();
        await admin.query(`DROP DATABASE IF EXISTS ${name}`);
        resetter = await newCopy(admin);
      }
      const handle = await openDatabase({ url: databaseUrl(baseUrl, name) });
      const close = closeOnce(handle.close);
      return { handle: { ...handle, close }, close };
    },
    async dispose() {
      await resetter?.end();
      // Not WITH (FORCE): pool.end() resolves while its connections still say goodbye, and a
      // forced drop would kill them with an error nobody listens to. A plain drop waits for them.
      if (name) await admin?.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin?.end();
    },
  };
}

function backends(): Backend[] {
  const url = process.env.TEST_DATABASE_URL;
  return url && inject("postgresTemplate") ? [pgliteBackend(), postgresBackend(url)] : [pgliteBackend()];
}

export const TEST_SESSION_SECRET = "x".repeat(40);

export function testConfig(dataDir: string, overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    SESSION_SECRET: TEST_SESSION_SECRET,
    DATA_DIR: dataDir,
    ...overrides,
  });
}

/** One test's shop: its own database copy, runtime (with a fresh rate limiter) and app. */
export type Shop = {
  backend: BackendName;
  app: Hono<AppEnv>;
  /** The shop as server/shop.ts composes it (services, sessions, database). */
  runtime: ComposedShop;
  db: Database;
  config: Config;
  /** A visitor with its own cookie jar and CSRF token. */
  client(options?: ClientOptions): ShopClient;
  /** The in-process caller loaders use, with a session built like the HTTP middleware does. */
  caller(options?: { session?: SessionData; locale?: Locale; operator?: OperatorContext }): ShopCaller;
  /** Closes the database of this test (used to provoke unexpected errors). */
  closeDatabase(): Promise<void>;
  /** One round of the document worker (the shop runs it in the background, tests when they need it). */
  renderDocuments(): Promise<DocumentRound>;
};

async function createTestShop(backend: Backend, dataDir: string): Promise<Shop> {
  const database = await backend.fresh();
  const config = testConfig(dataDir);
  // Composed as server/main.ts composes the shop, without its workers: documents wait for
  // renderDocuments, so no worker runs behind the tests' backs.
  const runtime = await composeShop(config, { log: createLogger("silent"), database: database.handle });
  const app = runtime.createApp();
  return {
    backend: backend.name,
    app,
    runtime,
    db: runtime.services.db,
    config,
    client: (options) => new ShopClient(app, options),
    caller: ({ session, locale = config.DEFAULT_LOCALE, operator = new OperatorContext() } = {}) => {
      const ctx: RequestContext = {
        requestId: randomUUID(),
        locale,
        ip: "127.0.0.1",
        session: new Session(null, session ?? null),
        operator,
        services: runtime.services,
        log: runtime.services.log,
        configId: null,
        editHash: null,
        events: {},
      };
      return createCaller(operations, ctx);
    },
    closeDatabase: () => database.close(),
    renderDocuments: () =>
      renderDueDocuments({
        db: runtime.services.db,
        dataDir: config.DATA_DIR,
        log: runtime.services.log,
        seller: () => currentSeller(runtime.services.db, config),
      }),
  };
}

/**
 * Runs a suite once per available database: PGlite always, PostgreSQL too when
 * TEST_DATABASE_URL is set. The templates are migrated and seeded once per run
 * (global-setup.ts); every test gets its own copy.
 */
export function describeDatabases(name: string, suite: (shop: () => Shop) => void): void {
  describe.each(backends().map((backend) => ({ backend, label: backend.name })))(`${name} ($label)`, ({ backend }) => {
    let dataDir = "";
    let current: Shop | undefined;

    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), "shop-test-"));
      await backend.prepare();
    });
    afterAll(async () => {
      await backend.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    });
    beforeEach(async () => {
      // Each test its own data folder, so files one test writes never meet another's.
      current = await createTestShop(backend, mkdtempSync(path.join(dataDir, "test-")));
    });
    afterEach(async () => {
      await current?.runtime.close();
      current = undefined;
    });

    suite(() => {
      if (!current) throw new Error("the shop exists only inside a test");
      return current;
    });
  });
}
