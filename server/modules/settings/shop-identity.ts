import { eq, sql } from "drizzle-orm";
import {
  DEMO_SHOP_IDENTITY,
  shopIdentitySchema,
  type SaveShopIdentityInput,
  type ShopIdentity,
  type ShopIdentityRecord,
} from "#common/schemas/shop-identity.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { AppError, fieldKeys } from "../../errors.ts";
import { shopIdentity } from "./settings.table.ts";

/**
 * The shop's identity (docs/shop-settings.md). Mails, PDFs, the legal pages and the JSON-LD
 * read it, so it is cached per database like the design, and dropped on a save here; another
 * node sees a save within the TTL (its shared pages are retired at once through the page cache).
 */
export const SHOP_IDENTITY_CACHE_TTL_MS = 30_000;
const ROW_ID = 1;
const cache = new WeakMap<Database, { value: Promise<StoredIdentity | null>; expires: number }>();

type StoredIdentity = { identity: ShopIdentity; version: number };

async function readStored(db: Database): Promise<StoredIdentity | null> {
  const [row] = await db
    .select({ version: shopIdentity.version, data: shopIdentity.data })
    .from(shopIdentity)
    .where(eq(shopIdentity.id, ROW_ID));
  if (!row) return null;
  // Stored by our own save; a row a later release would read differently falls back field by field.
  const parsed = shopIdentitySchema.safeParse(row.data);
  return { identity: parsed.success ? parsed.data : (row.data as ShopIdentity), version: row.version };
}

function stored(db: Database): Promise<StoredIdentity | null> {
  const hit = cache.get(db);
  if (hit && hit.expires > Date.now()) return hit.value;
  const value = readStored(db);
  const entry = { value, expires: Date.now() + SHOP_IDENTITY_CACHE_TTL_MS };
  cache.set(db, entry);
  value.catch(() => {
    if (cache.get(db) === entry) cache.delete(db);
  });
  return value;
}

/**
 * The saved identity, or `defaults` (the deployment's: server/config.ts) while nothing is saved.
 * A saved row missing a field a later release added takes that field from the defaults.
 */
export async function getShopIdentity(db: Database, defaults: ShopIdentity): Promise<ShopIdentityRecord> {
  const row = await stored(db);
  if (!row) return { identity: defaults, version: 0 };
  return { identity: { ...defaults, ...row.identity }, version: row.version };
}

/**
 * Saves the whole identity as the next version. `expectedVersion` is the version the form
 * showed: anything else means another save came between, refused with shopIdentityConflict
 * (nothing stored). The row lock makes two parallel saves of one version end in one winner.
 */
export async function saveShopIdentity(
  db: Database,
  input: SaveShopIdentityInput,
  operatorId: number | null,
): Promise<ShopIdentityRecord> {
  const { expectedVersion, ...values } = input;
  const parsed = shopIdentitySchema.safeParse(values);
  if (!parsed.success) throw new AppError("invalid_data", "invalidData", { fields: fieldKeys(parsed.error) });
  const saved = await db.transaction(async (tx) => {
    if (expectedVersion === 0) {
      const [created] = await tx
        .insert(shopIdentity)
        .values({ id: ROW_ID, version: 1, data: parsed.data, updatedBy: operatorId })
        .onConflictDoNothing()
        .returning({ version: shopIdentity.version });
      if (!created) throw new AppError("conflict", "shopIdentityConflict");
      return created.version;
    }
    const [updated] = await tx
      .update(shopIdentity)
      .set({
        version: sql`${shopIdentity.version} + 1`,
        data: parsed.data,
        updatedAt: sql`now()`,
        updatedBy: operatorId,
      })
      .where(sql`${shopIdentity.id} = ${ROW_ID} and ${shopIdentity.version} = ${expectedVersion}`)
      .returning({ version: shopIdentity.version });
    if (!updated) throw new AppError("conflict", "shopIdentityConflict");
    return updated.version;
  });
  cache.delete(db);
  return { identity: parsed.data, version: saved };
}

type IdentitySettings = Pick<
  Config,
  "SHOP_CONTACT_EMAIL" | "SHOP_BANK_ACCOUNT_HOLDER" | "SHOP_BANK_NAME" | "SHOP_BANK_IBAN" | "SHOP_BANK_BIC"
>;

/** What applies until the owner saves the identity: the demo shop's, with the deployment's mail address and bank account. */
export function defaultShopIdentity(config: IdentitySettings): ShopIdentity {
  return {
    ...DEMO_SHOP_IDENTITY,
    email: config.SHOP_CONTACT_EMAIL,
    bankAccountHolder: config.SHOP_BANK_ACCOUNT_HOLDER,
    bankName: config.SHOP_BANK_NAME,
    iban: config.SHOP_BANK_IBAN,
    bic: config.SHOP_BANK_BIC,
  };
}

/** The identity that applies now: the saved one, or the deployment's defaults. */
export function currentShopIdentity(db: Database, config: IdentitySettings): Promise<ShopIdentityRecord> {
  return getShopIdentity(db, defaultShopIdentity(config));
}
