/**
 * Reading and writing one field of a block's configuration or content by its path, without
 * touching the input (the editor changes its document only through new values). An empty
 * text or `undefined` removes the key, and an object left empty by that goes too: every
 * block field is optional, and "" is not a valid colour, so an emptied field means "not set".
 */

export type FieldPath = readonly (string | number)[];

export function valueAt(source: unknown, path: FieldPath): unknown {
  let node = source;
  for (const part of path) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string | number, unknown>)[part];
  }
  return node;
}

function isEmptyObject(value: unknown): boolean {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
}

/** A copy of `source` with `value` at `path`; "" and undefined remove the key. */
export function withValue<T>(source: T, path: FieldPath, value: unknown): T {
  const [head, ...rest] = path;
  if (head === undefined) return value as T;
  if (Array.isArray(source)) {
    const copy = [...source];
    copy[head as number] = withValue(copy[head as number], rest, value);
    return copy as T;
  }
  const record = typeof source === "object" && source !== null ? (source as Record<string, unknown>) : {};
  const next = rest.length === 0 ? value : withValue(record[head], rest, value);
  const { [head]: _old, ...others } = record;
  const remove = next === undefined || next === "" || (rest.length > 0 && isEmptyObject(next));
  return (remove ? others : { ...others, [head]: next }) as T;
}
