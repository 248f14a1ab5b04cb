import { Form, Link, useNavigation } from "react-router";
import { translatorFor } from "#common/i18n/translator.ts";
import { emailChangeLinkInput } from "#common/schemas/auth.ts";
import { errorMessage } from "#common/i18n/error-message.ts";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { succeeded, useShopForm } from "~/features/auth/use-shop-form.ts";
import { ShopFrame } from "~/features/layout/shop-frame.tsx";
import { getAppContext } from "~/lib/context.server.ts";
import { linkTokenOf } from "~/lib/link-token.ts";
import { conformAction, csrfRedirect } from "~/lib/form-action.server.ts";
import { useT, type TextsHandle } from "~/lib/i18n.tsx";
import { privatePageHeaders } from "~/lib/private-page.ts";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";
import { seoMeta } from "~/lib/seo.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import type { Route } from "./+types/confirm-email-change";

export async function loader({ context, request }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const title = translatorFor(app.locale)("account.emailChange.confirmTitle");
  const token = linkTokenOf(request);
  const newEmail = token ? (await app.rpc.getEmailChangeLink({ token })).newEmail : null;
  return {
    token: newEmail ? token : "",
    newEmail,
    seo: fixedPageSeo(context, { path: "/confirm-email-change", title, robots: "NOINDEX_NOFOLLOW" }),
  };
}

/**
 * The change takes effect by this button, not by opening the link: mail scanners that
 * follow links change nothing. A link used or expired meanwhile shows the invalid-link notice.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const app = getAppContext(context);
  const form = await request.formData();
  if (!app.verifyCsrf(form.get("_csrf"))) return csrfRedirect(request, app.setFlash);
  return conformAction(form, {
    schema: emailChangeLinkInput,
    fields: ["token"],
    run: async (value) => {
      const changed = await app.rpc.doConfirmEmailChange(value);
      return { ok: true as const, email: changed.email };
    },
  });
}

/** The link's token is in the address: kept by no cache (private-page.ts). */
export const headers = privatePageHeaders;

/** The catalogue parts its components name beyond the core texts (common/i18n/text-parts.ts). */
export const handle = { texts: ["account", "auth"] } satisfies TextsHandle;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** /confirm-email-change?token=…: the mailed link's page (docs/account.md "Email change"). */
export default function ConfirmEmailChangePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { locale, prefix } = useRootData();
  const feedback = useShopForm(actionData, locale);
  const busy = useNavigation().state === "submitting";
  const changed = succeeded(actionData) ? (actionData as { email: string }).email : null;
  // A link used or expired meanwhile, or a token field that is no token at all.
  const linkFailed = feedback.formErrorKey === "invalidEmailChangeUrl" || feedback.hasFieldError("token");
  const usable = loaderData.token !== "" && !linkFailed;
  return (
    <ShopFrame simplified>
      <main id="main" className="mx-auto w-full max-w-md px-4 py-12">
        <h1 className="text-3xl font-semibold">
          {changed ? t("account.emailChange.doneTitle") : t("account.emailChange.confirmTitle")}
        </h1>
        {changed ? (
          <>
            <p role="status" className="mt-4 rounded-md bg-green-50 p-3 text-green-900">
              {t("account.emailChange.done", { email: changed })}
            </p>
            <p className="mt-6">
              <Link to={withPrefix(prefix, "/my-account")} className="font-semibold text-primary-800 underline">
                {t("account.emailChange.toAccount")}
              </Link>
            </p>
          </>
        ) : usable ? (
          <>
            <p className="mt-2 text-neutral-700">
              {t("account.emailChange.confirmIntro", { email: loaderData.newEmail ?? "" })}
            </p>
            <Form method="post" className="mt-8 space-y-5" {...feedback.formProps} noValidate>
              <CsrfField />
              <FormError message={feedback.formError} />
              <input type="hidden" name="token" value={loaderData.token} />
              <Button type="submit" busy={busy} className="w-full">
                {t("account.emailChange.confirmSubmit")}
              </Button>
            </Form>
          </>
        ) : (
          <>
            <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-900">
              {errorMessage(locale, "invalidEmailChangeUrl")}
            </p>
            <p className="mt-6">
              <Link
                to={withPrefix(prefix, "/my-account/personal-data")}
                className="font-semibold text-primary-800 underline"
              >
                {t("account.personal.title")}
              </Link>
            </p>
          </>
        )}
      </main>
    </ShopFrame>
  );
}
