import { redirect, type RouterContextProvider } from "react-router";
import { AppError } from "#server/errors.ts";
import { getAppContext, type AppLoadContext } from "./context.server.ts";
import { safeRedirectPath, splitLocalePrefix, withPrefix } from "./locale-path.ts";

/** The editor login page in the locale form of `path`, coming back to `path` after the login. */
export function editorLoginPath(path: string): string {
  return `${withPrefix(splitLocalePrefix(path).prefix, "/editor/login")}?redirect=${encodeURIComponent(path)}`;
}

/**
 * The action of a toolbar form (mode toggle, logout): CSRF check, the operation, then back to
 * the page the form was on (its `redirect` field). A lapsed operator session or a refused
 * token sends the operator to the editor login with the translated reason as a notice.
 */
export async function editorFormAction(
  args: { context: Readonly<RouterContextProvider>; request: Request },
  run: (form: FormData, rpc: AppLoadContext["rpc"]) => Promise<string | null>,
) {
  const app = getAppContext(args.context);
  const form = await args.request.formData();
  const back = safeRedirectPath(String(form.get("redirect") ?? ""), "/");
  if (!app.verifyCsrf(form.get("_csrf"))) {
    app.setFlash({ type: "negative", key: "errors.csrfTokenMismatch" });
    return redirect(editorLoginPath(back));
  }
  try {
    const notice = await run(form, app.rpc);
    if (notice) app.setFlash({ type: "positive", key: notice });
    return redirect(back);
  } catch (error) {
    if (!(error instanceof AppError) || error.kind === "unexpected") throw error;
    app.setFlash({ type: "negative", key: `errors.${error.key}` });
    return redirect(error.key === "editorSessionExpired" ? editorLoginPath(back) : back);
  }
}
