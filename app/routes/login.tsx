import { Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { TextField } from "~/components/ui/text-field.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { useShopForm } from "~/features/auth/use-shop-form.ts";
import { ShopFrame } from "~/features/layout/shop-frame.tsx";
import { getAppContext } from "~/lib/context.server.ts";
import { sessionFormAction } from "~/lib/form-action.server.ts";
import { guestGuard } from "~/lib/guards.server.ts";
import { useT, type TextsHandle } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { translatorFor } from "#common/i18n/translator.ts";
import { loginInput } from "#common/schemas/auth.ts";
import { useRootData } from "~/lib/root-data.ts";
import { seoMeta } from "~/lib/seo.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import type { Route } from "./+types/login";

export async function loader({ context, request }: Route.LoaderArgs) {
  const target = await guestGuard(context, request);
  if (target) throw redirect(target);
  const title = translatorFor(getAppContext(context).locale)("auth.loginTitle");
  return { seo: fixedPageSeo(context, { path: "/login", title, robots: "NOINDEX" }) };
}

export function action(args: Route.ActionArgs) {
  return sessionFormAction(args, {
    schema: loginInput,
    fields: ["email", "password"],
    secrets: ["password"],
    run: (value, rpc) => rpc.doLogin(value),
    flashKey: "auth.loggedIn",
    fallbackPath: "/my-account",
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** The catalogue parts its components name beyond the core texts (common/i18n/text-parts.ts). */
export const handle = { texts: ["auth"] } satisfies TextsHandle;

export default function LoginPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  const { locale, prefix } = useRootData();
  const [params] = useSearchParams();
  const feedback = useShopForm(actionData, locale);
  const busy = useNavigation().state === "submitting";
  const redirectTo = params.get("redirect") ?? "";
  const query = redirectTo ? `?redirect=${encodeURIComponent(redirectTo)}` : "";
  return (
    <ShopFrame>
      <main id="main" className="mx-auto w-full max-w-md px-4 py-12">
        <h1 className="text-3xl font-semibold">{t("auth.loginTitle")}</h1>
        <p className="mt-2 text-neutral-700">{t("auth.loginIntro")}</p>
        <Form method="post" className="mt-8 space-y-5" {...feedback.formProps} noValidate>
          <CsrfField />
          <FormError message={feedback.formError} />
          <input type="hidden" name="redirect" value={redirectTo} />
          <TextField
            label={t("auth.email")}
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={feedback.value("email")}
            error={feedback.fieldError("email")}
          />
          <TextField
            label={t("auth.password")}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={feedback.fieldError("password")}
          />
          <p>
            <Link to={withPrefix(prefix, "/reset-password")} className="text-primary-800 underline">
              {t("auth.forgotPassword")}
            </Link>
          </p>
          <Button type="submit" busy={busy} className="w-full">
            {t("auth.loginSubmit")}
          </Button>
        </Form>
        <p className="mt-8 text-neutral-800">
          {t("auth.noAccount")}{" "}
          <Link to={`${withPrefix(prefix, "/register")}${query}`} className="font-semibold text-primary-800 underline">
            {t("auth.toRegister")}
          </Link>
        </p>
        <p className="mt-2 text-neutral-800">
          {t("auth.orGuest")}{" "}
          <Link
            to={`${withPrefix(prefix, "/guest/login")}${query}`}
            className="font-semibold text-primary-800 underline"
          >
            {t("auth.guestTitle")}
          </Link>
        </p>
      </main>
    </ShopFrame>
  );
}
