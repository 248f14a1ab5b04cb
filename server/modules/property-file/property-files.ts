import { randomBytes } from "node:crypto";
import { mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, count, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { PROPERTY_FILE_KEY_PATTERN, type PropertyFileReference } from "#common/property-files.ts";
import type { Database } from "../../db/client.ts";
import { propertyFiles } from "./property-file.table.ts";

/** Unattached uploads older than this are deleted (a shopper who never ordered). */
export const PROPERTY_FILE_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * What one session may hold in unattached uploads at a time: enough for several
 * attempts on several products, small enough that one visitor cannot fill the disk.
 */
export const SESSION_FILE_LIMITS = { files: 20, bytes: 50 * 1024 * 1024 } as const;

export function propertyFilesDir(dataDir: string): string {
  return path.join(dataDir, "uploads", "property-files");
}

/** The token that marks a session's uploads as its own (kept in the session data). */
export function newPropertyFileOwner(): string {
  return randomBytes(16).toString("hex");
}

export type PropertyFileRow = typeof propertyFiles.$inferSelect;

export function referenceOf(row: PropertyFileRow): PropertyFileReference {
  return {
    key: row.key,
    itemId: row.itemId,
    propertyId: row.propertyId,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    contentType: row.contentType,
    extension: row.extension,
  };
}

/** How many unattached files, and how many bytes, an owner holds. */
export async function ownerUsage(db: Database, owner: string): Promise<{ files: number; bytes: number }> {
  const [row] = await db
    .select({ files: count(), bytes: sql<string>`coalesce(sum(${propertyFiles.sizeBytes}), 0)` })
    .from(propertyFiles)
    .where(and(eq(propertyFiles.owner, owner), isNull(propertyFiles.attachedAt)));
  return { files: row?.files ?? 0, bytes: Number(row?.bytes ?? 0) };
}

/**
 * Writes an accepted file under a new random key, then records it. The client's file
 * name is only stored as data; the path is the key alone.
 */
export async function storePropertyFile(
  db: Database,
  dir: string,
  file: Omit<PropertyFileRow, "key" | "createdAt" | "attachedAt" | "sizeBytes"> & { bytes: Uint8Array },
): Promise<PropertyFileReference> {
  const { bytes, ...data } = file;
  const key = randomBytes(16).toString("hex");
  const target = path.join(dir, key);
  await mkdir(dir, { recursive: true });
  try {
    // wx: a key that already exists (it will not, at 128 bits) is never overwritten.
    await writeFile(target, bytes, { flag: "wx", mode: 0o600 });
    const [row] = await db
      .insert(propertyFiles)
      .values({ ...data, key, sizeBytes: bytes.byteLength })
      .returning();
    if (!row) throw new Error("property file row was not written");
    return referenceOf(row);
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
}

/** The owner's file with this key (attached or not); undefined for anyone else's or an unknown key. */
export async function findOwnedPropertyFile(
  db: Database,
  owner: string,
  key: string,
): Promise<PropertyFileRow | undefined> {
  if (!PROPERTY_FILE_KEY_PATTERN.test(key)) return undefined;
  const [row] = await db
    .select()
    .from(propertyFiles)
    .where(and(eq(propertyFiles.key, key), eq(propertyFiles.owner, owner)));
  return row;
}

/** The shoppers' file names of these keys, for showing answers in carts (any owner: the keys come from stored lines). */
export async function fileNamesByKey(db: Database, keys: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(keys)].filter((key) => PROPERTY_FILE_KEY_PATTERN.test(key));
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ key: propertyFiles.key, fileName: propertyFiles.fileName })
    .from(propertyFiles)
    .where(inArray(propertyFiles.key, wanted));
  return new Map(rows.map((row) => [row.key, row.fileName]));
}

/** Removes an owner's unattached file; false when there is none (a cart's files stay). */
export async function deletePropertyFile(db: Database, dir: string, owner: string, key: string): Promise<boolean> {
  if (!PROPERTY_FILE_KEY_PATTERN.test(key)) return false;
  const deleted = await db
    .delete(propertyFiles)
    .where(and(eq(propertyFiles.key, key), eq(propertyFiles.owner, owner), isNull(propertyFiles.attachedAt)))
    .returning({ key: propertyFiles.key });
  if (deleted.length === 0) return false;
  await rm(path.join(dir, key), { force: true });
  return true;
}

/** For the cart and orders: files they refer to are kept for good. */
export async function markPropertyFilesAttached(db: Database, keys: string[], at = new Date()): Promise<void> {
  if (keys.length === 0) return;
  await db
    .update(propertyFiles)
    .set({ attachedAt: at })
    .where(and(inArray(propertyFiles.key, keys), isNull(propertyFiles.attachedAt)));
}

/**
 * Deletes uploads no cart or order refers to after PROPERTY_FILE_TTL_MS: their rows and
 * files, and files on disk without a row (a write that crashed before its row).
 */
export async function purgeUnattachedPropertyFiles(
  db: Database,
  dir: string,
  now = new Date(),
): Promise<{ files: number; strays: number }> {
  const cutoff = new Date(now.getTime() - PROPERTY_FILE_TTL_MS);
  const expired = await db
    .delete(propertyFiles)
    .where(and(isNull(propertyFiles.attachedAt), lt(propertyFiles.createdAt, cutoff)))
    .returning({ key: propertyFiles.key });
  for (const { key } of expired) await rm(path.join(dir, key), { force: true });

  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { files: expired.length, strays: 0 };
    throw error;
  }
  const old: string[] = [];
  for (const name of names) {
    const info = await stat(path.join(dir, name)).catch(() => null);
    if (info?.isFile() && info.mtime < cutoff) old.push(name);
  }
  let strays = 0;
  for (let start = 0; start < old.length; start += 500) {
    const batch = old.slice(start, start + 500);
    const keys = batch.filter((name) => PROPERTY_FILE_KEY_PATTERN.test(name));
    const known = new Set(
      keys.length === 0
        ? []
        : (await db.select({ key: propertyFiles.key }).from(propertyFiles).where(inArray(propertyFiles.key, keys))).map(
            (row) => row.key,
          ),
    );
    for (const name of batch) {
      if (known.has(name)) continue;
      await rm(path.join(dir, name), { force: true });
      strays += 1;
    }
  }
  return { files: expired.length, strays };
}
