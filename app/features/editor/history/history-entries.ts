/** One saved version as getBlocksHistory answers it (savedAt arrives as an ISO text over HTTP). */
export type HistoryEntry = { id: number; version: number; savedAt: string | Date };

/** Newest first: by save time, then by version (two saves within one millisecond). */
export function newestFirst<T extends HistoryEntry>(entries: readonly T[]): T[] {
  return [...entries].sort(
    (a, b) => new Date(b.savedAt).getTime() - new Date(a.savedAt).getTime() || b.version - a.version,
  );
}
