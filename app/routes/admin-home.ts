import { redirect } from "react-router";
import { splitLocalePrefix, withPrefix } from "~/lib/locale-path.ts";
import { pageUrl } from "~/lib/page-url.ts";
import type { Route } from "./+types/admin-home";

/** /admin: the first section, the orders (the layout has checked the operator already). */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(withPrefix(splitLocalePrefix(pageUrl(request).pathname).prefix, "/admin/orders"));
}
