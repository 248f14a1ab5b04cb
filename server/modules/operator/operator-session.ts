import { createHash, randomBytes } from "node:crypto";
import { eq, lt, or } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { OperatorIdentity } from "./operator.ts";
import { operators, operatorSessions } from "./operator.table.ts";

/**
 * How long an operator session lives (docs/decisions/008-operator-sessions.md): it ends after
 * `idleMs` without a request and, however active, `maxAgeMs` after the login. `touchIntervalMs`
 * bounds the writes: the last-seen time is stored at most that often per session.
 */
export type OperatorSessionPolicy = { idleMs: number; maxAgeMs: number; touchIntervalMs: number };

const MINUTE = 60_000;

export function operatorSessionPolicy(
  config: Pick<Config, "OPERATOR_SESSION_IDLE_MINUTES" | "OPERATOR_SESSION_MAX_HOURS">,
): OperatorSessionPolicy {
  return {
    idleMs: config.OPERATOR_SESSION_IDLE_MINUTES * MINUTE,
    maxAgeMs: config.OPERATOR_SESSION_MAX_HOURS * 60 * MINUTE,
    touchIntervalMs: MINUTE,
  };
}

export type OperatorSessionTimes = { createdAt: Date; lastSeenAt: Date };
export type OperatorSessionStatus = "active" | "idle-timeout" | "max-age";

/** Whether a session still holds at `now`; the maximum age wins over activity. */
export function operatorSessionStatus(
  times: OperatorSessionTimes,
  now: Date,
  policy: OperatorSessionPolicy,
): OperatorSessionStatus {
  if (now.getTime() - times.createdAt.getTime() >= policy.maxAgeMs) return "max-age";
  if (now.getTime() - times.lastSeenAt.getTime() >= policy.idleMs) return "idle-timeout";
  return "active";
}

/** The last-seen time is worth a write once it is older than the touch interval. */
export function needsTouch(lastSeenAt: Date, now: Date, policy: OperatorSessionPolicy): boolean {
  return now.getTime() - lastSeenAt.getTime() >= policy.touchIntervalMs;
}

/** 256 random bits: the cookie's value. Only its hash is stored. */
export function newOperatorSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export function isWellFormedOperatorToken(value: string | undefined): value is string {
  return typeof value === "string" && TOKEN_PATTERN.test(value);
}

/**
 * The lookup key of a token. The database compares hashes, not the secret itself, so the
 * time an index lookup takes tells an attacker nothing about a token they could send.
 */
export function hashOperatorSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function startOperatorSession(
  db: Database,
  operatorId: number,
  policy: OperatorSessionPolicy,
  now = new Date(),
): Promise<{ token: string; tokenHash: string }> {
  const token = newOperatorSessionToken();
  const tokenHash = hashOperatorSessionToken(token);
  await db.insert(operatorSessions).values({
    tokenHash,
    operatorId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + policy.maxAgeMs),
  });
  return { token, tokenHash };
}

export type ResolvedOperatorSession = { identity: OperatorIdentity; tokenHash: string };

/**
 * The operator behind a cookie token, or null when the session does not exist, has expired
 * (it is deleted then) or belongs to a disabled operator. An active session's last-seen time
 * moves forward (at most once per touch interval).
 */
export async function resolveOperatorSession(
  db: Database,
  token: string,
  policy: OperatorSessionPolicy,
  now = new Date(),
): Promise<ResolvedOperatorSession | null> {
  const tokenHash = hashOperatorSessionToken(token);
  const rows = await db
    .select({
      createdAt: operatorSessions.createdAt,
      lastSeenAt: operatorSessions.lastSeenAt,
      id: operators.id,
      email: operators.email,
      name: operators.name,
      role: operators.role,
      disabled: operators.disabled,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(eq(operatorSessions.tokenHash, tokenHash))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (row.disabled || operatorSessionStatus(row, now, policy) !== "active") {
    await endOperatorSession(db, tokenHash);
    return null;
  }
  if (needsTouch(row.lastSeenAt, now, policy)) {
    await db.update(operatorSessions).set({ lastSeenAt: now }).where(eq(operatorSessions.tokenHash, tokenHash));
  }
  return { identity: { id: row.id, email: row.email, name: row.name, role: row.role }, tokenHash };
}

export async function endOperatorSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.tokenHash, tokenHash));
}

/** Removes sessions past their maximum age or idle time; run periodically by the server. */
export async function purgeExpiredOperatorSessions(
  db: Database,
  policy: OperatorSessionPolicy,
  now = new Date(),
): Promise<void> {
  await db
    .delete(operatorSessions)
    .where(
      or(lt(operatorSessions.expiresAt, now), lt(operatorSessions.lastSeenAt, new Date(now.getTime() - policy.idleMs))),
    );
}
