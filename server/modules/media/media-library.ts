import { randomUUID } from "node:crypto";
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, desc, eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import type { MediaEntry, MediaLibraryPage } from "#common/schemas/media-library.ts";
import type { Database } from "../../db/client.ts";
import { mediaFiles } from "./media.table.ts";
import type { PreparedImage } from "./media-upload.ts";
import { mediaStem } from "./media-stem.ts";

/** Product images live in <DATA_DIR>/media/items; item_images.file_name is relative to <DATA_DIR>/media. */
export const ITEM_IMAGE_FOLDER = "items";

export const UPLOAD_FOLDER = "uploads";
const STEM_FILE = /^([a-z0-9][a-z0-9-]{0,150})\.webp$/;
const MAX_ORIGINAL_NAME = 200;

export function mediaDirOf(dataDir: string): string {
  return path.join(dataDir, "media");
}

/** The uploader's file name as data only (never a path): no folders or control characters, at most 200 characters. */
export function originalNameOf(name: string): string {
  const base = (name.split(/[/\\]/).pop() ?? "")
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, "")
    .trim();
  return Array.from(base).slice(0, MAX_ORIGINAL_NAME).join("") || "image";
}

/**
 * Stores a prepared image in the uploads folder and records it. The file is written under
 * a temporary name and renamed into place, then the row is inserted; if the row fails the
 * file goes again, so a failure leaves neither a file nor a row behind.
 */
export async function storeUpload(
  db: Database,
  mediaDir: string,
  upload: { image: PreparedImage; fileName: string; operatorId: number | null },
): Promise<MediaEntry> {
  const stem = mediaStem(upload.fileName);
  const dir = path.join(mediaDir, UPLOAD_FOLDER);
  const target = path.join(dir, `${stem}.webp`);
  const temporary = path.join(dir, `.${stem}.${randomUUID()}.tmp`);
  await mkdir(dir, { recursive: true });
  let placed = false;
  try {
    await writeFile(temporary, upload.image.webp, { flag: "wx" });
    await rename(temporary, target);
    placed = true;
    const [row] = await db
      .insert(mediaFiles)
      .values({
        folder: UPLOAD_FOLDER,
        stem,
        originalName: originalNameOf(upload.fileName),
        width: upload.image.width,
        height: upload.image.height,
        bytes: upload.image.webp.byteLength,
        operatorId: upload.operatorId,
      })
      .returning();
    if (!row) throw new Error("media file row was not written");
    return entryOf(row);
  } catch (error) {
    await rm(temporary, { force: true });
    if (placed) await rm(target, { force: true });
    throw error;
  }
}

function entryOf(row: typeof mediaFiles.$inferSelect): MediaEntry {
  return {
    reference: `${row.folder}/${row.stem}.webp`,
    width: row.width,
    height: row.height,
    originalName: row.originalName,
  };
}

type Paging = { page: number; size: number };

/** The uploads, newest first (ties by id, so paging is stable). */
export async function listUploads(db: Database, { page, size }: Paging): Promise<MediaLibraryPage> {
  const rows = await db
    .select()
    .from(mediaFiles)
    .orderBy(desc(mediaFiles.createdAt), desc(mediaFiles.id))
    .limit(size + 1)
    .offset((page - 1) * size);
  return { source: "uploads", page, size, entries: rows.slice(0, size).map(entryOf), hasMore: rows.length > size };
}

/**
 * The catalog's product images, read from the media folder (the catalog module owns the
 * image rows; the files are the media folder's), by file name. The pixel size comes from
 * each file's header, only for the page asked for.
 */
