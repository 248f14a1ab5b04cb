import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { ConfigError, loadConfig } from "./config.ts";
import { DataDirLockedError, lockDataDir } from "./db/lock.ts";
import { prepareDatabase } from "./demo/first-start.ts";
import { createLogger } from "./logger.ts";
import { clientDirOf, createShop } from "./shop.ts";

const BUILD_DIR = path.resolve("build");

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.LOG_LEVEL);
  const release = config.DATABASE_URL ? () => {} : lockDataDir(config.DATA_DIR);
  const shop = await createShop(config, { log });
  await prepareDatabase(shop.services.db, config, log);
  const build = (await import(pathToFileURL(path.join(BUILD_DIR, "server", "index.js")).href)) as ServerBuild;
  const app = shop.createApp({ build, clientDir: clientDirOf(BUILD_DIR) });
  const workers = shop.startWorkers();

  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    const url = config.PUBLIC_URL ?? `http://localhost:${info.port}`;
    log.info("shop started", { url, database: shop.database.kind });
    process.stdout.write(`Shop running at ${url}\n`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info("shutting down", { signal });
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      // Running work finishes first (a mail being sent, a document being rendered).
      await workers.stop();
      await shop.close();
      release();
      process.exit(0);
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("exit", release);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
