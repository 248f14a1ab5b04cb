import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { blockArbitrary, blocksArbitrary } from "./block-arbitraries.ts";
import { uuidCounter } from "./block-fixtures.ts";
import { duplicateBlock, findBlock, insertBlock, moveBlock, removeBlock } from "./block-operations.ts";
import type { Block } from "./block-schema.ts";
import { uuidsOf } from "./block-tree.ts";
import { pageDocumentSchema } from "./page-document.ts";

type Step =
  | { op: "insert"; block: Block; target: number; position: "above" | "below" }
  | { op: "move"; target: number; direction: "up" | "down" }
  | { op: "remove"; target: number }
  | { op: "duplicate"; target: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    op: fc.constant("insert" as const),
    block: blockArbitrary,
    target: fc.nat(),
    position: fc.constantFrom("above" as const, "below" as const),
  }),
  fc.record({
    op: fc.constant("move" as const),
    target: fc.nat(),
    direction: fc.constantFrom("up" as const, "down" as const),
  }),
  fc.record({ op: fc.constant("remove" as const), target: fc.nat() }),
  fc.record({ op: fc.constant("duplicate" as const), target: fc.nat() }),
);

/** Picks an existing uuid by index (modulo), or an unknown one on an empty page. */
function pick(blocks: Block[], index: number): string {
  const all = uuidsOf(blocks);
  return all.length === 0 ? "00000000-0000-4000-8000-ffffffffffff" : (all[index % all.length] as string);
}

function apply(blocks: Block[], s: Step, newUuid: () => string): Block[] {
  const target = pick(blocks, s.target);
  const result =
    s.op === "insert"
      ? insertBlock(blocks, s.block, { uuid: target, position: s.position }, newUuid)
      : s.op === "move"
        ? moveBlock(blocks, target, s.direction)
        : s.op === "remove"
          ? removeBlock(blocks, target)
          : duplicateBlock(blocks, target, newUuid);
  return result.ok ? result.blocks : blocks;
}

const isValid = (blocks: Block[]) => pageDocumentSchema.safeParse({ schemaVersion: 1, blocks }).success;

describe("block operations (properties)", () => {
  it("keep uuids unique and the document valid through any sequence of operations", () => {
    fc.assert(
      fc.property(blocksArbitrary(), fc.array(step, { maxLength: 25 }), (start, steps) => {
        const newUuid = uuidCounter(10_000);
        let blocks = start;
        for (const s of steps) {
          blocks = apply(blocks, s, newUuid);
          const ids = uuidsOf(blocks);
          expect(new Set(ids).size).toBe(ids.length);
          expect(isValid(blocks)).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("never lose a block except by remove, and remove takes exactly the block and its children", () => {
    fc.assert(
      fc.property(blocksArbitrary(), step, (blocks, s) => {
        const before = uuidsOf(blocks);
        const after = uuidsOf(apply(blocks, s, uuidCounter(10_000)));
        if (s.op !== "remove") {
          expect(after).toEqual(expect.arrayContaining(before));
          return;
        }
        const target = pick(blocks, s.target);
        const removed = findBlock(blocks, target);
        const gone = removed ? uuidsOf([removed]) : [];
        expect(after.toSorted()).toEqual(before.filter((id) => !gone.includes(id)).toSorted());
      }),
    );
  });

  it("make a move reversible by the opposite move", () => {
    fc.assert(
      fc.property(
        blocksArbitrary(),
        fc.nat(),
        fc.constantFrom("up" as const, "down" as const),
        (blocks, index, direction) => {
          const target = pick(blocks, index);
          const moved = moveBlock(blocks, target, direction);
          if (!moved.ok) return;
          const back = moveBlock(moved.blocks, target, direction === "up" ? "down" : "up");
          if (moved.blocks === blocks) return;
          expect(back.ok && back.blocks).toEqual(blocks);
        },
      ),
    );
  });

  it("never mutate their input", () => {
    fc.assert(
      fc.property(blocksArbitrary(), step, (blocks, s) => {
        const copy = structuredClone(blocks);
        apply(blocks, s, uuidCounter(10_000));
        expect(blocks).toEqual(copy);
      }),
    );
  });
});
