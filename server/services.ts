import { Redis } from "ioredis";
import type { Config } from "./config.ts";
import { openDatabase, type DatabaseHandle } from "./db/client.ts";
import type { Logger } from "./logger.ts";
import { createMollieProvider } from "./integrations/mollie/mollie-provider.ts";
import { createMemoryRateLimiter, createRedisRateLimiter } from "./modules/rate-limit/index.ts";
import { createDatabaseSessionStore, createRedisSessionStore, type SessionStore } from "./modules/session/index.ts";
import type { Services } from "./rpc/context.ts";
import { registerOrderPaymentListener } from "./workflows/order-payment.ts";

export type Runtime = {
  services: Services;
  sessions: SessionStore;
  database: DatabaseHandle;
  close: () => Promise<void>;
};

/** Opens the database (migrating it) and the optional Redis connection. */
export async function createRuntime(config: Config, log: Logger, database?: DatabaseHandle): Promise<Runtime> {
  const db = database ?? (await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  let redis: Redis | undefined;
  if (config.REDIS_URL) {
    redis = new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 });
    await redis.connect();
  }
  // Payment statuses reach their orders in every process that serves requests (shop and tests).
  registerOrderPaymentListener();
  const services: Services = {
    config,
    db: db.db,
    log,
    rateLimiter: redis ? createRedisRateLimiter(redis, `${config.REDIS_PREFIX}rl:`) : createMemoryRateLimiter(),
    paymentProviders: { mollie: createMollieProvider },
  };
  const sessions = redis
    ? createRedisSessionStore(redis, `${config.REDIS_PREFIX}session:`)
    : createDatabaseSessionStore(db.db);
  return {
    services,
    sessions,
    database: db,
    close: async () => {
      await redis?.quit();
      await db.close();
    },
  };
}
