import { afterEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/client.ts";
import { cachedRead, CATALOG_READ_TTL_MS, invalidateCatalogReads } from "./read-cache.ts";

const db = () => ({}) as Database;

describe("cachedRead", () => {
  afterEach(() => vi.useRealTimers());

  it("loads once per key and database until the TTL passes", async () => {
    vi.useFakeTimers();
    const one = db();
    const load = vi.fn(async () => "rows");
    expect(await cachedRead(one, "a", load)).toBe("rows");
    expect(await cachedRead(one, "a", load)).toBe("rows");
    expect(load).toHaveBeenCalledTimes(1);
    await cachedRead(db(), "a", load);
    await cachedRead(one, "b", load);
    expect(load).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(CATALOG_READ_TTL_MS + 1);
    await cachedRead(one, "a", load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it("forgets everything of a database on invalidation", async () => {
    const one = db();
    const load = vi.fn(async () => 1);
    await cachedRead(one, "a", load);
    invalidateCatalogReads(one);
    await cachedRead(one, "a", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("does not keep a failed read", async () => {
    const one = db();
    await expect(cachedRead(one, "a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cachedRead(one, "a", async () => "again")).toBe("again");
  });

  it("drops the least recently used entry past 500", async () => {
    const one = db();
    const load = vi.fn(async () => 0);
    for (let i = 0; i < 500; i++) await cachedRead(one, `k${i}`, load);
    await cachedRead(one, "k0", load); // k0 is now the most recent, k1 the oldest
    await cachedRead(one, "k500", load);
    expect(load).toHaveBeenCalledTimes(501);
    await cachedRead(one, "k0", load);
    expect(load).toHaveBeenCalledTimes(501);
    await cachedRead(one, "k1", load);
    expect(load).toHaveBeenCalledTimes(502);
  });
});
