import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { countOperators, createOperator, type OperatorIdentity } from "./operator.ts";

export const DEMO_OPERATOR = { email: "owner@nordlicht.example", name: "Demo owner", role: "owner" } as const;
/** In the data folder, readable by the shop's user only. */
export const DEMO_OPERATOR_FILE = "demo-operator.json";

/** 18 random bytes: a 24-character password of about 144 bits. */
export function generateOperatorPassword(): string {
  return randomBytes(18).toString("base64url");
}

export type DemoOperatorCredentials = { email: string; password: string; file: string };

/**
 * On the first start of a database without operators: an owner with a generated password,
 * written to DATA_DIR/demo-operator.json (mode 0600). Returns the credentials when it made
 * the operator (the caller prints them once), null when operators exist. Two nodes starting
 * on one new database at once: the email is unique, so only one creates it.
 */
export async function ensureDemoOperator(db: Database, dataDir: string): Promise<DemoOperatorCredentials | null> {
  if ((await countOperators(db)) > 0) return null;
  const password = generateOperatorPassword();
  let operator: OperatorIdentity;
  try {
    operator = await createOperator(db, { ...DEMO_OPERATOR, password });
  } catch (error) {
    if (error instanceof AppError && error.key === "emailAlreadyExists") return null;
    throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, DEMO_OPERATOR_FILE);
  const content = { email: operator.email, password, role: operator.role, loginPath: "/editor/login" };
  writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
  // The mode above applies only when the file is new; a left-over file gets it too.
  chmodSync(file, 0o600);
  return { email: operator.email, password, file };
}
