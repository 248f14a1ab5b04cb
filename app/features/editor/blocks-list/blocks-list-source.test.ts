import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { insertBlock } from "#common/blocks/block-operations.ts";
import { pageDocumentSchema } from "#common/blocks/page-document.ts";
import { blocksListsSchema } from "./blocks-list-schema.ts";
import { fetchBlocksLists } from "./blocks-list-source.ts";

const publicDir = path.resolve(import.meta.dirname, "..", "..", "..", "..", "public");
const fileText = readFileSync(path.join(publicDir, "blocks", "blocksLists.json"), "utf8");

describe("public/blocks/blocksLists.json", () => {
  const lists = blocksListsSchema.parse(JSON.parse(fileText));
  const variations = Object.values(lists).flatMap((group) => group.variations);

  it("has the groups of the blocks list, each variation with an existing preview image", () => {
    expect(Object.values(lists).map((group) => group.category)).toEqual([
      "banners",
      "text",
      "images",
      "products",
      "newsletter",
      "media",
    ]);
    for (const variation of variations) expect(existsSync(path.join(publicDir, variation.image))).toBe(true);
  });

  it("has a valid template per language for every variation, of the same block type", () => {
    for (const variation of variations) {
      for (const locale of ["de", "en"] as const) {
        const template = variation.template[locale];
        const page = pageDocumentSchema.safeParse({ schemaVersion: 1, blocks: [template] });
        expect(page.success, `${variation.title.en} (${locale})`).toBe(true);
      }
      expect(variation.template.de.name).toBe(variation.template.en.name);
    }
    const names = new Set(variations.map((variation) => variation.template.en.name));
    expect([...names].sort()).toEqual(
      [
        "Banner",
        "Carousel",
        "Image",
        "MultiGrid",
        "NewsletterSubscribe",
        "ProductRecommendedProducts",
        "TextCard",
        "Video",
      ].sort(),
    );
  });

  it("gives templates that insert as fresh copies next to each other on one page", () => {
    let blocks = [variations[0]!.template.en];
    for (const variation of variations) {
      const result = insertBlock(blocks, variation.template.en, { uuid: blocks[0]!.meta.uuid, position: "above" });
      expect(result.ok).toBe(true);
      if (result.ok) blocks = result.blocks;
    }
    expect(pageDocumentSchema.safeParse({ schemaVersion: 1, blocks }).success).toBe(true);
  });
});

describe("fetchBlocksLists", () => {
  const answer = (body: string, status = 200) => (async () => new Response(body, { status })) as typeof fetch;

  it("answers the parsed file", async () => {
    const lists = await fetchBlocksLists(answer(fileText));
    expect(lists.text?.variations[0]?.title.en).toBe("Rich Text");
  });

  it("reports an error answer as 'HTTP error! status: <status>'", async () => {
    await expect(fetchBlocksLists(answer("missing", 404))).rejects.toThrow(/^HTTP error! status: 404$/);
  });

  it("reports a failed request, bad JSON or a bad shape as 'Failed to fetch blocksLists: <reason>'", async () => {
    const offline = (async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof fetch;
    await expect(fetchBlocksLists(offline)).rejects.toThrow(/^Failed to fetch blocksLists: Failed to fetch$/);
    await expect(fetchBlocksLists(answer("{nope"))).rejects.toThrow(/^Failed to fetch blocksLists: /);
    await expect(fetchBlocksLists(answer('{"a":{"title":1}}'))).rejects.toThrow(/^Failed to fetch blocksLists: /);
  });
});
