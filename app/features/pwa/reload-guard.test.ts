import { describe, expect, it } from "vitest";
import { RELOAD_GUARD_MS, reloadOnce, VERSION_POLL_MS } from "./reload-guard.ts";

class MemoryStorage {
  private readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

describe("the app's reload guard (storefront spec §9: reload guard 10 s, version poll 3,600,000 ms)", () => {
  it("reloads an address at most once per 10 seconds", () => {
    const storage = new MemoryStorage() as unknown as Storage;
    expect(reloadOnce("/wohnen", 1_000_000, storage)).toBe(true);
    expect(reloadOnce("/wohnen", 1_000_000 + RELOAD_GUARD_MS - 1, storage)).toBe(false);
    expect(reloadOnce("/kueche", 1_000_001, storage)).toBe(true);
    expect(reloadOnce("/wohnen", 1_000_000 + RELOAD_GUARD_MS, storage)).toBe(true);
  });

  it("uses the spec's constants", () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(VERSION_POLL_MS).toBe(3_600_000);
  });
});
