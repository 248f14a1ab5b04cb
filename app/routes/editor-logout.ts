import { editorFormAction } from "~/lib/editor-form.server.ts";
import type { Route } from "./+types/editor-logout";

/** POST /editor/logout: ends the operator session and leaves the editor; the shopper stays logged in. */
export function action(args: Route.ActionArgs) {
  return editorFormAction(args, async (_form, rpc) => {
    await rpc.doOperatorLogout();
    return "operatorLogin.loggedOut";
  });
}

export function loader() {
  throw new Response("Not Found", { status: 404 });
}
