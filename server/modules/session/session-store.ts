import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Redis } from "ioredis";
import type { Database } from "../../db/client.ts";
import { sessions } from "./session.table.ts";
import { applySessionChanges, type SessionChange } from "./session-changes.ts";
import type { SessionData } from "./session.ts";

/**
 * `existing`: the session was stored when the request began; if it is gone now (logged out
 * in another tab, expired), the changes are dropped rather than bringing it back.
 * `create`: a new or regenerated id; a session stored meanwhile under it is changed.
 */
export type ApplyMode = "existing" | "create";

export interface SessionStore {
  get(id: string): Promise<SessionData | null>;
  /** Overwrites the whole session (set-up in tests; requests use `apply`). */
  set(id: string, data: SessionData, ttlSeconds: number): Promise<void>;
  /** Applies one request's changes atomically to the stored session and renews its lifetime. */
  apply(id: string, changes: readonly SessionChange<SessionData>[], ttlSeconds: number, mode: ApplyMode): Promise<void>;
  delete(id: string): Promise<void>;
}

/** Compare-and-set attempts before a Redis write gives up (each loses only to a write that landed). */
const MAX_REDIS_ATTEMPTS = 50;

/** Writes the new value only while the key still holds what the writer read ("" = absent). */
const COMPARE_AND_SET = `
local current = redis.call('GET', KEYS[1])
if (current or '') ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'EX', ARGV[3])
return 1`;

export function createDatabaseSessionStore(db: Database): SessionStore {
  return {
    async get(id) {
      const rows = await db
        .select({ data: sessions.data })
        .from(sessions)
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, sql`now()`)))
        .limit(1);
      return (rows[0]?.data as SessionData | undefined) ?? null;
    },
    async set(id, data, ttlSeconds) {
      const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
      await db
        .insert(sessions)
        .values({ id, data, expiresAt })
        .onConflictDoUpdate({ target: sessions.id, set: { data, expiresAt } });
    },
    async apply(id, changes, ttlSeconds, mode) {
      const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
      // The row lock serialises parallel requests of one session: each applies its changes
      // to what the one before it wrote.
      await db.transaction(async (tx) => {
        if (mode === "create") await tx.insert(sessions).values({ id, data: {}, expiresAt }).onConflictDoNothing();
        const [row] = await tx
          .select({ data: sessions.data, live: sql<boolean>`${sessions.expiresAt} > now()` })
          .from(sessions)
          .where(eq(sessions.id, id))
          .for("update");
        if (!row || (!row.live && mode === "existing")) return;
        const current = row.live ? (row.data as SessionData) : {};
        await tx
          .update(sessions)
          .set({ data: applySessionChanges(current, changes), expiresAt })
          .where(eq(sessions.id, id));
      });
    },
    async delete(id) {
      await db.delete(sessions).where(eq(sessions.id, id));
    },
  };
}

/** Removes expired sessions; run periodically by the server. */
export async function purgeExpiredSessions(db: Database): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}

export function createRedisSessionStore(redis: Redis, prefix: string): SessionStore {
  return {
    async get(id) {
      const raw = await redis.get(prefix + id);
      return raw ? (JSON.parse(raw) as SessionData) : null;
    },
    async set(id, data, ttlSeconds) {
      await redis.set(prefix + id, JSON.stringify(data), "EX", ttlSeconds);
    },
    async apply(id, changes, ttlSeconds, mode) {
      const key = prefix + id;
      for (let attempt = 1; attempt <= MAX_REDIS_ATTEMPTS; attempt++) {
        const raw = await redis.get(key);
        if (raw === null && mode === "existing") return;
        const next = JSON.stringify(applySessionChanges(raw ? (JSON.parse(raw) as SessionData) : {}, changes));
        if ((await redis.eval(COMPARE_AND_SET, 1, key, raw ?? "", next, ttlSeconds)) === 1) return;
      }
      throw new Error(`session write lost ${MAX_REDIS_ATTEMPTS} races in a row`);
    },
    async delete(id) {
      await redis.del(prefix + id);
    },
  };
}
