import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { translatorFor } from "#common/i18n/translator.ts";
import { requestPasswordResetInput } from "#common/schemas/auth.ts";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { TextField } from "~/components/ui/text-field.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { succeeded, useShopForm } from "~/features/auth/use-shop-form.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { conformAction, csrfRedirect } from "~/lib/form-action.server.ts";
import { useT, type TextsHandle } from "~/lib/i18n.tsx";
import { privatePageHeaders } from "~/lib/private-page.ts";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";
import { seoMeta } from "~/lib/seo.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import type { Route } from "./+types/reset-password";

export function loader({ context }: Route.LoaderArgs) {
  const title = translatorFor(getAppContext(context).locale)("auth.resetTitle");
  return { seo: fixedPageSeo(context, { path: "/reset-password", title, robots: "NOINDEX" }) };
}

/** Sends the link (or, for an address without an account, nothing) and says the same either way. */
export async function action({ context, request }: Route.ActionArgs) {
  const app = getAppContext(context);
  const form = await request.formData();
  if (!app.verifyCsrf(form.get("_csrf"))) return csrfRedirect(request, app.setFlash);
  return conformAction(form, {
    schema: requestPasswordResetInput,
    fields: ["email"],
    run: async (value) => {
      await app.rpc.doRequestPasswordReset(value);
      return { ok: true as const, email: value.email };
    },
  });
}

/** The link's token is in the address, the email in the answer: kept by no cache (private-page.ts). */
export const headers = privatePageHeaders;

/** The catalogue parts its components name beyond the core texts (common/i18n/text-parts.ts). */
export const handle = { texts: ["auth"] } satisfies TextsHandle;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ResetPasswordPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  const { locale, prefix } = useRootData();
  const feedback = useShopForm(actionData, locale);
  const busy = useNavigation().state === "submitting";
  const sent = succeeded(actionData) ? (actionData as { email: string }) : null;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (sent) heading.current?.focus();
  }, [sent]);
  if (sent) {
    return (
      <>
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-semibold outline-none">
          {t("auth.resetSentTitle")}
        </h1>
        <p role="status" className="mt-4 rounded-md bg-green-50 p-3 text-green-900">
          {t("auth.resetSent", { email: sent.email })}
        </p>
        <p className="mt-4 text-neutral-800">{t("auth.resetNoMail")}</p>
        <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
          <Link to={withPrefix(prefix, "/reset-password")} className="font-semibold text-primary-800 underline">
            {t("auth.resetAgain")}
          </Link>
          <Link to={withPrefix(prefix, "/login")} className="font-semibold text-primary-800 underline">
            {t("auth.backToLogin")}
          </Link>
        </p>
      </>
    );
  }
  return (
    <>
      <h1 className="text-3xl font-semibold">{t("auth.resetTitle")}</h1>
      <p className="mt-2 text-neutral-700">{t("auth.resetIntro")}</p>
      <Form method="post" className="mt-8 space-y-5" {...feedback.formProps} noValidate>
        <CsrfField />
        <FormError message={feedback.formError} />
        <TextField
          label={t("auth.email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={feedback.value("email")}
          error={feedback.fieldError("email")}
        />
        <Button type="submit" busy={busy} className="w-full">
          {t("auth.resetSubmit")}
        </Button>
      </Form>
      <p className="mt-8">
        <Link to={withPrefix(prefix, "/login")} className="font-semibold text-primary-800 underline">
          {t("auth.backToLogin")}
        </Link>
      </p>
    </>
  );
}
