import { expect, it } from "vitest";
import { textCard } from "#common/blocks/block-fixtures.ts";
import type { Block } from "#common/blocks/block-schema.ts";
import { saveBlocks } from "#server/modules/content/content.ts";
import { describeDatabases } from "./harness.ts";

const doc = (blocks: Block[]) => ({ schemaVersion: 1, blocks });
const titles = (blocks: Block[] | undefined) =>
  (blocks ?? []).map((block) =>
    block.type === "content" && "text" in block.content ? block.content.text?.title : block.name,
  );

describeDatabases("getBlocks", (shop) => {
  it("answers the built-in default homepage per locale while the homepage is empty", async () => {
    for (const [locale, title] of [
      ["de", "Schön wohnen, klug vernetzt"],
      ["en", "Beautiful living, smartly connected"],
    ] as const) {
      const visitor = shop().client({ locale });
      const answer = await visitor.call("getBlocks", { identifier: "index", type: "immutable" }, { method: "GET" });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ schemaVersion: 1, version: 0, isDefault: true });
      expect(titles(answer.body.data?.blocks)).toEqual(["Carousel", title, expect.any(String), expect.any(String)]);
    }
    // A stored homepage that was emptied shows the default again, with its version for the next save.
    await saveBlocks(shop().db, {
      identifier: "index",
      entityType: "immutable",
      locale: "en",
      document: doc([]),
      expectedVersion: 0,
      operatorId: null,
    });
    const emptied = await shop().client({ locale: "en" }).call("getBlocks", { identifier: "index", type: "immutable" });
    expect(emptied.body.data).toMatchObject({ version: 1, isDefault: true });
  });

  it("answers a saved page in the request's locale", async () => {
    const key = { identifier: "12", entityType: "category" as const, expectedVersion: 0, operatorId: 1 };
    await saveBlocks(shop().db, { ...key, locale: "de", document: doc([textCard(1, "Sofas")]) });
    await saveBlocks(shop().db, { ...key, locale: "en", document: doc([textCard(1, "Sofas EN")]) });
    const german = await shop().caller({ locale: "de" }).getBlocks({ identifier: "12", type: "category" });
    expect(german).toEqual({ schemaVersion: 1, blocks: [textCard(1, "Sofas")], version: 1, isDefault: false });
    const english = await shop().client({ locale: "en" }).call("getBlocks", { identifier: "12", type: "category" });
    expect(titles(english.body.data?.blocks)).toEqual(["Sofas EN"]);
    const unsaved = await shop().client().call("getBlocks", { identifier: "13", type: "category" });
    expect(unsaved.body.data).toEqual({ schemaVersion: 1, blocks: [], version: 0, isDefault: false });
  });

  it("follows the category guard: unknown pages are 404, customers-only pages 401 for others", async () => {
    const visitor = shop().client({ locale: "en" });
    const missing = await visitor.call("getBlocks", { identifier: "999999", type: "category" });
    expect(missing.status).toBe(404);
    expect(missing.body.error?.key).toBe("notFound");
    const customersOnly = await visitor.call("getBlocks", { identifier: "32", type: "category" });
    expect(customersOnly.status).toBe(401);
    expect(customersOnly.body.error?.key).toBe("unauthorized");
    await visitor.call("doRegisterUser", {
      email: "blocks@example.com",
      password: "secret123",
      repeatPassword: "secret123",
    });
    const asCustomer = await visitor.call("getBlocks", { identifier: "32", type: "category" });
    expect(asCustomer.status).toBe(200);
  });

  it("refuses malformed keys with translated field messages", async () => {
    const visitor = shop().client({ locale: "en" });
    for (const payload of [
      { identifier: "12", type: "immutable" },
      { identifier: "index", type: "category" },
      { identifier: "0", type: "category" },
      { identifier: "-1", type: "category" },
      { identifier: "9999999999", type: "category" },
      { identifier: "index", type: "page" },
      { identifier: "index", type: "immutable", extra: 1 },
      {},
    ]) {
      const answer = await visitor.callRaw("getBlocks", payload);
      expect(answer.status, JSON.stringify(payload)).toBe(400);
      expect(answer.body.error?.key).toBe("invalidData");
    }
    const answer = await visitor.callRaw("getBlocks", { identifier: "12", type: "immutable" });
    expect(answer.body.error?.fields).toEqual({ identifier: "This value is not valid." });
  });
});
