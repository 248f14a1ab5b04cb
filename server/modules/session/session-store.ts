import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Redis } from "ioredis";
import type { Database } from "../../db/client.ts";
import { sessions } from "./session.table.ts";
import type { SessionData } from "./session.ts";

export interface SessionStore {
  get(id: string): Promise<SessionData | null>;
  set(id: string, data: SessionData, ttlSeconds: number): Promise<void>;
  delete(id: string): Promise<void>;
}

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
    async delete(id) {
      await redis.del(prefix + id);
    },
  };
}
