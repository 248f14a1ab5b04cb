import { data, redirect, type RouterContextProvider } from "react-router";
import type { ErrorKey } from "#common/errors.ts";
import { AppError, httpStatusFor } from "#server/errors.ts";
import { getAppContext, type AppLoadContext } from "./context.server.ts";
import { safeRedirectPath, splitLocalePrefix, withPrefix } from "./locale-path.ts";
import { pageUrl } from "./page-url.ts";

/** What a failed form action answers: catalogue keys, translated by the page. */
export type FormFailure = {
  ok: false;
  error: { key: ErrorKey; values?: Record<string, string | number> };
  fields: Record<string, string>;
  /** The submitted non-secret values, to refill the form without JS. */
  values: Record<string, string>;
  /** Which of the page's forms was sent, on a page with several (the checkout's sections). */
  form?: string;
};

/**
 * Runs an action body; a business or validation error becomes data with its status
 * (house style: form errors are data, not thrown errors). Anything else propagates.
 * `form` is echoed in the failure for pages with several forms.
 */
export async function formAction<T>(
  values: Record<string, string>,
  run: () => Promise<T>,
  form?: string,
): Promise<T | ReturnType<typeof data<FormFailure>>> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof AppError) || error.kind === "unexpected") throw error;
    const failure: FormFailure = {
      ok: false,
      error: { key: error.key, ...(error.values ? { values: error.values } : {}) },
      fields: error.fields ?? {},
      values,
      ...(form === undefined ? {} : { form }),
    };
    return data(failure, { status: httpStatusFor(error.kind) });
  }
}

/**
 * A form whose CSRF token does not match: the user is logged out (verifyCsrf did that)
 * and sent to the login page with a notice (docs/glossary.md, storefront spec §8).
 */
export function csrfRedirect(request: Request, setFlash: (flash: { type: "negative"; key: string }) => void) {
  const { prefix } = splitLocalePrefix(pageUrl(request).pathname);
  setFlash({ type: "negative", key: "errors.csrfTokenMismatch" });
  return redirect(withPrefix(prefix, "/login"));
}

/** Form fields as strings; files and missing fields become "". */
export function formValues(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? "")]));
}

/**
 * The action of a form that changes who the visitor is (login, registration, guest login):
 * CSRF check, the operation, a one-time notice, then the safe ?redirect target or the
 * fallback page in the visitor's locale form.
 */
export async function sessionFormAction(
  args: { context: Readonly<RouterContextProvider>; request: Request },
  options: {
    fields: readonly string[];
    run: (values: Record<string, string>, form: FormData, rpc: AppLoadContext["rpc"]) => Promise<unknown>;
    flashKey: string;
    fallbackPath: string;
  },
) {
  const app = getAppContext(args.context);
  const form = await args.request.formData();
  const values = formValues(form, [...options.fields, "redirect"]);
  if (!app.verifyCsrf(form.get("_csrf"))) return csrfRedirect(args.request, app.setFlash);
  return formAction(values, async () => {
    await options.run(values, form, app.rpc);
    app.setFlash({ type: "positive", key: options.flashKey });
    const { prefix } = splitLocalePrefix(pageUrl(args.request).pathname);
    return redirect(safeRedirectPath(values.redirect, withPrefix(prefix, options.fallbackPath)));
  });
}
