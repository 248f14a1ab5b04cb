import { editorFormAction } from "~/lib/editor-form.server.ts";
import type { Route } from "./+types/editor-mode";

/** POST /editor/mode: the toolbar's Preview/Edit toggle (no page of its own). */
export function action(args: Route.ActionArgs) {
  return editorFormAction(args, async (form, rpc) => {
    await rpc.setEditorMode({ mode: String(form.get("mode") ?? "") as "edit" | "preview" });
    return null;
  });
}

export function loader() {
  throw new Response("Not Found", { status: 404 });
}
