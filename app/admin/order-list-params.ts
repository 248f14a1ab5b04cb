import type { AdminOrderSort, AdminOrdersInput } from "#common/schemas/back-office.ts";

/** The URL parameters of the order list, one per field of getAdminOrders' input (docs/back-office.md). */
const TEXT_PARAMS = ["query", "status", "paymentStatus", "from", "to", "sort", "direction"] as const;

/**
 * The list's input from its address: empty parameters are left out, the page is a number (a
 * parameter that is not one is passed on as it is, so the operation's schema refuses it and
 * the page says so instead of guessing).
 */
export function orderListInput(params: URLSearchParams): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const name of TEXT_PARAMS) {
    const value = params.get(name)?.trim();
    if (value) input[name] = value;
  }
  const page = params.get("page");
  if (page) input.page = /^\d{1,6}$/.test(page) ? Number(page) : page;
  return input;
}

/** The address of the list with `changes` applied to `params` (undefined removes one); a new search starts at page 1. */
export function orderListHref(
  path: string,
  params: URLSearchParams,
  changes: Partial<Record<keyof AdminOrdersInput, string | number | undefined>>,
): string {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === "") next.delete(name);
    else next.set(name, String(value));
  }
  if (!("page" in changes)) next.delete("page");
  const query = next.toString();
  return query ? `${path}?${query}` : path;
}

/** A column header's link: the other direction when the list is sorted by it, else descending. */
export function sortChange(
  current: { sort?: AdminOrderSort | undefined; direction?: "asc" | "desc" | undefined },
  column: AdminOrderSort,
): { sort: AdminOrderSort; direction: "asc" | "desc" } {
  const active = (current.sort ?? "createdAt") === column;
  const direction = current.direction ?? "desc";
  return { sort: column, direction: active && direction === "desc" ? "asc" : "desc" };
}
