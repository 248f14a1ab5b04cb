import { Form, Link, redirect, useNavigation } from "react-router";
import { translatorFor } from "#common/i18n/translator.ts";
import { setNewPasswordInput } from "#common/schemas/auth.ts";
import { errorMessage } from "#common/i18n/error-message.ts";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { NewPasswordFields } from "~/features/auth/new-password-fields.tsx";
import { useShopForm } from "~/features/auth/use-shop-form.ts";
import { ShopFrame } from "~/features/layout/shop-frame.tsx";
import { getAppContext } from "~/lib/context.server.ts";
import { linkTokenOf } from "~/lib/link-token.ts";
import { conformAction, csrfRedirect } from "~/lib/form-action.server.ts";
import { useT, type TextsHandle } from "~/lib/i18n.tsx";
import { privatePageHeaders } from "~/lib/private-page.ts";
import { splitLocalePrefix, withPrefix } from "~/lib/locale-path.ts";
import { pageUrl } from "~/lib/page-url.ts";
import { useRootData } from "~/lib/root-data.ts";
import { seoMeta } from "~/lib/seo.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import type { Route } from "./+types/set-new-password";

export async function loader({ context, request }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const title = translatorFor(app.locale)("auth.setNewTitle");
  const token = linkTokenOf(request);
  const usable = token ? (await app.rpc.getPasswordResetLink({ token })).usable : false;
  return {
    token: usable ? token : "",
    seo: fixedPageSeo(context, { path: "/set-new-password", title, robots: "NOINDEX_NOFOLLOW" }),
  };
}

/**
 * Sets the password; every session of the customer ends (docs/account.md), and the success
 * page offers the login. A link that was used or expired meanwhile shows the invalid-link notice.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const app = getAppContext(context);
  const form = await request.formData();
  if (!app.verifyCsrf(form.get("_csrf"))) return csrfRedirect(request, app.setFlash);
  return conformAction(form, {
    schema: setNewPasswordInput,
    fields: ["token", "password", "repeatPassword"],
    secrets: ["password", "repeatPassword"],
    run: async (value) => {
      await app.rpc.doSetNewPassword(value);
      const { prefix } = splitLocalePrefix(pageUrl(request).pathname);
      return redirect(withPrefix(prefix, "/reset-password-success"));
    },
  });
}

/** The link's token is in the address, the email in the answer: kept by no cache (private-page.ts). */
export const headers = privatePageHeaders;

/** The catalogue parts its components name beyond the core texts (common/i18n/text-parts.ts). */
export const handle = { texts: ["account", "auth"] } satisfies TextsHandle;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function SetNewPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { locale, prefix } = useRootData();
  const feedback = useShopForm(actionData, locale);
  const busy = useNavigation().state === "submitting";
  // A link used or expired meanwhile, or a token field that is no token at all.
  const linkFailed = feedback.formErrorKey === "invalidResetUrl" || feedback.hasFieldError("token");
  const usable = loaderData.token !== "" && !linkFailed;
  return (
    <ShopFrame simplified>
      <main id="main" className="mx-auto w-full max-w-md px-4 py-12">
        <h1 className="text-3xl font-semibold">{t("auth.setNewTitle")}</h1>
        {usable ? (
          <>
            <p className="mt-2 text-neutral-700">{t("auth.setNewIntro")}</p>
            <Form method="post" className="mt-8 space-y-5" {...feedback.formProps} noValidate>
              <CsrfField />
              <FormError message={feedback.formError} />
              <input type="hidden" name="token" value={loaderData.token} />
              <NewPasswordFields label={t("account.newPassword")} fieldError={feedback.fieldError} />
              <Button type="submit" busy={busy} className="w-full">
                {t("auth.setNewSubmit")}
              </Button>
            </Form>
          </>
        ) : (
          <>
            <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-900">
              {errorMessage(locale, "invalidResetUrl")}
            </p>
            <p className="mt-6">
              <Link to={withPrefix(prefix, "/reset-password")} className="font-semibold text-primary-800 underline">
                {t("auth.resetAgain")}
              </Link>
            </p>
          </>
        )}
      </main>
    </ShopFrame>
  );
}
