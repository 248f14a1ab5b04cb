import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { banner, carousel, samplePage, textCard } from "#common/blocks/block-fixtures.ts";
import type { Block } from "#common/blocks/block-schema.ts";
import { errorMessage, fieldErrorMessage } from "#common/i18n/error-message.ts";
import {
  deletePageBlocks,
  HISTORY_LIMIT,
  listHistory,
  loadBlocks,
  restoreSnapshot,
  saveBlocks,
  type PageKey,
} from "#server/modules/content/content.ts";
import { pageBlocks, pageBlockSnapshots } from "#server/modules/content/content.table.ts";
import { AppError } from "#server/errors.ts";
import { describeDatabases } from "./harness.ts";

const HOME_DE: PageKey = { identifier: "index", entityType: "immutable", locale: "de" };
const SOFAS_EN: PageKey = { identifier: "12", entityType: "category", locale: "en" };
const doc = (blocks: Block[]) => ({ schemaVersion: 1, blocks });

/** The AppError a promise rejects with (and fails the test if it does not). */
async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => new Error("expected a refusal"),
    (reason: unknown) => reason,
  );
  if (!(error instanceof AppError)) throw error;
  return error;
}

describeDatabases("page blocks", (shop) => {
  it("saves versions, answers conflicts for stale versions and keeps a history", async () => {
    const { db } = shop();
    const first = await saveBlocks(db, {
      ...SOFAS_EN,
      document: doc([textCard(1)]),
      expectedVersion: 0,
      operatorId: 7,
    });
    expect(first.version).toBe(1);
    const second = await saveBlocks(db, {
      ...SOFAS_EN,
      document: doc(samplePage()),
      expectedVersion: 1,
      operatorId: null,
    });
    expect(second.version).toBe(2);

    const stale = await refusal(
      saveBlocks(db, { ...SOFAS_EN, document: doc([textCard(9)]), expectedVersion: 1, operatorId: 8 }),
    );
    expect(stale).toMatchObject({ kind: "conflict", key: "editorSaveConflict" });
    const again = await refusal(saveBlocks(db, { ...SOFAS_EN, document: doc([]), expectedVersion: 0, operatorId: 8 }));
    expect(again.key).toBe("editorSaveConflict");
    expect(errorMessage("de", again.key)).toMatch(/inzwischen von jemand anderem gespeichert/);
    expect(errorMessage("en", again.key)).toMatch(/Someone else saved this page/);

    expect(await loadBlocks(db, SOFAS_EN)).toEqual({ document: doc(samplePage()), version: 2, isDefault: false });
    // Other locales and pages are separate documents.
    expect(await loadBlocks(db, { ...SOFAS_EN, locale: "de" })).toMatchObject({ version: 0, document: doc([]) });
    const history = await listHistory(db, SOFAS_EN);
    expect(history.map(({ version, operatorId }) => ({ version, operatorId }))).toEqual([
      { version: 2, operatorId: null },
      { version: 1, operatorId: 7 },
    ]);
    expect(Date.parse(history[0]?.savedAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
  });

  it("restores a snapshot as a new version, and refuses stale restores and foreign snapshots", async () => {
    const { db } = shop();
    await saveBlocks(db, { ...SOFAS_EN, document: doc([textCard(1, "First")]), expectedVersion: 0, operatorId: 1 });
    await saveBlocks(db, { ...SOFAS_EN, document: doc([textCard(1, "Second")]), expectedVersion: 1, operatorId: 1 });
    const oldest = (await listHistory(db, SOFAS_EN)).at(-1);
    if (!oldest) throw new Error("no history");

    const stale = await refusal(
      restoreSnapshot(db, { ...SOFAS_EN, snapshotId: oldest.id, expectedVersion: 1, operatorId: 2 }),
    );
    expect(stale.key).toBe("editorSaveConflict");
    const foreign = await refusal(
      restoreSnapshot(db, { ...SOFAS_EN, locale: "de", snapshotId: oldest.id, expectedVersion: 0, operatorId: 2 }),
    );
    expect(foreign).toMatchObject({ kind: "not_found", key: "blockSnapshotNotFound" });

    const restored = await restoreSnapshot(db, {
      ...SOFAS_EN,
      snapshotId: oldest.id,
      expectedVersion: 2,
      operatorId: 2,
    });
    expect(restored.version).toBe(3);
    expect(await loadBlocks(db, SOFAS_EN)).toMatchObject({ version: 3, document: doc([textCard(1, "First")]) });
    expect((await listHistory(db, SOFAS_EN)).map((entry) => [entry.version, entry.operatorId])).toEqual([
      [3, 2],
      [2, 1],
      [1, 1],
    ]);
  });

  it("restores snapshots stored in an older schema version", async () => {
    const { db } = shop();
    await saveBlocks(db, { ...SOFAS_EN, document: doc([textCard(1)]), expectedVersion: 0, operatorId: null });
    const [page] = await db.select({ id: pageBlocks.id }).from(pageBlocks);
    // A version 0 document: the bare block list of the original API.
    const [legacy] = await db
      .insert(pageBlockSnapshots)
      .values({ pageId: page?.id ?? 0, version: 0, document: [banner(5)] })
      .returning({ id: pageBlockSnapshots.id });
    const restored = await restoreSnapshot(db, {
      ...SOFAS_EN,
      snapshotId: legacy?.id ?? 0,
      expectedVersion: 1,
      operatorId: 3,
    });
    expect(restored).toEqual({ version: 2, document: doc([banner(5)]) });
  });

  it("refuses to save a carousel without slides, in both languages, yet loads and restores one stored before", async () => {
    const { db } = shop();
    const empty = doc([textCard(1), carousel(2, [])]);
    const error = await refusal(saveBlocks(db, { ...HOME_DE, document: empty, expectedVersion: 0, operatorId: 1 }));
    expect(error).toMatchObject({ kind: "invalid_data", key: "invalidData" });
    expect(error.fields).toEqual({ "blocks.1.content": "validation.carouselNeedsSlide" });
    expect(fieldErrorMessage("de", "validation.carouselNeedsSlide")).toBe(
      "Ein Karussell braucht mindestens eine Folie.",
    );
    expect(fieldErrorMessage("en", "validation.carouselNeedsSlide")).toBe("A carousel needs at least one slide.");
    expect(await db.select().from(pageBlocks)).toEqual([]);

    await saveBlocks(db, { ...HOME_DE, document: doc([carousel(2, [banner(3)])]), expectedVersion: 0, operatorId: 1 });
    // Written before the rule: the page still loads, and its version can be brought back.
    await db.update(pageBlocks).set({ document: empty });
    expect((await loadBlocks(db, HOME_DE)).document).toEqual(empty);
    const [page] = await db.select({ id: pageBlocks.id }).from(pageBlocks);
    const [old] = await db
      .insert(pageBlockSnapshots)
      .values({ pageId: page?.id ?? 0, version: 0, document: empty })
      .returning({ id: pageBlockSnapshots.id });
    const restored = await restoreSnapshot(db, {
      ...HOME_DE,
      snapshotId: old?.id ?? 0,
      expectedVersion: 1,
      operatorId: 1,
    });
    expect(restored.document).toEqual(empty);
  });

  it("refuses oversized, malformed and hostile documents and stores nothing", async () => {
    const { db } = shop();
    const attempts: [unknown, string][] = [
      [huge(), "blocksDocumentTooLarge"],
      [doc([{ ...textCard(1), name: "Script" } as unknown as Block]), "invalidData"],
      [doc([{ ...banner(1), content: { button: { link: "javascript:alert(1)" } } } as Block]), "invalidData"],
      [
        doc([{ ...banner(1), content: { image: { desktop: "data:image/svg+xml,<svg onload=alert(1)>" } } } as Block]),
        "invalidData",
      ],
      [{ schemaVersion: 7, blocks: [] }, "blocksSchemaUnsupported"],
      [{ schemaVersion: 1, blocks: [textCard(1, "nul\u0000")] }, "invalidData"],
      ["<script>", "invalidData"],
      [doc([carousel(1, [textCard(2)])]), "invalidData"],
    ];
    for (const [document, key] of attempts) {
      const error = await refusal(saveBlocks(db, { ...HOME_DE, document, expectedVersion: 0, operatorId: 1 }));
      expect(error).toMatchObject({ kind: "invalid_data", key });
    }
    const link = await refusal(
      saveBlocks(db, {
        ...HOME_DE,
        document: doc([{ ...banner(1), content: { button: { link: "javascript:alert(1)" } } } as Block]),
        expectedVersion: 0,
        operatorId: 1,
      }),
    );
    expect(link.fields).toEqual({ "blocks.0.content.button.link": "validation.linkInvalid" });
    expect(await db.select().from(pageBlocks)).toEqual([]);
    expect(await db.select().from(pageBlockSnapshots)).toEqual([]);
  });

  it("stores rich text sanitised and sanitises again on load", async () => {
    const { db } = shop();
    const hostile = '<p>Hi<script>alert(1)</script><img src=x onerror="alert(1)"></p><a href="javascript:x">y</a>';
    const withHtml = { ...textCard(1), content: { text: { htmlDescription: hostile } } } as Block;
    const saved = await saveBlocks(db, { ...SOFAS_EN, document: doc([withHtml]), expectedVersion: 0, operatorId: 1 });
    const clean = { ...textCard(1), content: { text: { htmlDescription: "<p>Hi</p><a>y</a>" } } } as Block;
    expect(saved.document).toEqual(doc([clean]));
    const [row] = await db.select({ document: pageBlocks.document }).from(pageBlocks);
    expect(row?.document).toEqual(doc([clean]));
    // A row written around the module (an old bug, a manual import) is still cleaned on render.
    await db
      .update(pageBlocks)
      .set({ document: doc([withHtml]) })
      .where(eq(pageBlocks.version, 1));
    expect((await loadBlocks(db, SOFAS_EN)).document).toEqual(doc([clean]));
  });

  it("lets exactly one of several concurrent saves from the same version win", async () => {
    const { db } = shop();
    const save = (n: number, expectedVersion: number) =>
      saveBlocks(db, { ...SOFAS_EN, document: doc([textCard(n)]), expectedVersion, operatorId: n }).then(
        (result) => ({ ok: true as const, result }),
        (error: unknown) => ({ ok: false as const, error }),
      );
    for (const expectedVersion of [0, 1]) {
      const results = await Promise.all([1, 2, 3, 4, 5].map((n) => save(n, expectedVersion)));
      const winners = results.filter((result) => result.ok);
      expect(winners).toHaveLength(1);
      for (const loser of results.filter((result) => !result.ok)) {
        expect(loser.error).toMatchObject({ key: "editorSaveConflict" });
      }
    }
    const history = await listHistory(db, SOFAS_EN);
    expect(history.map((entry) => entry.version)).toEqual([2, 1]);
  });
});

describeDatabases("page block history", (shop) => {
  it("deletes a page's documents in every locale with their history, and nothing else", async () => {
    const { db } = shop();
    for (const locale of ["de", "en"] as const) {
      await saveBlocks(db, { ...SOFAS_EN, locale, document: doc([textCard(1)]), expectedVersion: 0, operatorId: 1 });
    }
    await saveBlocks(db, { ...HOME_DE, document: doc([textCard(1)]), expectedVersion: 0, operatorId: 1 });
    expect(await deletePageBlocks(db, { identifier: "12", entityType: "category" })).toBe(2);
    expect(await loadBlocks(db, SOFAS_EN)).toMatchObject({ version: 0, document: doc([]) });
    expect(await listHistory(db, SOFAS_EN)).toEqual([]);
    expect(await db.select({ id: pageBlockSnapshots.id }).from(pageBlockSnapshots)).toHaveLength(1);
    expect((await loadBlocks(db, HOME_DE)).version).toBe(1);
  });

  it(`keeps the newest ${HISTORY_LIMIT} snapshots of a page`, async () => {
    const { db } = shop();
    for (let version = 0; version < HISTORY_LIMIT + 2; version++) {
      await saveBlocks(db, {
        ...SOFAS_EN,
        document: doc([textCard(1, `v${version + 1}`)]),
        expectedVersion: version,
        operatorId: 1,
      });
    }
    const history = await listHistory(db, SOFAS_EN);
    expect(history).toHaveLength(HISTORY_LIMIT);
    expect([history[0]?.version, history.at(-1)?.version]).toEqual([HISTORY_LIMIT + 2, 3]);
    expect(await db.select({ id: pageBlockSnapshots.id }).from(pageBlockSnapshots)).toHaveLength(HISTORY_LIMIT);
  });
});

/** A document over the byte limit that is valid in every other respect. */
function huge() {
  return doc(
    Array.from(
      { length: 20 },
      (_, i) => ({ ...textCard(i + 1), content: { text: { htmlDescription: "x".repeat(20_000) } } }) as Block,
    ),
  );
}
