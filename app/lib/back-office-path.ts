import { splitLocalePrefix } from "./locale-path.ts";

/** A page of the back office (/admin, /en/admin/orders, ...): its own frame, never the editor's toolbar. */
export function isBackOfficePath(pathname: string): boolean {
  const { rest } = splitLocalePrefix(pathname);
  return rest === "/admin" || rest.startsWith("/admin/");
}
