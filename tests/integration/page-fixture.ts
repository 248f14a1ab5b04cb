import { expect } from "vitest";
import type { CategorySettingsRecord } from "#common/schemas/pages.ts";
import type { Shop } from "./harness.ts";
import { addOperator, loginOperator } from "./operator-fixture.ts";
import type { ShopClient } from "./shop-client.ts";

/** A client logged in to the editor (a new operator per email). */
export async function operatorClient(shop: Shop, locale: "de" | "en" = "en", email = "pages@example.com") {
  await addOperator(shop, { email });
  const client = shop.client({ locale });
  await loginOperator(client, email);
  return client;
}

/** getCategorySettings, which must succeed. */
export async function settingsOf(client: ShopClient, categoryId: number): Promise<CategorySettingsRecord> {
  const answer = await client.call("getCategorySettings", { categoryId });
  expect(answer.status, JSON.stringify(answer.body.error)).toBe(200);
  if (!answer.body.data) throw new Error("no settings");
  return answer.body.data;
}

/** Reads a page's settings, changes them with `change` and saves; answers the call's result. */
export async function changeSettings(
  client: ShopClient,
  categoryId: number,
  change: (record: CategorySettingsRecord) => CategorySettingsRecord,
) {
  return client.call("setCategorySettings", { settings: [change(await settingsOf(client, categoryId))] });
}

/** The record with its details in `lang` changed. */
export function withDetails(
  record: CategorySettingsRecord,
  lang: "de" | "en",
  patch: Partial<CategorySettingsRecord["details"][number]>,
): CategorySettingsRecord {
  return {
    ...record,
    details: record.details.map((detail) => (detail.lang === lang ? { ...detail, ...patch } : detail)),
  };
}
