import path from "node:path";
import type { Hono } from "hono";
import { Redis } from "ioredis";
import { createMemoryPageCache, createRedisPageCache } from "./modules/page-cache/index.ts";
import type { Config } from "./config.ts";
import { openDatabase, type DatabaseHandle } from "./db/client.ts";
import { createEventBus } from "./event-bus.ts";
import { createApp, type AppOptions } from "./http/app.ts";
import type { AppEnv } from "./http/request-context.ts";
import { createMollieProvider } from "./integrations/mollie/mollie-provider.ts";
import { createLogger, type Logger } from "./logger.ts";
import { purgeAbandonedSessionCarts } from "./modules/cart/index.ts";
import { purgeExpiredCustomerTokens } from "./modules/customer/index.ts";
import { startDocumentWorker } from "./modules/document/index.ts";
import { createMailTransport, purgeMails, startMailWorker } from "./modules/mail/index.ts";
import { currentMailTheme, currentSeller } from "./workflows/mail-theme.ts";
import { orderMailAttachments } from "./workflows/order-legal-texts.ts";
import { purgeOldConsentRecords } from "./modules/consent/index.ts";
import { operatorSessionPolicy, purgeExpiredOperatorSessions } from "./modules/operator/index.ts";
import { startPaymentReconciler } from "./modules/payment/index.ts";
import { startPriceWindowRounds } from "./workflows/price-window-pages.ts";
import { propertyFilesDir, purgeUnattachedPropertyFiles } from "./modules/property-file/index.ts";
import { createMemoryRateLimiter, createRedisRateLimiter } from "./modules/rate-limit/index.ts";
import {
  createDatabaseSessionStore,
  createRedisSessionStore,
  purgeExpiredSessions,
  type SessionStore,
} from "./modules/session/index.ts";
import type { Services, ShopEvents } from "./rpc/context.ts";
import { registerSubscribers } from "./subscribers/index.ts";
import { canAccessOrder, siteOf } from "./workflows/order-documents.ts";

/** The background work of a shop that serves shoppers; `stop` lets running work finish. */
export type ShopWorkers = { stop: () => Promise<void> };

/**
 * One shop, wired once (docs/architecture.md, "The composition root"): used by
 * server/main.ts and by both test harnesses, so the shop under test is the real one.
 */
export type Shop = {
  services: Services;
  sessions: SessionStore;
  database: DatabaseHandle;
  /** The Hono app of this shop: its registry, caller and the order module's download rule. */
  createApp: (options?: Omit<AppOptions, "services" | "sessions">) => Hono<AppEnv>;
  /** Mail, documents, payment reconciliation and the hourly purges (the serving process only). */
  startWorkers: () => ShopWorkers;
  close: () => Promise<void>;
};

export type ShopOptions = {
  /** The logger; one at config.LOG_LEVEL when absent. */
  log?: Logger;
  /** An open database (tests share one); opened (and migrated) from the config when absent. */
  database?: DatabaseHandle;
};

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The composition root: opens the database (migrating it) and the optional Redis connection,
 * builds the services (rate limiter, payment providers, the event bus with its subscribers)
 * and the session store; the app and the workers are made from them on request.
 */
export async function createShop(config: Config, options: ShopOptions = {}): Promise<Shop> {
  const log = options.log ?? createLogger(config.LOG_LEVEL);
  const database = options.database ?? (await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  let redis: Redis | undefined;
  if (config.REDIS_URL) {
    redis = new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 });
    await redis.connect();
  }
  const services: Services = {
    config,
    db: database.db,
    log,
    rateLimiter: redis ? createRedisRateLimiter(redis, `${config.REDIS_PREFIX}rl:`) : createMemoryRateLimiter(),
    // The providers beside the built-in sandbox (server/integrations/).
    paymentProviders: { mollie: createMollieProvider },
    events: createEventBus<ShopEvents>(),
    // Shared pages (docs/page-cache.md): in Redis every node serves and retires the same pages.
    pageCache: redis ? createRedisPageCache(redis, `${config.REDIS_PREFIX}page:`) : createMemoryPageCache(),
  };
  // Each shop (and each test shop) has its own bus: order mail and documents, payments on orders.
  const unsubscribe = registerSubscribers(services);
  const sessions = redis
    ? createRedisSessionStore(redis, `${config.REDIS_PREFIX}session:`)
    : createDatabaseSessionStore(database.db);
  return {
    services,
    sessions,
    database,
    createApp: (appOptions = {}) => createApp({ services, sessions, canAccessOrder, ...appOptions }),
    startWorkers: () => startWorkers(services),
    close: async () => {
      unsubscribe();
      await redis?.quit();
      await database.close();
    },
  };
}

