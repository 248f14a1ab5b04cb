import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client.ts";
import { seedDemoData } from "#server/demo/seed.ts";
import { createApp } from "#server/http/app.ts";
import { createLogger } from "#server/logger.ts";
import { createRedisSessionStore } from "#server/modules/session/session-store.ts";
import { createShop, type Shop } from "#server/shop.ts";
import { testConfig } from "./harness.ts";
import { addSessionConcurrencyCatalog, expectParallelSessionWritesKept } from "./session-concurrency.ts";
import { ShopClient } from "./shop-client.ts";

/**
 * Sessions and rate limits through Redis, as several nodes share them. Runs when
 * TEST_REDIS_URL is set (CI sets it to the local Redis); every run uses its own prefix
 * and removes its keys.
 */
const redisUrl = process.env.TEST_REDIS_URL;

describe("without REDIS_URL", () => {
  it("keeps sessions in the database and rate limits in process", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "shop-noredis-"));
    const database = await openDatabase({});
    await seedDemoData(database.db);
    const runtime = await createShop(testConfig(dataDir), { log: createLogger("silent"), database });
    try {
      const client = new ShopClient(createApp({ services: runtime.services, sessions: runtime.sessions }));
      const answer = await client.callRaw("doLoginAsGuest", { email: "guest@example.com" });
      expect(answer.status).toBe(200);
      const stored = await runtime.sessions.get(client.cookies.get("sid") ?? "");
      expect(stored?.guestEmail).toBe("guest@example.com");
      const rows = await database.db.execute(sql`select count(*)::int as n from sessions`);
      expect(JSON.stringify(rows)).toContain('"n":1');
    } finally {
      await runtime.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

const suites = redisUrl ? [redisUrl] : [];

describe.each(suites)("Redis session store and rate limiter (%s)", (url) => {
  const prefix = `test:${randomBytes(6).toString("hex")}:`;
  const redis = new Redis(url, { lazyConnect: true });
  let dataDir = "";
  let runtime: Shop | undefined;

  beforeAll(async () => {
    await redis.connect();
    dataDir = mkdtempSync(path.join(tmpdir(), "shop-redis-"));
  });
  afterEach(async () => {
    await runtime?.close();
    runtime = undefined;
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  });
  afterAll(async () => {
    await redis.quit();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function shop() {
    return new ShopClient(await shopApp());
  }

  async function shopApp() {
    const database = await openDatabase({});
    await seedDemoData(database.db);
    const config = testConfig(dataDir, { REDIS_URL: url, REDIS_PREFIX: prefix });
    runtime = await createShop(config, { log: createLogger("silent"), database });
    return createApp({ services: runtime.services, sessions: runtime.sessions });
  }

  it("keeps every change of parallel requests of one session across two nodes", async () => {
    const first = await shopApp();
    if (!runtime) throw new Error("no runtime");
    await addSessionConcurrencyCatalog(runtime.services.db);
    // The second node: its own connection to the same Redis and the same database.
    const otherRedis = new Redis(url);
    try {
      const sessions = createRedisSessionStore(otherRedis, `${prefix}session:`);
      const second = createApp({ services: runtime.services, sessions });
      await expectParallelSessionWritesKept([first, second]);
    } finally {
      await otherRedis.quit();
    }
  });

  it("keeps the session in Redis and rotates it on login and logout", async () => {
    const client = await shop();
    const registered = await client.callRaw("doRegisterUser", {
      email: "redis@example.com",
      password: "secret123",
      repeatPassword: "secret123",
    });
    expect(registered.status).toBe(200);
    const sid = client.cookies.get("sid");
    expect(sid).toBeTruthy();
    const stored = JSON.parse((await redis.get(`${prefix}session:${sid}`)) ?? "null") as { userId?: number } | null;
    expect(stored?.userId).toBeGreaterThan(0);
    expect(await redis.ttl(`${prefix}session:${sid}`)).toBeGreaterThan(29 * 24 * 3600);

    const session = await client.callRaw<{ state: string }>("getSession", undefined, { method: "GET" });
    expect(session.body.data?.state).toBe("authorized");

    await client.callRaw("doLogoutUser", {});
    expect(await redis.exists(`${prefix}session:${sid}`)).toBe(0);
    expect(client.cookies.get("sid")).not.toBe(sid);
  });

  it("counts login attempts per account across the shared limiter", async () => {
    const client = await shop();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const answer = await client.callRaw("doLogin", { email: "nobody@example.com", password: "wrong-pass1" });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(await redis.exists(`${prefix}rl:login:account:nobody@example.com`)).toBe(1);
  });
});
