import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import type { z } from "zod";
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
 * Conform's answer to a refused form, with the values a form error's text names (tooManyRequests'
 * seconds) and, on a page with several forms, which one was sent.
 */
export type FormReply = SubmissionResult<string[]> & { errorValues?: Record<string, string | number>; form?: string };

/**
 * A shopper form the Conform way (docs/forms.md): only the form's `fields` are read and checked
 * with the operation's own zod schema (the shared one in common/schemas), so a form and the API
 * refuse alike. Refused input and a refusal by the operation both answer Conform's reply, its
 * errors catalogue keys that the page translates (a field's key, or the error key of the whole
 * form); `secrets` (passwords) are never sent back. `run` gets the parsed value.
 */
export async function conformAction<Schema extends z.ZodType, Answer>(
  form: FormData,
  options: {
    schema: Schema;
    fields: readonly string[];
    secrets?: readonly string[];
    /** The form's name on a page with several, echoed in a refusal. */
    form?: string;
    /**
     * The form's field of an operation's field error, where the operation nests the form's
     * values (the address operations answer `address.zipCode` for the form's `zipCode`).
     */
    errorField?: (operationField: string) => string;
    /**
     * Failures of the server (kind "unexpected") the form states itself, as its error with
     * the fields kept ('Message could not be sent.'); any other one is the error page's.
     */
    failures?: readonly ErrorKey[];
    run: (value: z.output<Schema>) => Promise<Answer>;
  },
): Promise<Answer | ReturnType<typeof data<FormReply>>> {
  const picked = new FormData();
  for (const name of options.fields) for (const value of form.getAll(name)) picked.append(name, value);
  const submission = parseWithZod(picked, { schema: options.schema });
  const hideFields = [...(options.secrets ?? [])];
  const named = (reply: FormReply): FormReply =>
    options.form === undefined ? reply : { ...reply, form: options.form };
  if (submission.status !== "success") return data(named(submission.reply({ hideFields })), { status: 400 });
  try {
    return await options.run(submission.value);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.kind === "unexpected" && !options.failures?.includes(error.key)) throw error;
    const errorField = options.errorField ?? ((name: string) => name);
    const fieldErrors = Object.fromEntries(
      Object.entries(error.fields ?? {}).map(([name, key]) => [errorField(name), [key]]),
    );
    const reply = named(
      submission.reply({ formErrors: Object.keys(fieldErrors).length > 0 ? [] : [error.key], fieldErrors, hideFields }),
    );
    if (error.values) reply.errorValues = error.values;
    return data(reply, { status: httpStatusFor(error.kind) });
  }
}

/**
 * The action of a form that changes who the visitor is (login, registration, guest login):
 * CSRF check, the form checked with the operation's schema (conformAction), the operation, a
 * one-time notice, then the safe ?redirect target or the fallback page in the visitor's
 * locale form.
 */
export async function sessionFormAction<Schema extends z.ZodType>(
  args: { context: Readonly<RouterContextProvider>; request: Request },
  options: {
    schema: Schema;
    fields: readonly string[];
    secrets?: readonly string[];
    run: (value: z.output<Schema>, rpc: AppLoadContext["rpc"]) => Promise<unknown>;
    flashKey: string;
    fallbackPath: string;
  },
) {
  const app = getAppContext(args.context);
  const form = await args.request.formData();
  if (!app.verifyCsrf(form.get("_csrf"))) return csrfRedirect(args.request, app.setFlash);
  return conformAction(form, {
    ...options,
    run: async (value) => {
      await options.run(value, app.rpc);
      app.setFlash({ type: "positive", key: options.flashKey });
      const { prefix } = splitLocalePrefix(pageUrl(args.request).pathname);
      return redirect(safeRedirectPath(String(form.get("redirect") ?? ""), withPrefix(prefix, options.fallbackPath)));
    },
  });
}

/**
 * The fields of a form's list (`items[0].quantity`, ...) that were sent, for conformAction's
 * `fields`: only the list's named keys, at most 1,000 rows.
 */
export function listFieldsOf(form: FormData, list: string, keys: readonly string[]): string[] {
  const pattern = new RegExp(`^${list}\\[\\d{1,3}\\]\\.(${keys.join("|")})$`);
  return [...new Set([...form.keys()].filter((name) => pattern.test(name)))];
}

/** An operation's field of a list ("items.0.quantity") as a form names it ("items[0].quantity"), for conformAction's errorField. */
export const listFormField = (name: string) => name.replace(/\.(\d+)(?=\.|$)/g, "[$1]");
