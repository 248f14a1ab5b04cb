import { sql } from "drizzle-orm";
import type { OPERATOR_ROLES } from "#common/schemas/operator.ts";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** drizzle-kit loads this file on its own: a type-only link to the roles keeps the two lists equal. */
const ROLES: typeof OPERATOR_ROLES = ["owner", "editor", "staff"];

/** Shop operators: the people who use the editor and the back office (separate from customers). */
export const operators = pgTable(
  "operators",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    email: text("email").notNull(),
    /** Lower-cased, trimmed email: the login identity, unique regardless of case. */
    emailNormalized: text("email_normalized").notNull(),
    name: text("name").notNull(),
    role: text("role", { enum: ROLES }).notNull(),
    passwordHash: text("password_hash").notNull(),
    disabled: boolean("disabled").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("operators_email_normalized_idx").on(table.emailNormalized),
    check("operators_role_check", sql`${table.role} in ('owner', 'editor', 'staff')`),
  ],
);

/**
 * Operator sessions, apart from the shoppers' sessions. The row is keyed by the SHA-256 of
 * the cookie's token, so a leaked table (backup, replica) holds no usable session.
 */
export const operatorSessions = pgTable(
  "operator_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    operatorId: integer("operator_id")
      .notNull()
      .references(() => operators.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    /** The absolute end (createdAt + the maximum lifetime); the idle end is lastSeenAt + the idle time. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("operator_sessions_expires_at_idx").on(table.expiresAt),
    index("operator_sessions_operator_id_idx").on(table.operatorId),
  ],
);
