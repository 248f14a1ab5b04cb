import { Form, Link, useNavigation } from "react-router";
import { errorMessage } from "#common/i18n/error-message.ts";
import { translatorFor } from "#common/i18n/translator.ts";
import { guestOrdersLinkInput } from "#common/schemas/auth.ts";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { succeeded, useShopForm } from "~/features/auth/use-shop-form.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { linkTokenOf } from "~/lib/link-token.ts";
import { conformAction, csrfRedirect } from "~/lib/form-action.server.ts";
import { useT, type TextsHandle } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";
import { seoMeta } from "~/lib/seo.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import type { Route } from "./+types/guest-orders";

export async function loader({ context, request }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const title = translatorFor(app.locale)("account.guestOrders.title");
  const token = linkTokenOf(request);
  const email = token ? (await app.rpc.getGuestOrdersLink({ token })).email : null;
  return {
    token: email ? token : "",
    email,
    seo: fixedPageSeo(context, { path: "/my-account/guest-orders", title, robots: "NOINDEX_NOFOLLOW" }),
  };
}

/**
 * The orders are added by this button, not by opening the link: mail scanners that follow
 * links change nothing. A link used, expired or of another account shows why.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const app = getAppContext(context);
  const form = await request.formData();
  if (!app.verifyCsrf(form.get("_csrf"))) return csrfRedirect(request, app.setFlash);
  return conformAction(form, {
    schema: guestOrdersLinkInput,
    fields: ["token"],
    run: async (value) => {
      const attached = await app.rpc.doAttachGuestOrders(value);
      return { ok: true as const, email: attached.email, count: attached.orders.length };
    },
  });
}

/** The catalogue parts its components name beyond the core texts (common/i18n/text-parts.ts). */
export const handle = { texts: ["account", "auth"] } satisfies TextsHandle;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/**
 * /my-account/guest-orders?token=…: the mailed link's page, inside the account (the link works
 * only for the account that asked for it, logged in; docs/account.md "Guest orders").
 */
export default function GuestOrdersPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { locale, prefix } = useRootData();
  const feedback = useShopForm(actionData, locale);
  const busy = useNavigation().state === "submitting";
  const done = succeeded(actionData) ? (actionData as { email: string; count: number }) : null;
  // A link used meanwhile, or a token field that is no token at all.
  const linkFailed = feedback.formErrorKey === "orderMigrateUnauthorized" || feedback.hasFieldError("token");
  const usable = loaderData.token !== "" && !linkFailed;
  const toOrders = (
    <p className="mt-6">
      <Link to={withPrefix(prefix, "/my-account/my-orders")} className="font-semibold text-primary-800 underline">
        {t("account.guestOrders.toOrders")}
      </Link>
    </p>
  );
  return (
    <>
      <h1 className="text-3xl font-semibold">{t("account.guestOrders.title")}</h1>
      {done ? (
        <>
          <p role="status" className="mt-4 rounded-md bg-green-50 p-3 text-green-900">
            {t("account.guestOrders.done", { count: done.count, email: done.email })}
          </p>
          {toOrders}
        </>
      ) : usable ? (
        <>
          <p className="mt-2 text-neutral-800">
            {t("account.guestOrders.confirmIntro", { email: loaderData.email ?? "" })}
          </p>
          <Form method="post" className="mt-6 max-w-md space-y-5" {...feedback.formProps} noValidate>
            <CsrfField />
            <FormError message={feedback.formError} />
            <input type="hidden" name="token" value={loaderData.token} />
            <Button type="submit" busy={busy}>
              {t("account.guestOrders.confirmSubmit")}
            </Button>
          </Form>
        </>
      ) : (
        <>
          <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-900">
            {errorMessage(locale, "orderMigrateUnauthorized")}
          </p>
          {toOrders}
        </>
      )}
    </>
  );
}
