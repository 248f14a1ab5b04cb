/**
 * One change a request made to its session. A request records its changes instead of
 * writing its whole copy back, and the store applies them to the stored session under a
 * lock (database) or a compare-and-set (Redis): parallel requests of one visitor (two
 * tabs, quick clicks) each keep what they changed instead of the last writer winning.
 *
 * - `set`: the value at `path` (top-level key, or a key inside an object such as
 *   `checkout.email`); `undefined` removes it.
 * - `add` / `remove`: one number into or out of the list at `path` (the wishlist), without
 *   duplicates; `keepLast` bounds the list to its newest entries.
 * - `replace`: the whole session (a new id after login or logout starts from the copy).
 *
 * `Data` is the session's shape (SessionData of session.ts); the changes do not depend on it.
 */
export type SessionChange<Data extends object = object> =
  | { kind: "set"; path: readonly string[]; value: unknown }
  | { kind: "add"; path: readonly string[]; value: number; keepLast?: number }
  | { kind: "remove"; path: readonly string[]; value: number }
  | { kind: "replace"; data: Data };

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The object holding the last key of `path`, created on the way when `create`. */
function parentOf(root: Json, path: readonly string[], create: boolean): Json | null {
  let node = root;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (!isObject(next)) {
      if (!create) return null;
      node[key] = {};
    }
    node = node[key] as Json;
  }
  return node;
}

function applyOne(root: Json, change: SessionChange): Json {
  if (change.kind === "replace") return structuredClone(change.data) as Json;
  const key = change.path.at(-1);
  if (key === undefined) return root;
  if (change.kind === "set") {
    if (change.value === undefined) {
      const parent = parentOf(root, change.path, false);
      if (parent) delete parent[key];
    } else {
      const parent = parentOf(root, change.path, true) as Json;
      parent[key] = structuredClone(change.value);
    }
    return root;
  }
  const parent = parentOf(root, change.path, true) as Json;
  const current = Array.isArray(parent[key]) ? (parent[key] as unknown[]) : [];
  const without = current.filter((entry) => entry !== change.value);
  if (change.kind === "remove") {
    parent[key] = without;
    return root;
  }
  const added = [...without, change.value];
  parent[key] = change.keepLast === undefined ? added : added.slice(-change.keepLast);
  return root;
}

/** The session after `changes`, in order; `data` itself is left as it was. */
export function applySessionChanges<Data extends object>(data: Data, changes: readonly SessionChange<Data>[]): Data {
  let root = structuredClone(data) as Json;
  for (const change of changes) root = applyOne(root, change);
  return root as Data;
}