export async function listCatalogImages(mediaDir: string, { page, size }: Paging): Promise<MediaLibraryPage> {
  const dir = path.join(mediaDir, ITEM_IMAGE_FOLDER);
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => STEM_FILE.test(name)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    names = [];
  }
  const slice = names.slice((page - 1) * size, page * size);
  const entries = await Promise.all(
    slice.map(async (name): Promise<MediaEntry | null> => {
      try {
        const { width, height } = await sharp(path.join(dir, name)).metadata();
        if (!width || !height) return null;
        return { reference: `${ITEM_IMAGE_FOLDER}/${name}`, width, height, originalName: name };
      } catch {
        // A damaged or vanished file is not offered; the rest of the page still is.
        return null;
      }
    }),
  );
  return {
    source: "catalog",
    page,
    size,
    entries: entries.filter((entry) => entry !== null),
    hasMore: names.length > page * size,
  };
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const UPLOAD_IN_JSON = /"uploads\/([a-z0-9][a-z0-9-]{0,150})\.webp"/g;

/** The stems of the uploads a JSON value (a block document) refers to, each once. */
export function uploadStemsIn(value: unknown): string[] {
  const json = JSON.stringify(value) ?? "";
  return [...new Set(Array.from(json.matchAll(UPLOAD_IN_JSON), (match) => match[1] ?? ""))].filter(Boolean);
}

/**
 * Holds the uploads a page version refers to until the transaction ends (FOR SHARE): a
 * deletion of one of them waits, then finds the version and refuses (deleteUpload). Answers
 * the stems that are not in the library (deleted meanwhile); the caller refuses the version.
 */
export async function holdUploads(tx: Transaction, stems: readonly string[]): Promise<string[]> {
  if (stems.length === 0) return [];
  const rows = await tx
    .select({ stem: mediaFiles.stem })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.folder, UPLOAD_FOLDER), inArray(mediaFiles.stem, [...stems])))
    .for("share");
  const found = new Set(rows.map((row) => row.stem));
  return stems.filter((stem) => !found.has(stem));
}

export type UploadDeletion = "deleted" | "notFound" | "inUse";

/**
 * Deletes an upload unless `inUse` finds a reference to it (a page or its version history).
 * The row is locked first, so a save holding the file (holdUploads) finishes before the check
 * and a save after it finds the file gone. The row goes in the transaction; the file and its
 * rendered variants after it, so a failure never leaves a row without its file.
 */
export async function deleteUpload(
  db: Database,
  mediaDir: string,
  stem: string,
  inUse: (tx: Transaction, reference: string) => Promise<boolean>,
): Promise<UploadDeletion> {
  const outcome = await db.transaction(async (tx): Promise<UploadDeletion> => {
    const [row] = await tx
      .select({ id: mediaFiles.id })
      .from(mediaFiles)
      .where(and(eq(mediaFiles.folder, UPLOAD_FOLDER), eq(mediaFiles.stem, stem)))
      .for("update");
    if (!row) return "notFound";
    if (await inUse(tx, `${UPLOAD_FOLDER}/${stem}.webp`)) return "inUse";
    await tx.delete(mediaFiles).where(eq(mediaFiles.id, row.id));
    return "deleted";
  });
  if (outcome === "deleted") await removeUploadFiles(mediaDir, stem);
  return outcome;
}

/** The upload's file and its rendered variants (`cache/uploads/<width>/<stem>.<format>`). */
async function removeUploadFiles(mediaDir: string, stem: string): Promise<void> {
  await rm(path.join(mediaDir, UPLOAD_FOLDER, `${stem}.webp`), { force: true });
  const cacheDir = path.join(mediaDir, "cache", UPLOAD_FOLDER);
  const widths = await readdir(cacheDir).catch(() => [] as string[]);
  await Promise.all(
    widths.map(async (width) => {
      const dir = path.join(cacheDir, width);
      const names = await readdir(dir).catch(() => [] as string[]);
      // Stems have no dots: `<stem>.` is this upload's variants only.
      await Promise.all(
        names.filter((name) => name.startsWith(`${stem}.`)).map((name) => rm(path.join(dir, name), { force: true })),
      );
    }),
  );
}
