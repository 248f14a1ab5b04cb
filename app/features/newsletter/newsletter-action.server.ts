import type { RouterContextProvider } from "react-router";
import { getAppContext } from "~/lib/context.server.ts";
import { csrfRedirect, formAction, formValues } from "~/lib/form-action.server.ts";

const FIELDS = ["email", "firstName", "lastName"] as const;

/** Marks the answer as this form's, so the form ignores another route's action data. */
export const NEWSLETTER_ANSWER = "newsletter";

/**
 * POST /newsletter: the sign-up of the newsletter form, from a fetcher or, without
 * JavaScript, as a page post. Either way the answer is data: success, or the field and
 * form errors as catalogue keys with status 400 / 429.
 */
export async function newsletterAction(context: Readonly<RouterContextProvider>, request: Request) {
  const app = getAppContext(context);
  const form = await request.formData();
  if (!app.verifyCsrf(form.get("_csrf"))) return csrfRedirect(request, app.setFlash);
  const values = formValues(form, FIELDS);
  return formAction(
    values,
    async () => {
      await app.rpc.doSubscribeNewsletter({
        email: values.email ?? "",
        firstName: values.firstName || undefined,
        lastName: values.lastName || undefined,
        nameRequired: form.get("nameRequired") === "1",
        consent: form.get("consent") === "on",
        humanCheck: String(form.get("humanCheck") ?? ""),
      });
      return { form: NEWSLETTER_ANSWER, ok: true as const };
    },
    NEWSLETTER_ANSWER,
  );
}