function startWorkers(services: Services): ShopWorkers {
  const { config, db, log } = services;
  // Renders queued order documents (every 5 s, at start, and at once after an order).
  // Documents print the seller as the shop's identity settings have it now.
  const documentWorker = startDocumentWorker({
    db,
    dataDir: config.DATA_DIR,
    log: log.child({ worker: "documents" }),
    seller: () => currentSeller(db, config),
  });
  const offPlaced = services.events.on("orderPlaced", () => void documentWorker.runNow());
  const mailTransport = createMailTransport({ smtpUrl: config.SMTP_URL, dataDir: config.DATA_DIR });
  const mailWorker = startMailWorker({
    db,
    transport: mailTransport,
    log: log.child({ worker: "mail" }),
    from: config.MAIL_FROM,
    // The mails show the shop's primary colour and seller as the settings have them now.
    theme: () => currentMailTheme(db, config),
    // The order confirmation's terms and cancellation policy, as PDFs.
    attachments: (template, data) =>
      orderMailAttachments(template, data, {
        seller: () => currentSeller(db, config),
        publicUrl: siteOf(config).publicUrl,
      }),
  });
  // Payments whose webhook never came (or whose status a crash kept from their order): asked
  // about at start-up and every few minutes, so no paid order waits for a human.
  const paymentReconciler = startPaymentReconciler(services, log.child({ worker: "payments" }));
  // Shared pages of products whose special price begins or ends (docs/page-cache.md).
  const priceWindows = startPriceWindowRounds(services, log.child({ worker: "price-windows" }));

  const purgeFiles = () =>
    purgeUnattachedPropertyFiles(db, propertyFilesDir(config.DATA_DIR))
      .then((purged) => {
        if (purged.files + purged.strays > 0) log.info("unattached property files deleted", purged);
      })
      .catch((error: unknown) => log.warn("property file purge failed", { error }));
  void purgeFiles();
  const purge = setInterval(() => {
    purgeExpiredSessions(db).catch((error: unknown) => log.warn("session purge failed", { error }));
    purgeExpiredOperatorSessions(db, operatorSessionPolicy(config)).catch((error: unknown) =>
      log.warn("operator session purge failed", { error }),
    );
    purgeAbandonedSessionCarts(db).catch((error: unknown) => log.warn("cart purge failed", { error }));
    purgeExpiredCustomerTokens(db).catch((error: unknown) => log.warn("customer link purge failed", { error }));
    purgeMails(db, mailTransport).catch((error: unknown) => log.warn("mail purge failed", { error }));
    purgeOldConsentRecords(db).catch((error: unknown) => log.warn("consent record purge failed", { error }));
    void purgeFiles();
  }, PURGE_INTERVAL_MS);
  purge.unref();

  return {
    stop: async () => {
      clearInterval(purge);
      offPlaced();
      // A mail being sent finishes first, so it is recorded as sent and not sent again.
      await mailWorker.stop();
      // A document being rendered is finished and its job removed, so it is not rendered twice.
      await documentWorker.stop();
      await paymentReconciler.stop();
      await priceWindows.stop();
    },
  };
}

/** The client build's folder, relative to the working directory (as serveStatic wants it). */
export function clientDirOf(buildDir: string): string {
  return path.relative(process.cwd(), path.join(buildDir, "client"));
}
