/**
 * Seeded pseudo-random numbers (mulberry32). The demo catalog must come out identical on
 * every run, because the seed inserts with fixed ids and skips rows that exist.
 */
export type Rng = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(values: readonly T[]): T;
  /** k distinct values in random order (all of them when k >= length). */
  sample<T>(values: readonly T[], k: number): T[];
};

/** FNV-1a: turns a stable key (an item key, a table name) into a 32-bit seed. */
export function hashSeed(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createRng(seed: number | string): Rng {
  let state = typeof seed === "string" ? hashSeed(seed) : seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick<T>(values: readonly T[]): T {
      if (values.length === 0) throw new Error("pick from an empty list");
      return values[int(0, values.length - 1)] as T;
    },
    sample<T>(values: readonly T[], k: number): T[] {
      const copy = [...values];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy.slice(0, Math.max(0, k));
    },
  };
}
