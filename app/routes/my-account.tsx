import { Form, useNavigation } from "react-router";
import { translatorFor } from "#common/i18n/translator.ts";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { TextField } from "~/components/ui/text-field.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { LogoutButton } from "~/features/auth/logout-button.tsx";
import { isFailure, useFormFeedback } from "~/features/auth/use-form-feedback.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { csrfRedirect, formAction } from "~/lib/form-action.server.ts";
import { useT, type TextsHandle } from "~/lib/i18n.tsx";
import { useRootData } from "~/lib/root-data.ts";
import { seoMeta } from "~/lib/seo.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import type { Route } from "./+types/my-account";
import { useViewer } from "~/lib/viewer.tsx";

export function loader({ context }: Route.LoaderArgs) {
  const title = translatorFor(getAppContext(context).locale)("account.title");
  return { seo: fixedPageSeo(context, { path: "/my-account", title, robots: "NOINDEX_NOFOLLOW" }) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const app = getAppContext(context);
  const form = await request.formData();
  if (!app.verifyCsrf(form.get("_csrf"))) return csrfRedirect(request, app.setFlash);
  return formAction({}, async () => {
    await app.rpc.doChangeUserPassword({
      oldPassword: String(form.get("oldPassword") ?? ""),
      password: String(form.get("password") ?? ""),
      repeatPassword: String(form.get("repeatPassword") ?? ""),
    });
    return { ok: true as const };
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** The catalogue parts its components name beyond the core texts (common/i18n/text-parts.ts). */
export const handle = { texts: ["account"] } satisfies TextsHandle;

export default function MyAccountPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  const { locale } = useRootData();
  const { session } = useViewer();
  const feedback = useFormFeedback(actionData, locale);
  const busy = useNavigation().state === "submitting";
  const changed = actionData !== undefined && !isFailure(actionData);
  const user = session.user;
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(" ") || user?.email || "";
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold">{t("account.title")}</h1>
          <p className="mt-2 text-lg">{t("account.greeting", { name })}</p>
          <p className="text-neutral-700">{t("account.loggedInAs", { email: user?.email ?? "" })}</p>
        </div>
        <LogoutButton />
      </div>
      <section aria-labelledby="change-password" className="mt-10 max-w-md">
        <h2 id="change-password" className="text-xl font-semibold">
          {t("account.changePassword")}
        </h2>
        {changed && (
          <p role="status" className="mt-3 rounded-md bg-green-50 p-3 text-green-900">
            {t("account.passwordChanged")}
          </p>
        )}
        <Form method="post" className="mt-4 space-y-5" noValidate>
          <CsrfField />
          <FormError message={feedback.formError} />
          <TextField
            label={t("account.currentPassword")}
            name="oldPassword"
            type="password"
            autoComplete="current-password"
            required
            error={feedback.fieldError("oldPassword")}
          />
          <TextField
            label={t("account.newPassword")}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            hint={t("auth.passwordHint")}
            error={feedback.fieldError("password")}
          />
          <TextField
            label={t("auth.repeatPassword")}
            name="repeatPassword"
            type="password"
            autoComplete="new-password"
            required
            error={feedback.fieldError("repeatPassword")}
          />
          <Button type="submit" busy={busy}>
            {t("account.changePasswordSubmit")}
          </Button>
        </Form>
      </section>
    </>
  );
}
