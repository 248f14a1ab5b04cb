import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { sessions } from "#server/modules/session/session.table.ts";
import type { Shop } from "./harness.ts";
import type { ShopClient } from "./shop-client.ts";

export const PASSWORD = "Lampe2024";
export const OTHER_PASSWORD = "Kissen99";

export async function register(client: ShopClient, email: string, password = PASSWORD) {
  const result = await client.call("doRegisterUser", {
    email,
    password,
    repeatPassword: password,
    firstName: "Ada",
    lastName: "Lovelace",
  });
  expect(result.status).toBe(200);
  return result;
}

export async function sessionState(client: ShopClient) {
  const result = await client.call("getSession", undefined, { method: "GET" });
  expect(result.status).toBe(200);
  if (!result.body.data) throw new Error("getSession answered without data");
  return result.body.data;
}

export async function sessionRowExists(shop: Shop, id: string | undefined): Promise<boolean> {
  if (!id) return false;
  const rows = await shop.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, id));
  return rows.length === 1;
}
