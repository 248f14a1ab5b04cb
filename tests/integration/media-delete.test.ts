/** Deleting uploads of the media library: doDeleteMedia and its guard in doSaveBlocks (docs/images.md). */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { banner, textCard } from "#common/blocks/block-fixtures.ts";
import type { Block } from "#common/blocks/block-schema.ts";
import { MEDIA_REFERENCE, type MediaEntry } from "#common/schemas/media-library.ts";
import { describeDatabases } from "./harness.ts";
import { solid, upload } from "./media-fixture.ts";
import { addOperator, loginOperator } from "./operator-fixture.ts";
import type { ShopClient } from "./shop-client.ts";

const HOME = { identifier: "index", entityType: "immutable" } as const;
const serialised = (blocks: Block[]) => JSON.stringify({ schemaVersion: 1, blocks });

/** A banner showing `reference` on desktop. */
function bannerWith(reference: string): Block {
  const block = banner(1);
  return {
    ...block,
    content: { ...block.content, image: { desktop: reference, alt: "Sommer", brightness: 1 } },
  } as Block;
}

describeDatabases("deleting uploads", (shop) => {
  const mediaDir = () => path.join(shop().config.DATA_DIR, "media");
  async function operatorClient(locale: "de" | "en" = "en"): Promise<ShopClient> {
    await addOperator(shop());
    const client = shop().client({ locale });
    await loginOperator(client);
    return client;
  }
  async function uploaded(client: ShopClient, name = "Sommer.png"): Promise<MediaEntry> {
    const answer = await upload(client, await solid(400, 200).png().toBuffer(), name);
    expect(answer.status).toBe(200);
    return answer.body.data!;
  }
  const listed = async (client: ShopClient) =>
    (await client.call("getMediaLibrary", { source: "uploads" })).body.data?.entries.map((entry) => entry.reference);
  const save = (client: ShopClient, blocks: Block[], expectedVersion: number) =>
    client.call("doSaveBlocks", { ...HOME, blocks: serialised(blocks), expectedVersion });

  it("deletes an unused upload with its file and rendered variants; a second delete answers that it is gone", async () => {
    const operator = await operatorClient();
    const entry = await uploaded(operator);
    const other = await uploaded(operator, "Winter.png");
    const stem = MEDIA_REFERENCE.exec(entry.reference)![2]!;
    const variant = `/media/uploads/320/${stem}.webp`;
    expect((await shop().client().request(variant)).status).toBe(200);
    expect(readdirSync(path.join(mediaDir(), "cache", "uploads", "320"))).toContain(`${stem}.webp`);

    const deleted = await operator.call("doDeleteMedia", { reference: entry.reference });
    expect(deleted.status).toBe(200);
    expect(await listed(operator)).toEqual([other.reference]);
    expect(existsSync(path.join(mediaDir(), "uploads", `${stem}.webp`))).toBe(false);
    expect(readdirSync(path.join(mediaDir(), "cache", "uploads", "320"))).not.toContain(`${stem}.webp`);
    expect((await shop().client().request(variant)).status).toBe(404);

    const again = await operator.call("doDeleteMedia", { reference: entry.reference });
    expect(again.status).toBe(404);
    expect(again.body.error).toMatchObject({
      key: "mediaNotFound",
      message: "This image is no longer in the media library. Choose another one.",
    });
  });

  it("keeps an upload a page uses, and one only a kept version still uses, in the request's language", async () => {
    const operator = await operatorClient("de");
    const entry = await uploaded(operator);
    expect((await save(operator, [bannerWith(entry.reference)], 0)).status).toBe(200);
    const refused = await operator.call("doDeleteMedia", { reference: entry.reference });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      key: "mediaInUse",
      message:
        "Dieses Bild wird auf einer Seite oder im Versionsverlauf einer Seite (ihren letzten 50 Speicherungen) verwendet und kann daher nicht gelöscht werden.",
    });
    // The page no longer shows it, but version 1 (restorable) does.
    expect((await save(operator, [textCard(2)], 1)).status).toBe(200);
    expect((await operator.call("doDeleteMedia", { reference: entry.reference })).status).toBe(409);
    expect(await listed(operator)).toEqual([entry.reference]);
    const stem = MEDIA_REFERENCE.exec(entry.reference)![2]!;
    expect(existsSync(path.join(mediaDir(), "uploads", `${stem}.webp`))).toBe(true);
  });

  it("refuses a save that uses an upload deleted meanwhile, and stores nothing", async () => {
    const operator = await operatorClient();
    const entry = await uploaded(operator);
    expect((await operator.call("doDeleteMedia", { reference: entry.reference })).status).toBe(200);
    const refused = await save(operator, [bannerWith(entry.reference)], 0);
    expect(refused.status).toBe(400);
    expect(refused.body.error?.key).toBe("mediaNotFound");
    const stored = await shop().client({ locale: "en" }).call("getBlocks", { identifier: "index", type: "immutable" });
    expect(stored.body.data).toMatchObject({ version: 0, isDefault: true });
  });

  it("a save and a deletion of the same image at once: one of them is refused, never a page without its image", async () => {
    const operator = await operatorClient();
    for (let round = 0; round < 3; round++) {
      const entry = await uploaded(operator, `Runde-${round}.png`);
      const current = await shop()
        .client({ locale: "en" })
        .call("getBlocks", { identifier: "index", type: "immutable" });
      const [saved, deleted] = await Promise.all([
        save(operator, [bannerWith(entry.reference)], current.body.data!.version),
        operator.call("doDeleteMedia", { reference: entry.reference }),
      ]);
      expect([saved.status, deleted.status].sort(), `round ${round}`).toEqual(
        saved.status === 200 ? [200, 409] : [200, 400],
      );
      const listedNow = await listed(operator);
      if (saved.status === 200) expect(listedNow).toContain(entry.reference);
      else expect(listedNow).not.toContain(entry.reference);
    }
  });

  it("refuses catalog images, malformed references and callers without an operator session", async () => {
    const operator = await operatorClient();
    const entry = await uploaded(operator);
    for (const reference of [
      "items/sofa-lund-2-sitzer-salbei-1.webp",
      "uploads/../session.webp",
      "uploads/A.webp",
      "",
    ]) {
      const answer = await operator.call("doDeleteMedia", { reference });
      expect(answer.status, reference).toBe(400);
      expect(answer.body.error?.key, reference).toBe("invalidData");
    }
    const shopper = await shop().client({ locale: "en" }).call("doDeleteMedia", { reference: entry.reference });
    expect(shopper.status).toBe(401);
    expect(shopper.body.error?.key).toBe("editorSessionExpired");
    expect(await listed(operator)).toEqual([entry.reference]);
  });
});
