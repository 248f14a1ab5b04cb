/**
 * Where a block dropped before or after another one lands, as an index of the list once the
 * block has left its old place (moveBlockTo's `toIndex`).
 */
export function dropIndex(from: number, target: number, position: "before" | "after" | "on"): number {
  const withoutMoved = target > from ? target - 1 : target;
  return position === "after" ? withoutMoved + 1 : withoutMoved;
}
