import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { translatorFor } from "#common/i18n/translator.ts";
import { registerInput } from "#common/schemas/auth.ts";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { TextField } from "~/components/ui/text-field.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { NewPasswordFields } from "~/features/auth/new-password-fields.tsx";
import { useShopForm } from "~/features/auth/use-shop-form.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { sessionFormAction } from "~/lib/form-action.server.ts";
import { useT, type TextsHandle } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";
import { seoMeta } from "~/lib/seo.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import type { Route } from "./+types/register";

export function loader({ context }: Route.LoaderArgs) {
  const title = translatorFor(getAppContext(context).locale)("auth.registerTitle");
  return { seo: fixedPageSeo(context, { path: "/register", title, robots: "NOINDEX" }) };
}

export function action(args: Route.ActionArgs) {
  return sessionFormAction(args, {
    schema: registerInput,
    fields: ["email", "password", "repeatPassword", "firstName", "lastName"],
    secrets: ["password", "repeatPassword"],
    run: (value, rpc) => rpc.doRegisterUser(value),
    flashKey: "auth.registered",
    fallbackPath: "/my-account",
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** The catalogue parts its components name beyond the core texts (common/i18n/text-parts.ts). */
export const handle = { texts: ["auth"] } satisfies TextsHandle;

export default function RegisterPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  const { locale, prefix } = useRootData();
  const [params] = useSearchParams();
  const feedback = useShopForm(actionData, locale);
  const busy = useNavigation().state === "submitting";
  const redirectTo = params.get("redirect") ?? "";
  return (
    <>
      <h1 className="text-3xl font-semibold">{t("auth.registerTitle")}</h1>
      <p className="mt-2 text-neutral-700">{t("auth.registerIntro")}</p>
      <Form method="post" className="mt-8 space-y-5" {...feedback.formProps} noValidate>
        <CsrfField />
        <FormError message={feedback.formError} />
        <input type="hidden" name="redirect" value={redirectTo} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t("auth.firstName")}
            name="firstName"
            autoComplete="given-name"
            defaultValue={feedback.value("firstName")}
            error={feedback.fieldError("firstName")}
          />
          <TextField
            label={t("auth.lastName")}
            name="lastName"
            autoComplete="family-name"
            defaultValue={feedback.value("lastName")}
            error={feedback.fieldError("lastName")}
          />
        </div>
        <TextField
          label={t("auth.email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={feedback.value("email")}
          error={feedback.fieldError("email")}
        />
        <NewPasswordFields label={t("auth.password")} fieldError={feedback.fieldError} />
        <Button type="submit" busy={busy} className="w-full">
          {t("auth.registerSubmit")}
        </Button>
      </Form>
      <p className="mt-8 text-neutral-800">
        {t("auth.haveAccount")}{" "}
        <Link
          to={`${withPrefix(prefix, "/login")}${redirectTo ? `?redirect=${encodeURIComponent(redirectTo)}` : ""}`}
          className="font-semibold text-primary-800 underline"
        >
          {t("auth.toLogin")}
        </Link>
      </p>
    </>
  );
}
