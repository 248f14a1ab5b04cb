import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { ConfigError, loadConfig } from "./config.ts";
import { DataDirLockedError, lockDataDir } from "./db/lock.ts";
import { prepareDatabase } from "./demo/first-start.ts";
import { createApp } from "./http/app.ts";
import { createLogger } from "./logger.ts";
import { propertyFilesDir, purgeUnattachedPropertyFiles } from "./modules/property-file/index.ts";
import { purgeExpiredSessions } from "./modules/session/index.ts";
import { operatorSessionPolicy, purgeExpiredOperatorSessions } from "./modules/operator/index.ts";
import { purgeAbandonedSessionCarts } from "./modules/cart/index.ts";
import { createRuntime } from "./services.ts";
import { createMailTransport, purgeMails, startMailWorker } from "./modules/mail/index.ts";
import { startDocumentWorker } from "./modules/document/index.ts";
import { startPaymentReconciler } from "./modules/payment/index.ts";
import { canAccessOrder, wireOrderMailAndDocuments } from "./workflows/order-documents.ts";

const BUILD_DIR = path.resolve("build");

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.LOG_LEVEL);
  const release = config.DATABASE_URL ? () => {} : lockDataDir(config.DATA_DIR);
  const runtime = await createRuntime(config, log);
  await prepareDatabase(runtime.services.db, config, log);
  const build = (await import(pathToFileURL(path.join(BUILD_DIR, "server", "index.js")).href)) as ServerBuild;
  // Renders queued order documents (every 5 s, at start, and at once after an order).
  const documentWorker = startDocumentWorker({
    db: runtime.services.db,
    dataDir: config.DATA_DIR,
    log: log.child({ worker: "documents" }),
  });
  // Placed orders get their confirmation mail and document job (in the order's transaction).
  wireOrderMailAndDocuments({
    db: runtime.services.db,
    config,
    log: log.child({ workflow: "order-documents" }),
    documentsQueued: () => void documentWorker.runNow(),
  });
  const app = createApp({
    ...runtime,
    build,
    clientDir: path.relative(process.cwd(), path.join(BUILD_DIR, "client")),
    canAccessOrder,
  });

  const mailTransport = createMailTransport({ smtpUrl: config.SMTP_URL, dataDir: config.DATA_DIR });
  const mailWorker = startMailWorker({
    db: runtime.services.db,
    transport: mailTransport,
    log: log.child({ worker: "mail" }),
    from: config.MAIL_FROM,
  });

  // Payments whose webhook never came (or whose status a crash kept from their order): asked
  // about at start-up and every few minutes, so no paid order waits for a human.
  const paymentReconciler = startPaymentReconciler(runtime.services, log.child({ worker: "payments" }));

  const purgeFiles = () =>
    purgeUnattachedPropertyFiles(runtime.services.db, propertyFilesDir(config.DATA_DIR))
      .then((purged) => {
        if (purged.files + purged.strays > 0) log.info("unattached property files deleted", purged);
      })
      .catch((error: unknown) => log.warn("property file purge failed", { error }));
  void purgeFiles();
  const purge = setInterval(
    () => {
      purgeExpiredSessions(runtime.services.db).catch((error: unknown) => log.warn("session purge failed", { error }));
      purgeExpiredOperatorSessions(runtime.services.db, operatorSessionPolicy(config)).catch((error: unknown) =>
        log.warn("operator session purge failed", { error }),
      );
      purgeAbandonedSessionCarts(runtime.services.db).catch((error: unknown) =>
        log.warn("cart purge failed", { error }),
      );
      purgeMails(runtime.services.db, mailTransport).catch((error: unknown) =>
        log.warn("mail purge failed", { error }),
      );
      void purgeFiles();
    },
    60 * 60 * 1000,
  );
  purge.unref();

  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    const url = config.PUBLIC_URL ?? `http://localhost:${info.port}`;
    log.info("shop started", { url, database: runtime.database.kind });
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
      // A mail being sent finishes first, so it is recorded as sent and not sent again.
      await mailWorker.stop();
      // A document being rendered is finished and its job removed, so it is not rendered twice.
      await documentWorker.stop();
      await paymentReconciler.stop();
      await runtime.close();
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
