import { data, Link } from "react-router";
import { translatorFor } from "#common/i18n/translator.ts";
import { createReturnInput } from "#common/schemas/returns.ts";
import type { CreatedReturnAnswer } from "#server/operations/returns.ts";
import { orderKeyOf, notFoundFor, softLoginAction } from "~/features/order/confirmation-page.server.ts";
import { SoftLoginForm } from "~/features/order/soft-login-form.tsx";
import { ReturnForm } from "~/features/returns/return-form.tsx";
import { getAppContext } from "~/lib/context.server.ts";
import { conformAction, csrfRedirect, listFieldsOf, listFormField } from "~/lib/form-action.server.ts";
import { useT, type TextsHandle } from "~/lib/i18n.tsx";
import { splitLocalePrefix, withPrefix } from "~/lib/locale-path.ts";
import { pageUrl } from "~/lib/page-url.ts";
import { privatePageHeaders } from "~/lib/private-page.ts";
import { useRootData } from "~/lib/root-data.ts";
import { seoMeta } from "~/lib/seo.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import type { Route } from "./+types/new-return";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const key = orderKeyOf(params);
  const answer = await app.rpc.getReturnForm(key).catch(notFoundFor);
  const path = `/my-account/new-return/${key.orderId}/${encodeURIComponent(key.accessKey)}`;
  const { prefix } = splitLocalePrefix(pageUrl(request).pathname);
  const number = answer.access === "full" ? answer.form.orderNumber : answer.orderNumber;
  return {
    answer,
    orderPath: `/confirmation/${key.orderId}/${encodeURIComponent(key.accessKey)}`,
    loginPath: `${withPrefix(prefix, "/login")}?redirect=${encodeURIComponent(withPrefix(prefix, path))}`,
    seo: fixedPageSeo(context, {
      path,
      title: translatorFor(app.locale)("returns.newTitle", { number }),
      robots: "NOINDEX_NOFOLLOW",
    }),
  };
}

/**
 * POST: 'softLogin' (the order's name or postcode, storefront spec §6) or the return itself;
 * the same form sent again answers the return it made (its submission key).
 */
export async function action({ context, params, request }: Route.ActionArgs) {
  const app = getAppContext(context);
  const key = orderKeyOf(params);
  const form = await request.formData();
  if (!app.verifyCsrf(form.get("_csrf"))) return csrfRedirect(request, app.setFlash);
  if (form.get("intent") !== "return") return softLoginAction(app, key, form, request);
  form.set("orderId", String(key.orderId));
  form.set("accessKey", key.accessKey);
  const lines = listFieldsOf(form, "items", ["orderItemId", "quantity"]);
  return conformAction(form, {
    schema: createReturnInput,
    fields: ["orderId", "accessKey", "reasonId", "comment", "submissionKey", ...lines],
    errorField: listFormField,
    run: async (value) => {
      const created = await app.rpc.doCreateReturn(value);
      return data({ created });
    },
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** One shopper's order: never cached. */
export const headers = privatePageHeaders;

export const handle = { texts: ["buying", "account"] } satisfies TextsHandle;

function createdOf(actionData: unknown): CreatedReturnAnswer | null {
  return typeof actionData === "object" && actionData !== null && "created" in actionData
    ? (actionData as { created: CreatedReturnAnswer }).created
    : null;
}

/** /my-account/new-return/{orderId}/{accessKey}: return items of an order (guests through the key and soft login). */
export default function NewReturnPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { prefix } = useRootData();
  const { answer } = loaderData;
  const created = createdOf(actionData);
  const number = answer.access === "full" ? answer.form.orderNumber : answer.orderNumber;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12">
      <h1 id="new-return-title" className="text-3xl font-semibold [overflow-wrap:anywhere]">
        {t("returns.newTitle", { number })}
      </h1>
      {answer.access === "limited" ? (
        <SoftLoginForm actionData={actionData} loginPath={loaderData.loginPath} />
      ) : created ? (
        <section aria-labelledby="return-created" role="status" className="mt-6">
          <h2 id="return-created" className="text-xl font-semibold">
            {t("returns.createdTitle", { number: created.returnNumber })}
          </h2>
          <p className="mt-3">{t("returns.createdText", { email: created.email })}</p>
        </section>
      ) : answer.form.returnable ? (
        <>
          <p className="mt-4 max-w-prose">{t("returns.newIntro")}</p>
          <ReturnForm form={answer.form} actionData={actionData} labelledBy="new-return-title" />
        </>
      ) : (
        <p className="mt-4">{t("errors.returnNotPossible")}</p>
      )}
      <p className="mt-10">
        <Link to={withPrefix(prefix, loaderData.orderPath)} className="text-primary-800 underline">
          {t("returns.toOrder")}
        </Link>
      </p>
    </main>
  );
}
