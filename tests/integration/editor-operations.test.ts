/** The editor's save operations over HTTP: doSaveBlocks, history and restore, setConfiguration (docs/blocks.md). */
import { expect, it } from "vitest";
import { banner, textCard } from "#common/blocks/block-fixtures.ts";
import type { Block } from "#common/blocks/block-schema.ts";
import { DEFAULT_DESIGN_SETTINGS } from "#common/design/design-settings.ts";
import { pageBlocks } from "#server/modules/content/content.table.ts";
import { describeDatabases } from "./harness.ts";
import { addOperator, loginOperator } from "./operator-fixture.ts";

const HOME = { identifier: "index", entityType: "immutable" } as const;
const serialised = (blocks: Block[]) => JSON.stringify({ schemaVersion: 1, blocks });

describeDatabases("editor operations", (shop) => {
  async function operatorClient(email = "editor@example.com", locale: "de" | "en" = "en") {
    await addOperator(shop(), { email });
    const client = shop().client({ locale });
    await loginOperator(client, email);
    return client;
  }

  it("refuses every save without an operator session with the spec's save error, storing nothing", async () => {
    const shopper = shop().client({ locale: "en" });
    const attempts = [
      shopper.call("doSaveBlocks", { ...HOME, blocks: serialised([textCard(1)]), expectedVersion: 0 }),
      shopper.call("getBlocksHistory", { identifier: "index", type: "immutable" }),
      shopper.call("doRestoreBlocks", { identifier: "index", type: "immutable", snapshotId: 1, expectedVersion: 0 }),
      shopper.call("setConfiguration", { configuration: [{ key: "primaryColor", value: "#aa3300" }] }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(401);
      expect(answer.body.error).toMatchObject({
        key: "editorSessionExpired",
        message:
          "The changes couldn't be saved. Your session may have expired. Re-enter the editor to start a new session.",
      });
    }
    expect(await shop().db.select().from(pageBlocks)).toEqual([]);
    expect((await shopper.call("getDesignSettings")).body.data?.settings).toEqual(DEFAULT_DESIGN_SETTINGS);
  });

  it("saves the homepage for shoppers, sanitised, and refuses a save from an older version", async () => {
    const first = await operatorClient("first@example.com");
    const second = await operatorClient("second@example.com");
    const hostile = {
      ...textCard(1, "Sommer"),
      content: { text: { htmlDescription: '<p onclick="x()">Hi<script>alert(1)</script></p>' } },
    };
    const saved = await first.call("doSaveBlocks", {
      ...HOME,
      blocks: serialised([hostile as Block]),
      expectedVersion: 0,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ schemaVersion: 1, version: 1 });
    const shopperView = await shop()
      .client({ locale: "en" })
      .call("getBlocks", { identifier: "index", type: "immutable" });
    expect(shopperView.body.data).toMatchObject({ version: 1, isDefault: false });
    const stored = JSON.stringify(shopperView.body.data?.blocks);
    expect(stored, stored).toContain("<p>Hi</p>");
    expect(stored, stored).not.toMatch(/<script|onclick/);

    // The second operator started from version 0 too: refused, the first one's page stays.
    const late = await second.call("doSaveBlocks", { ...HOME, blocks: serialised([textCard(2)]), expectedVersion: 0 });
    expect(late.status).toBe(409);
    expect(late.body.error?.key).toBe("editorSaveConflict");
    const onTop = await second.call("doSaveBlocks", { ...HOME, blocks: serialised([textCard(2)]), expectedVersion: 1 });
    expect(onTop.body.data?.version).toBe(2);
    // Each locale has its own document.
    const german = await shop().client({ locale: "de" }).call("getBlocks", { identifier: "index", type: "immutable" });
    expect(german.body.data).toMatchObject({ version: 0, isDefault: true });
  });

  it("refuses malformed, hostile and misaddressed saves with field errors and stores nothing", async () => {
    const operator = await operatorClient();
    const javascriptLink = { ...banner(1), content: { button: { link: "javascript:alert(1)" } } } as Block;
    const refusals = [
      [{ ...HOME, blocks: "{not json", expectedVersion: 0 }, 400, { blocks: "This value is not valid." }],
      [{ ...HOME, blocks: serialised([javascriptLink]), expectedVersion: 0 }, 400, undefined],
      [{ ...HOME, blocks: JSON.stringify({ schemaVersion: 99, blocks: [] }), expectedVersion: 0 }, 400, undefined],
      [{ identifier: "12", entityType: "immutable", blocks: "[]", expectedVersion: 0 }, 400, undefined],
      [{ identifier: "99999", entityType: "category", blocks: "[]", expectedVersion: 0 }, 404, undefined],
      [{ ...HOME, blocks: "[]", expectedVersion: -1 }, 400, undefined],
    ] as const;
    for (const [input, status, fields] of refusals) {
      const answer = await operator.call("doSaveBlocks", input as never);
      expect(answer.status, JSON.stringify(input).slice(0, 80)).toBe(status);
      if (fields) expect(answer.body.error?.fields).toEqual(fields);
    }
    expect(await shop().db.select().from(pageBlocks)).toEqual([]);
  });

  it("lists a category page's versions and restores an older one as the newest", async () => {
    const operator = await operatorClient();
    const page = { identifier: "12", entityType: "category" } as const;
    await operator.call("doSaveBlocks", { ...page, blocks: serialised([textCard(1, "Erste")]), expectedVersion: 0 });
    await operator.call("doSaveBlocks", { ...page, blocks: serialised([textCard(2, "Zweite")]), expectedVersion: 1 });
    const history = await operator.call("getBlocksHistory", { identifier: "12", type: "category" });
    expect(history.body.data?.map((snapshot) => snapshot.version)).toEqual([2, 1]);
    const oldest = history.body.data?.at(-1);
    if (!oldest) throw new Error("no history");
    const stale = await operator.call("doRestoreBlocks", {
      identifier: "12",
      type: "category",
      snapshotId: oldest.id,
      expectedVersion: 1,
    });
    expect(stale.body.error?.key).toBe("editorSaveConflict");
    const restored = await operator.call("doRestoreBlocks", {
      identifier: "12",
      type: "category",
      snapshotId: oldest.id,
      expectedVersion: 2,
    });
    expect(restored.body.data).toMatchObject({ version: 3 });
    expect(JSON.stringify(restored.body.data?.blocks)).toContain("Erste");
    const missing = await operator.call("doRestoreBlocks", {
      identifier: "12",
      type: "category",
      snapshotId: 999_999,
      expectedVersion: 3,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error?.key).toBe("blockSnapshotNotFound");
  });

  it("saves the design for everyone, all or nothing", async () => {
    const operator = await operatorClient();
    const saved = await operator.call("setConfiguration", {
      configuration: [
        { key: "primaryColor", value: "#AA3300" },
        { key: "blockSize", value: "xl" },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ primaryColor: "#aa3300", blockSize: "xl" });
    const refused = await operator.call("setConfiguration", {
      configuration: [
        { key: "font", value: "lato" },
        { key: "secondaryColor", value: "#12345" },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.fields).toHaveProperty("secondaryColor");
    const duplicate = await operator.call("setConfiguration", {
      configuration: [
        { key: "font", value: "lato" },
        { key: "font", value: "roboto" },
      ],
    });
    expect(duplicate.status).toBe(400);
    const seen = await shop().client().call("getDesignSettings");
    expect(seen.body.data?.settings).toEqual({ ...DEFAULT_DESIGN_SETTINGS, primaryColor: "#aa3300", blockSize: "xl" });
  });
});
