import { count, eq } from "drizzle-orm";
import type { OperatorRole } from "#common/schemas/operator.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { hashPassword, spendVerificationTime, verifyPassword } from "../../security/password.ts";
import { operators } from "./operator.table.ts";

export type { OperatorRole };

/** What the rest of the server knows about a logged-in operator. */
export type OperatorIdentity = { id: number; email: string; name: string; role: OperatorRole };

const identityColumns = { id: operators.id, email: operators.email, name: operators.name, role: operators.role };

export function normalizeOperatorEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A second operator with the same email (in any letter case) is refused with emailAlreadyExists. */
export async function createOperator(
  db: Database,
  input: { email: string; name: string; role: OperatorRole; password: string },
): Promise<OperatorIdentity> {
  const rows = await db
    .insert(operators)
    .values({
      email: input.email.trim(),
      emailNormalized: normalizeOperatorEmail(input.email),
      name: input.name.trim(),
      role: input.role,
      passwordHash: await hashPassword(input.password),
    })
    .onConflictDoNothing({ target: operators.emailNormalized })
    .returning(identityColumns);
  const created = rows[0];
  if (!created) throw new AppError("conflict", "emailAlreadyExists");
  return created;
}

/**
 * 'Invalid login data' for an unknown email, a wrong password and a disabled account alike,
 * each after one password verification, so neither the answer nor its time tells them apart.
 */
export async function authenticateOperator(db: Database, email: string, password: string): Promise<OperatorIdentity> {
  const rows = await db
    .select({ ...identityColumns, passwordHash: operators.passwordHash, disabled: operators.disabled })
    .from(operators)
    .where(eq(operators.emailNormalized, normalizeOperatorEmail(email)))
    .limit(1);
  const row = rows[0];
  if (!row) {
    await spendVerificationTime(password);
    throw new AppError("unauthorized", "invalidLoginData");
  }
  const valid = await verifyPassword(row.passwordHash, password);
  if (!valid || row.disabled) throw new AppError("unauthorized", "invalidLoginData");
  await db.update(operators).set({ lastLoginAt: new Date() }).where(eq(operators.id, row.id));
  return { id: row.id, email: row.email, name: row.name, role: row.role };
}

export async function countOperators(db: Database): Promise<number> {
  const rows = await db.select({ n: count() }).from(operators);
  return rows[0]?.n ?? 0;
}
