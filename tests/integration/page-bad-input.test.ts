/**
 * Hostile page settings from a logged-in operator (the shared fuzz suite has no operator
 * session): random slugs, parents, ids, texts and types never give a 500, every refusal
 * carries a catalogue key, and every accepted save leaves a tree whose paths are its slugs.
 */
import fc from "fast-check";
import { expect, it } from "vitest";
import { ERROR_KEYS } from "#common/errors.ts";
import { categories, categoryDetails } from "#server/modules/catalog/category.table.ts";
import { computePaths } from "#server/modules/catalog/category-paths.ts";
import { describeDatabases } from "./harness.ts";
import { operatorClient, settingsOf } from "./page-fixture.ts";

const RUNS = Number.parseInt(process.env.FUZZ_RUNS ?? "", 10) || 25;
const PAGE_IDS = [1, 10, 11, 12, 13, 21, 40];

/** Mostly plausible values, so that saves get through and move branches; sometimes hostile ones. */
const likely = <T, U>(plausible: fc.Arbitrary<T>, hostile: fc.Arbitrary<U>) =>
  fc.oneof({ arbitrary: plausible, weight: 4 }, { arbitrary: hostile, weight: 1 });
const slug = likely(
  fc.oneof(fc.constantFrom("tische", "tables", "wohnen", "neu", "a-b"), fc.stringMatching(/^[a-z0-9]{1,6}$/)),
  fc.oneof(fc.constantFrom("cart", "", "Bad Slug", "x--y", "ü"), fc.string({ maxLength: 20 })),
);
const change = fc.record({
  id: likely(fc.constantFrom(...PAGE_IDS.slice(1)), fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 100_000 }))),
  parentCategoryId: likely(fc.constantFrom(null, ...PAGE_IDS), fc.integer({ min: 1, max: 100_000 })),
  type: fc.constantFrom("content", "item"),
  nameUrl: slug,
  name: likely(fc.constant("Neu"), fc.string({ maxLength: 30 })),
  canonicalLink: likely(fc.constantFrom("", "https://example.com/x"), fc.constantFrom("javascript:alert(1)", "/rel")),
  metaKeywords: fc.string({ maxLength: 40 }),
});

describeDatabases("page settings under hostile input", (shop) => {
  it("never answers a 500 and never leaves a path that its slugs do not give", async () => {
    const operator = await operatorClient(shop(), "de");
    const base = new Map(await Promise.all(PAGE_IDS.map(async (id) => [id, await settingsOf(operator, id)] as const)));
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 3 }), async (changes) => {
        const settings = changes.map((entry) => {
          const record = base.get(entry.id) ?? base.get(13);
          if (!record) throw new Error("no base record");
          return {
            ...record,
            id: entry.id,
            parentCategoryId: entry.parentCategoryId,
            type: entry.type,
            details: record.details.map((detail, index) => ({
              ...detail,
              categoryId: entry.id,
              ...(index === 0 && {
                name: entry.name,
                nameUrl: entry.nameUrl,
                canonicalLink: entry.canonicalLink,
                metaKeywords: entry.metaKeywords,
              }),
            })),
          };
        });
        const answer = await operator.call("setCategorySettings", { settings });
        expect(answer.status, JSON.stringify(answer.body.error)).toBeLessThan(500);
        if (answer.status >= 400) expect(ERROR_KEYS).toContain(answer.body.error?.key);
      }),
      { numRuns: RUNS },
    );
    // Whatever was accepted, the stored paths are exactly what the slugs and parents give.
    const rows = await shop().db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
    const details = await shop().db.select().from(categoryDetails);
    for (const lang of ["de", "en"]) {
      const inLang = details.filter((detail) => detail.lang === lang);
      const paths = computePaths(rows, new Map(inLang.map((detail) => [detail.categoryId, detail.nameUrl])));
      for (const detail of inLang)
        expect(detail.urlPath, `${lang} ${detail.categoryId}`).toBe(paths.get(detail.categoryId));
    }
  });
});
