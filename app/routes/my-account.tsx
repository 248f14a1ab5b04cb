import { Form, Link, useNavigation } from "react-router";
import { translatorFor } from "#common/i18n/translator.ts";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { TextField } from "~/components/ui/text-field.tsx";
import { OrderList } from "~/features/account/order-list.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { LogoutButton } from "~/features/auth/logout-button.tsx";
import { isFailure, useFormFeedback } from "~/features/auth/use-form-feedback.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { csrfRedirect, formAction } from "~/lib/form-action.server.ts";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";
import { seoMeta } from "~/lib/seo.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import type { Route } from "./+types/my-account";
import { useViewer } from "~/lib/viewer.tsx";

/** The overview shows this many of the latest orders. */
const LATEST_ORDERS = 3;

export async function loader({ context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const title = translatorFor(app.locale)("account.title");
  const orders = await app.rpc.getCustomerOrders({ page: 1 });
  return {
    latestOrders: orders.orders.slice(0, LATEST_ORDERS),
    orderCount: orders.total,
    seo: fixedPageSeo(context, { path: "/my-account", title, robots: "NOINDEX_NOFOLLOW" }),
  };
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

export default function MyAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { locale, prefix } = useRootData();
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
      <section aria-labelledby="latest-orders" className="mt-10">
        <h2 id="latest-orders" className="text-xl font-semibold">
          {t("account.latestOrders")}
        </h2>
        {loaderData.orderCount === 0 ? (
          <p className="mt-3 text-neutral-800">{t("account.orders.empty")}</p>
        ) : (
          <>
            <OrderList orders={loaderData.latestOrders} caption={t("account.latestOrders")} />
            <p className="mt-4">
              <Link to={withPrefix(prefix, "/my-account/my-orders")} className="text-primary-800 underline">
                {t("account.allOrders")} ({t("account.orders.count", { count: loaderData.orderCount })})
              </Link>
            </p>
          </>
        )}
      </section>
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
