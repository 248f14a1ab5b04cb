import { describe, expect, it } from "vitest";
import { createRng, hashSeed } from "./prng.ts";

const draw = (seed: number | string, n: number) => {
  const rng = createRng(seed);
  return Array.from({ length: n }, () => rng.next());
};

describe("createRng", () => {
  it("repeats the same sequence for the same seed", () => {
    expect(draw("item:lund-2", 50)).toEqual(draw("item:lund-2", 50));
    expect(draw(42, 50)).toEqual(draw(42, 50));
  });

  it("gives different sequences for different seeds", () => {
    expect(draw("item:lund-2", 10)).not.toEqual(draw("item:lund-3", 10));
    expect(draw(1, 10)).not.toEqual(draw(2, 10));
  });

  it("matches the reference output of mulberry32", () => {
    // First outputs of the published mulberry32 for seed 0, as fractions of 2^32.
    expect(draw(0, 3).map((x) => Math.round(x * 4294967296))).toEqual([1144304738, 1416247, 958946056]);
  });

  it("keeps floats in [0, 1) and integers inside their inclusive bounds", () => {
    const rng = createRng("bounds");
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const x = rng.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      const n = rng.int(3, 7);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(7);
      seen.add(n);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
  });

  it("samples distinct values and never more than there are", () => {
    const rng = createRng("sample");
    const values = ["a", "b", "c", "d", "e"];
    const picked = rng.sample(values, 3);
    expect(picked).toHaveLength(3);
    expect(new Set(picked).size).toBe(3);
    expect(rng.sample(values, 9).sort()).toEqual(values);
    expect(values).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("refuses to pick from an empty list", () => {
    expect(() => createRng(1).pick([])).toThrow();
  });
});

describe("hashSeed", () => {
  it("is the 32-bit FNV-1a hash", () => {
    expect(hashSeed("")).toBe(0x811c9dc5);
    expect(hashSeed("a")).toBe(0xe40c292c);
  });
});
