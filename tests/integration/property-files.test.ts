import { readdirSync, readFileSync } from "node:fs";
import { mkdir, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { PROPERTY_FILE_KEY_PATTERN, type PropertyFileReference } from "#common/property-files.ts";
import { itemProperties, properties } from "#server/modules/catalog/property.table.ts";
import { propertyFiles } from "#server/modules/property-file/property-file.table.ts";
import {
  markPropertyFilesAttached,
  propertyFilesDir,
  purgeUnattachedPropertyFiles,
  SESSION_FILE_LIMITS,
} from "#server/modules/property-file/property-files.ts";
import { sessions } from "#server/modules/session/session.table.ts";
import { samplePdf, samplePng, SAMPLE_TEXT } from "../sample-files.ts";
import { describeDatabases, type Shop } from "./harness.ts";
import { addProductFixture, FIXTURE } from "./product-fixture.ts";
import type { ApiResult, ShopClient } from "./shop-client.ts";

/** The fixture's file property on the cushion: PDF or PNG, at most 5,000,000 bytes. */
const MOTIF = 97903;
/** The cushion's gift wrapping: an order property, but not a file property. */
const GIFT_WRAP = 97901;
/** A file property of the throw only. */
const THROW_PHOTO = 97950;

type Upload = { itemId?: number | string; propertyId?: number | string; file?: Blob | string; name?: string };

function form({ itemId = FIXTURE.cushion, propertyId = MOTIF, file, name = "motiv.png" }: Upload): FormData {
  const data = new FormData();
  data.set("itemId", String(itemId));
  data.set("propertyId", String(propertyId));
  if (typeof file === "string") data.set("file", file);
  else if (file) data.set("file", file, name);
  return data;
}

const upload = (client: ShopClient, fields: Upload, options: { csrf?: boolean } = {}) =>
  client.send<PropertyFileReference>("doUploadOrderPropertyFile", form(fields), options);

/** A copy over a plain ArrayBuffer, which is what Blob's types ask for (Buffer's may be shared). */
const blob = (bytes: Uint8Array, type = "application/octet-stream") => new Blob([new Uint8Array(bytes)], { type });

function expectError(result: ApiResult<unknown>, status: number, key: string, message?: string): void {
  expect({ status: result.status, key: result.body.error?.key }).toEqual({ status, key });
  if (message !== undefined) expect(result.body.error?.message).toBe(message);
}

describeDatabases("order property files", (shop) => {
  const dir = () => propertyFilesDir(shop().config.DATA_DIR);
  const storedFiles = () => {
    try {
      return readdirSync(dir()).sort();
    } catch {
      return [];
    }
  };
  const rows = () => shop().db.select().from(propertyFiles);
  const sessionData = async (client: ShopClient) => {
    const [row] = await shop()
      .db.select()
      .from(sessions)
      .where(eq(sessions.id, client.sessionId ?? ""));
    return row?.data as Record<string, unknown> | undefined;
  };
  const setUp = async (s: Shop) => {
    await addProductFixture(s.db);
    await s.db.insert(properties).values({
      id: THROW_PHOTO,
      valueType: "file",
      acceptedFormats: ["png"],
      maxFileSizeBytes: 1000,
      names: { de: { name: "Foto", description: "" }, en: { name: "Photo", description: "" } },
    });
    await s.db.insert(itemProperties).values({ itemId: FIXTURE.throw, propertyId: THROW_PHOTO });
  };

  it("stores an accepted file under a random key, records it and gives the session the claim", async () => {
    await setUp(shop());
    const client = shop().client({ locale: "en" });
    const png = await samplePng();
    const result = await upload(client, { file: blob(png, "image/png"), name: "../Mein Motiv\u202E.png" });
    expect(result.status).toBe(200);
    const reference = result.body.data;
    expect(reference).toEqual({
      key: expect.stringMatching(PROPERTY_FILE_KEY_PATTERN),
      itemId: FIXTURE.cushion,
      propertyId: MOTIF,
      fileName: "Mein Motiv.png",
      sizeBytes: png.byteLength,
      contentType: "image/png",
      extension: "png",
    });
    const key = reference?.key ?? "";
    // The bytes are on disk under the key alone; the client's name is data, not a path.
    expect(storedFiles()).toContain(key);
    expect(readFileSync(path.join(dir(), key))).toEqual(png);
    const owner = (await sessionData(client))?.propertyFileOwner;
    expect(owner).toMatch(/^[0-9a-f]{32}$/);
    expect(await rows()).toEqual([
      expect.objectContaining({ key, owner, itemId: FIXTURE.cushion, propertyId: MOTIF, attachedAt: null }),
    ]);

    // A second upload of the same session keeps the claim and gets a new key.
    const pdf = await upload(client, { file: blob(samplePdf()), name: "entwurf.pdf" });
    expect(pdf.body.data).toMatchObject({ contentType: "application/pdf", extension: "pdf", fileName: "entwurf.pdf" });
    expect(pdf.body.data?.key).not.toBe(key);
    expect((await sessionData(client))?.propertyFileOwner).toBe(owner);
  });

  it("judges the type by the bytes, not the name: a PNG called .pdf is a PNG, text called .png is refused", async () => {
    await setUp(shop());
    const client = shop().client({ locale: "de" });
    const renamed = await upload(client, { file: blob(await samplePng(), "application/pdf"), name: "entwurf.pdf" });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ extension: "png", contentType: "image/png", fileName: "entwurf.pdf" });

    const before = storedFiles();
    const text = await upload(client, { file: blob(SAMPLE_TEXT, "image/png"), name: "foto.png" });
    expectError(text, 400, "fileNotSupported", "Dieses Dateiformat wird nicht unterstützt.");
    expect(text.body.error?.fields).toEqual({ file: "Dieses Dateiformat wird nicht unterstützt." });
    expect(storedFiles()).toEqual(before);
    expect(await rows()).toHaveLength(1);
  });

  it("refuses an empty file and one over the property's maximum with the spec's text, storing nothing", async () => {
    await setUp(shop());
    const client = shop().client({ locale: "en" });
    const failed = "The file could not be uploaded. Check the maximum allowed file size and file format.";
    expectError(await upload(client, { file: blob(new Uint8Array(0)) }), 400, "fileUploadFailed", failed);

    // A PNG signature with padding: one byte over the fixture's 5,000,000.
    const big = new Uint8Array(5_000_001);
    big.set((await samplePng()).subarray(0, 64));
    expectError(await upload(client, { file: blob(big) }), 400, "fileUploadFailed", failed);

    // The throw's photo allows 1000 bytes: a 1001-byte file is refused, the limit is per property.
    const small = new Uint8Array(1001);
    small.set((await samplePng()).subarray(0, 64));
    const throwUpload = { itemId: FIXTURE.throw, propertyId: THROW_PHOTO, file: blob(small) };
    expectError(await upload(client, throwUpload), 400, "fileUploadFailed", failed);
    expect(storedFiles()).toEqual([]);
    expect(await rows()).toEqual([]);
    expect(await sessionData(client)).toBeUndefined();
  });

  it("answers a body over the upload ceiling with 413 and the spec's text, not a failure", async () => {
    await setUp(shop());
    const client = shop().client({ locale: "de" });
    const result = await upload(client, { file: blob(new Uint8Array(11 * 1024 * 1024)) });
    expectError(
      result,
      413,
      "fileUploadFailed",
      "Die Datei konnte nicht hochgeladen werden. Prüfen Sie die maximal zulässige Dateigröße und das Dateiformat.",
    );
    expect(storedFiles()).toEqual([]);
    // Other operations keep the ordinary 1 MiB limit for multipart bodies too.
    const login = new FormData();
    login.set("email", "big@example.com");
    login.set("file", blob(new Uint8Array(2 * 1024 * 1024)), "big.bin");
    expectError(await client.send("doLoginAsGuest", login), 413, "payloadTooLarge");
  });

  it("refuses an unknown property, another item's property, a property that takes no file and an unknown item", async () => {
    await setUp(shop());
    const client = shop().client({ locale: "en" });
    const file = blob(await samplePng());
    const notFound = "This option does not exist for this product.";
    expectError(await upload(client, { propertyId: 99999, file }), 404, "orderPropertyNotFound", notFound);
    expectError(await upload(client, { propertyId: THROW_PHOTO, file }), 404, "orderPropertyNotFound", notFound);
    expectError(await upload(client, { propertyId: GIFT_WRAP, file }), 404, "orderPropertyNotFound", notFound);
    expectError(await upload(client, { itemId: 99999, file }), 404, "orderPropertyNotFound", notFound);
    expectError(await upload(client, { itemId: FIXTURE.inactive, file }), 404, "orderPropertyNotFound", notFound);
    expect(storedFiles()).toEqual([]);
  });

  it("names the field of a missing file or a malformed id", async () => {
    await setUp(shop());
    const client = shop().client({ locale: "de" });
    const missing = await upload(client, {});
    expectError(missing, 400, "invalidData");
    expect(missing.body.error?.fields).toEqual({ file: "Dies ist ein Pflichtfeld." });
    const text = await upload(client, { file: "not a file" });
    expect(text.body.error?.fields).toEqual({ file: "Dies ist ein Pflichtfeld." });
    const ids = await upload(client, { itemId: "1e3", propertyId: "-1", file: blob(await samplePng()) });
    expectError(ids, 400, "invalidData");
    expect(Object.keys(ids.body.error?.fields ?? {}).sort()).toEqual(["itemId", "propertyId"]);
    expect(storedFiles()).toEqual([]);
  });

  it("requires the CSRF token", async () => {
    await setUp(shop());
    const client = shop().client({ locale: "en" });
    await client.ensureCsrf();
    const result = await upload(client, { file: blob(await samplePng()) }, { csrf: false });
    expectError(result, 403, "csrfTokenMismatch");
    expect(storedFiles()).toEqual([]);
    expect(await rows()).toEqual([]);
  });

  it("lets only the uploading session remove a file, and logging out gives up the claim", async () => {
    await setUp(shop());
    const owner = shop().client({ locale: "en" });
    const other = shop().client({ locale: "en" });
    const key = (await upload(owner, { file: blob(await samplePng()) })).body.data?.key ?? "";
    await upload(other, { file: blob(await samplePng()) });

    const foreign = await other.call("deleteOrderPropertyFile", { key });
    expectError(foreign, 404, "propertyFileNotFound", "This file no longer exists.");
    expect(storedFiles()).toContain(key);

    expect((await owner.call("deleteOrderPropertyFile", { key })).body.data).toEqual({ key });
    expect(storedFiles()).not.toContain(key);
    expect((await rows()).map((row) => row.key)).not.toContain(key);
    expectError(await owner.call("deleteOrderPropertyFile", { key }), 404, "propertyFileNotFound");
    expectError(await owner.call("deleteOrderPropertyFile", { key: "../x" }), 400, "invalidData");

    const guest = shop().client();
    await guest.call("doLoginAsGuest", { email: "upload@example.com" });
    const guestKey = (await upload(guest, { file: blob(samplePdf()) })).body.data?.key ?? "";
    await guest.call("doLogoutUser", {});
    expectError(await guest.call("deleteOrderPropertyFile", { key: guestKey }), 404, "propertyFileNotFound");
  });

  it("limits the unattached files one session holds", async () => {
    await setUp(shop());
    const client = shop().client({ locale: "en" });
    const png = blob(await samplePng());
    const keys: string[] = [];
    for (let index = 0; index < SESSION_FILE_LIMITS.files; index++) {
      const result = await upload(client, { file: png });
      expect(result.status).toBe(200);
      keys.push(result.body.data?.key ?? "");
    }
    const refused = await upload(client, { file: png });
    expectError(refused, 409, "tooManyPropertyFiles", "You have uploaded too many files. Please try again later.");

    // Files a cart took over no longer count; nor do removed ones.
    await markPropertyFilesAttached(shop().db, keys.slice(0, 1));
    expect((await upload(client, { file: png })).status).toBe(200);
    await client.call("deleteOrderPropertyFile", { key: keys[1] ?? "" });
    expect((await upload(client, { file: png })).status).toBe(200);
    expectError(await upload(client, { file: png }), 409, "tooManyPropertyFiles");
  });

  it("rate-limits attempts per client address, refused ones included", async () => {
    await setUp(shop());
    for (let index = 0; index < 30; index++) {
      const result = await upload(shop().client({ ip: "203.0.113.9" }), { file: blob(SAMPLE_TEXT) });
      expect(result.status).toBe(400);
    }
    const limited = await upload(shop().client({ ip: "203.0.113.9", locale: "en" }), { file: blob(SAMPLE_TEXT) });
    expectError(limited, 429, "tooManyRequests");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await upload(shop().client({ ip: "203.0.113.10" }), { file: blob(await samplePng()) })).status).toBe(200);
  });

  it("purges unattached files after a day, and files without a row, but keeps attached and recent ones", async () => {
    await setUp(shop());
    const client = shop().client();
    const png = blob(await samplePng());
    const [stale, attached, recent] = await Promise.all(
      [0, 1, 2].map(async () => (await upload(client, { file: png })).body.data?.key ?? ""),
    );
    const dayAndHourAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await shop()
      .db.update(propertyFiles)
      .set({ createdAt: dayAndHourAgo })
      .where(eq(propertyFiles.key, stale ?? ""));
    await shop()
      .db.update(propertyFiles)
      .set({ createdAt: dayAndHourAgo })
      .where(eq(propertyFiles.key, attached ?? ""));
    await markPropertyFilesAttached(shop().db, [attached ?? ""]);
    await mkdir(dir(), { recursive: true });
    const stray = path.join(dir(), "0".repeat(32));
    const freshStray = path.join(dir(), "1".repeat(32));
    await writeFile(stray, "left behind");
    await writeFile(freshStray, "being written");
    await utimes(stray, dayAndHourAgo, dayAndHourAgo);

    const purged = await purgeUnattachedPropertyFiles(shop().db, dir());
    expect(purged).toEqual({ files: 1, strays: 1 });
    const left = storedFiles();
    expect(left).not.toContain(stale);
    expect(left).not.toContain("0".repeat(32));
    expect(left).toEqual(expect.arrayContaining([attached, recent, "1".repeat(32)]));
    expect((await rows()).map((row) => row.key).sort()).toEqual([attached, recent].sort());
  });
});
