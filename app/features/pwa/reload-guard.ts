/** The spec's constants (storefront spec §9): version poll 3,600,000 ms, reload guard 10 s. */
export const VERSION_POLL_MS = 3_600_000;
export const RELOAD_GUARD_MS = 10_000;

/** Whether to reload `path` now: not if it was reloaded for the same reason within the last 10 seconds. */
export function reloadOnce(path: string, now = Date.now(), storage: Storage = sessionStorage): boolean {
  const key = `reloaded:${path}`;
  const last = Number(storage.getItem(key) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(key, String(now));
  return true;
}
