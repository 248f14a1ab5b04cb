import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { documentArbitrary } from "./block-arbitraries.ts";
import { migrateDocument, type PageDocument } from "./page-document.ts";

/** Every path to a value inside a JSON value, the root excluded. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const path = [...prefix, Array.isArray(value) ? Number(key) : key];
    return [path, ...pathsOf(child, path)];
  });
}

function setAt(root: unknown, path: (string | number)[], replacement: unknown): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1) as string | number] = replacement;
  return copy;
}

/** A change every valid document must be refused for, whatever it is applied to. */
const invalidating: fc.Arbitrary<(document: PageDocument) => unknown> = fc.oneof(
  fc.constant((d: PageDocument) => ({ ...d, extra: 1 })),
  fc.constant((d: PageDocument) => ({ ...d, schemaVersion: 2 })),
  fc.constant((d: PageDocument) => ({ ...d, blocks: [...d.blocks, { name: "Script", type: "content", meta: {} }] })),
  fc.constant((d: PageDocument) => ({
    ...d,
    blocks: [
      ...d.blocks,
      {
        name: "TextCard",
        type: "content",
        meta: { uuid: "00000000-0000-4000-8000-ffffffffffff" },
        content: { button: { link: "javascript:alert(document.cookie)" } },
      },
    ],
  })),
  fc.constant((d: PageDocument) => ({
    ...d,
    blocks: [
      ...d.blocks,
      {
        name: "Banner",
        type: "content",
        meta: { uuid: "00000000-0000-4000-8000-fffffffffffe" },
        content: { text: { color: "red;background:url(javascript:alert(1))" } },
      },
    ],
  })),
  fc.constant((d: PageDocument) => ({ ...d, blocks: [...d.blocks, ...d.blocks.slice(0, 1), ...d.blocks.slice(0, 1)] })),
);

describe("the page document schema (fuzz)", () => {
  it("round-trips every valid document through JSON unchanged", () => {
    fc.assert(
      fc.property(documentArbitrary, (document) => {
        const result = migrateDocument(JSON.parse(JSON.stringify(document)));
        expect(result).toEqual({ ok: true, document });
      }),
      { numRuns: 300 },
    );
  });

  it("refuses documents with an invalidating change, without throwing", () => {
    fc.assert(
      fc.property(documentArbitrary, invalidating, (document, change) => {
        const changed = change(document);
        // The duplicate-block change is only invalid when there is a block to duplicate.
        if (JSON.stringify(changed) === JSON.stringify(document)) return;
        expect(migrateDocument(changed).ok).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it("never throws for any value at any place in a document", () => {
    fc.assert(
      fc.property(
        documentArbitrary.filter((document) => document.blocks.length > 0),
        fc.nat(),
        fc.anything({ withBigInt: true, withMap: true, withSet: true, withDate: true, withTypedArray: true }),
        (document, index, replacement) => {
          const paths = pathsOf(document);
          const path = paths[index % paths.length] as (string | number)[];
          const result = migrateDocument(setAt(document, path, replacement));
          if (result.ok) expect(JSON.parse(JSON.stringify(result.document))).toEqual(result.document);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("never throws for arbitrary values as documents", () => {
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withNullPrototype: true }), (raw) => {
        const result = migrateDocument(raw);
        // Only the empty list (version 0) and the empty version 1 page are valid by chance.
        if (result.ok) expect(result.document).toEqual({ schemaVersion: 1, blocks: [] });
      }),
      { numRuns: 300 },
    );
  });
});
