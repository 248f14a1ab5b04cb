import { redirect } from "react-router";
import { getAppContext } from "~/lib/context.server.ts";
import { csrfRedirect } from "~/lib/form-action.server.ts";
import { safeRedirectPath } from "~/lib/locale-path.ts";
import type { Route } from "./+types/logout";

/** POST /logout: ends the customer or guest session (no page of its own). */
export async function action({ context, request }: Route.ActionArgs) {
  const app = getAppContext(context);
  const form = await request.formData();
  if (!app.verifyCsrf(form.get("_csrf"))) return csrfRedirect(request, app.setFlash);
  await app.rpc.doLogoutUser();
  app.setFlash({ type: "positive", key: "auth.loggedOut" });
  return redirect(safeRedirectPath(String(form.get("redirect") ?? ""), "/"));
}

export function loader() {
  throw new Response("Not Found", { status: 404 });
}
