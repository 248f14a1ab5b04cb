import { redirect, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { AppError } from "#server/errors.ts";
import { getAppContext, type AppLoadContext } from "~/lib/context.server.ts";
import { editorLoginPath } from "~/lib/editor-form.server.ts";
import { conformAction } from "~/lib/form-action.server.ts";
import { pageUrl } from "~/lib/page-url.ts";

/**
 * A back-office form's action (docs/back-office.md): CSRF check, the form checked with the
 * operation's own schema (conformAction), the operation, then back to the same page with the
 * notice `run` answers (post/redirect/get: a reload sends nothing twice). A refusal answers
 * Conform's reply for the form; a lapsed operator session or a stale token goes to the operator
 * login, coming back to this page.
 */
export async function adminFormAction<Schema extends z.ZodType>(
  args: { context: Readonly<RouterContextProvider>; request: Request },
  options: {
    schema: Schema;
    fields: readonly string[];
    form: string;
    /** The form's field of an operation's field error (conformAction's errorField). */
    errorField?: (operationField: string) => string;
    /** The notice's catalogue key; with `to`, the page to go to instead of this one (a new record's). */
    run: (value: z.output<Schema>, rpc: AppLoadContext["rpc"]) => Promise<string | { notice: string; to: string }>;
  },
  form: FormData,
) {
  const app = getAppContext(args.context);
  const url = pageUrl(args.request);
  const here = url.pathname + url.search;
  if (!app.verifyCsrf(form.get("_csrf"))) {
    app.setFlash({ type: "negative", key: "errors.csrfTokenMismatch" });
    return redirect(editorLoginPath(here));
  }
  return conformAction(form, {
    schema: options.schema,
    fields: options.fields,
    form: options.form,
    ...(options.errorField ? { errorField: options.errorField } : {}),
    run: async (value) => {
      try {
        const done = await options.run(value, app.rpc);
        app.setFlash({ type: "positive", key: typeof done === "string" ? done : done.notice });
        return redirect(typeof done === "string" ? here : done.to);
      } catch (error) {
        if (!(error instanceof AppError) || error.key !== "editorSessionExpired") throw error;
        app.setFlash({ type: "negative", key: "errors.editorSessionExpired" });
        return redirect(editorLoginPath(here));
      }
    },
  });
}
