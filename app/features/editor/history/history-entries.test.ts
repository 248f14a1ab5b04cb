import { expect, it } from "vitest";
import { newestFirst } from "./history-entries.ts";

it("lists versions newest first by save time, then by version", () => {
  const entries = [
    { id: 1, version: 1, savedAt: "2026-11-20T10:00:00.000Z" },
    { id: 3, version: 3, savedAt: new Date("2026-11-22T09:00:00.000Z") },
    { id: 2, version: 2, savedAt: "2026-11-22T09:00:00.000Z" },
  ];
  expect(newestFirst(entries).map((entry) => entry.version)).toEqual([3, 2, 1]);
  expect(entries.map((entry) => entry.id)).toEqual([1, 3, 2]);
});
