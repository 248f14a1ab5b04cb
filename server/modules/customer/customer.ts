import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { customers } from "./customer.table.ts";
import { hashPassword, spendVerificationTime, verifyPassword } from "../../security/password.ts";

export type Customer = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  blocked: boolean;
  showNetPrices: boolean;
  /** The sessions that logged in under this value hold the customer (customers.session_version). */
  sessionVersion: number;
};

const publicColumns = {
  id: customers.id,
  email: customers.email,
  firstName: customers.firstName,
  lastName: customers.lastName,
  blocked: customers.blocked,
  showNetPrices: customers.showNetPrices,
  sessionVersion: customers.sessionVersion,
};

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findCustomerById(db: Database, id: number): Promise<Customer | null> {
  const rows = await db.select(publicColumns).from(customers).where(eq(customers.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findCustomerByEmail(db: Database, email: string): Promise<Customer | null> {
  const rows = await db
    .select(publicColumns)
    .from(customers)
    .where(eq(customers.emailNormalized, normalizeEmail(email)))
    .limit(1);
  return rows[0] ?? null;
}

export async function registerCustomer(
  db: Database,
  input: { email: string; password: string; firstName?: string | undefined; lastName?: string | undefined },
): Promise<Customer> {
  const passwordHash = await hashPassword(input.password);
  const rows = await db
    .insert(customers)
    .values({
      email: input.email.trim(),
      emailNormalized: normalizeEmail(input.email),
      passwordHash,
      firstName: input.firstName ?? "",
      lastName: input.lastName ?? "",
    })
    .onConflictDoNothing({ target: customers.emailNormalized })
    .returning(publicColumns);
  const created = rows[0];
  if (!created) throw new AppError("conflict", "emailAlreadyExists");
  return created;
}

/** 'Invalid login data' for an unknown email and a wrong password alike, in the same time. */
export async function authenticateCustomer(db: Database, email: string, password: string): Promise<Customer> {
  const rows = await db
    .select({ ...publicColumns, passwordHash: customers.passwordHash })
    .from(customers)
    .where(eq(customers.emailNormalized, normalizeEmail(email)))
    .limit(1);
  const row = rows[0];
  if (!row) {
    await spendVerificationTime(password);
    throw new AppError("unauthorized", "invalidLoginData");
  }
  if (!(await verifyPassword(row.passwordHash, password))) throw new AppError("unauthorized", "invalidLoginData");
  if (row.blocked) throw new AppError("not_allowed", "userBlocked");
  const { passwordHash: _omit, ...customer } = row;
  return customer;
}

/**
 * A new password for a customer who knows the old one. The session version goes up, so the
 * customer's other sessions end; the answer is the new version, for the session that asked.
 */
export async function changeCustomerPassword(
  db: Database,
  customerId: number,
  oldPassword: string,
  newPassword: string,
): Promise<number> {
  const rows = await db
    .select({ passwordHash: customers.passwordHash })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  const row = rows[0];
  if (!row) throw new AppError("unauthorized", "unauthorized");
  if (!(await verifyPassword(row.passwordHash, oldPassword))) {
    throw new AppError("invalid_data", "wrongCurrentPassword", {
      fields: { oldPassword: "errors.wrongCurrentPassword" },
    });
  }
  const updated = await db
    .update(customers)
    .set({
      passwordHash: await hashPassword(newPassword),
      sessionVersion: sql`${customers.sessionVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(customers.id, customerId))
    .returning({ sessionVersion: customers.sessionVersion });
  const changed = updated[0];
  if (!changed) throw new AppError("unauthorized", "unauthorized");
  return changed.sessionVersion;
}

/**
 * The logged-in customer's own password, asked again before a change that an unlocked
 * computer must not allow (email change, account deletion). A wrong one is a field error of
 * `field`; answers the customer's address and first name.
 */
export async function checkCurrentPassword(
  db: Database,
  customerId: number,
  password: string,
  field: string,
): Promise<{ email: string; firstName: string }> {
  const [row] = await db
    .select({ email: customers.email, firstName: customers.firstName, passwordHash: customers.passwordHash })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!row) throw new AppError("unauthorized", "unauthorized");
  if (!(await verifyPassword(row.passwordHash, password))) {
    throw new AppError("invalid_data", "wrongCurrentPassword", { fields: { [field]: "errors.wrongCurrentPassword" } });
  }
  return { email: row.email, firstName: row.firstName };
}

/**
 * Removes the customer's row: the database removes their addresses, carts, wishlist and
 * links with it (on delete cascade) and unhooks orders, reviews and coupon redemptions (set
 * null). Every session that held the customer ends at its next request. Answers the address
 * the account had, null when there was no such account.
 */
export async function deleteCustomer(tx: Database, customerId: number): Promise<string | null> {
  const [row] = await tx
    .delete(customers)
    .where(eq(customers.id, customerId))
    .returning({ email: customers.emailNormalized });
  return row?.email ?? null;
}

/**
 * Whether a session that logged the customer in under `sessionVersion` still holds them:
 * not when the account is gone or blocked, or the password was changed or reset since.
 */
export async function sessionStillHoldsCustomer(
  db: Database,
  customerId: number,
  sessionVersion: number,
): Promise<boolean> {
  const rows = await db
    .select({ blocked: customers.blocked, sessionVersion: customers.sessionVersion })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  const row = rows[0];
  return row !== undefined && !row.blocked && row.sessionVersion === sessionVersion;
}

/** The customer's name as the account shows it and the checkout suggests it. */
export async function updateCustomerName(
  db: Database,
  customerId: number,
  name: { firstName: string; lastName: string },
): Promise<Customer> {
  const rows = await db
    .update(customers)
    .set({ firstName: name.firstName, lastName: name.lastName, updatedAt: new Date() })
    .where(eq(customers.id, customerId))
    .returning(publicColumns);
  const updated = rows[0];
  if (!updated) throw new AppError("unauthorized", "unauthorized");
  return updated;
}
