import { data, redirect, type RouterContextProvider } from "react-router";
import { translatorFor } from "#common/i18n/translator.ts";
import { AppError } from "#server/errors.ts";
import { getAppContext, type AppLoadContext } from "~/lib/context.server.ts";
import { csrfRedirect, formAction, formValues } from "~/lib/form-action.server.ts";
import { splitLocalePrefix, withPrefix } from "~/lib/locale-path.ts";
import { pageUrl } from "~/lib/page-url.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";

/** ?payment= values the payment return page sends back here when the payment did not succeed. */
const FAILED_PAYMENTS = new Set(["failed", "canceled", "expired"]);

type Params = { orderId?: string; accessKey?: string };

export function orderKeyOf(params: Params): { orderId: number; accessKey: string } {
  const orderId = Number(params.orderId);
  if (!Number.isSafeInteger(orderId) || orderId <= 0 || !params.accessKey) throw data(null, { status: 404 });
  return { orderId, accessKey: params.accessKey };
}

/** A wrong key, an unknown order or a malformed link: the same 404 as any unknown page. */
export function notFoundFor(error: unknown): never {
  if (error instanceof AppError && (error.kind === "not_found" || error.kind === "invalid_data")) {
    throw data(null, { status: 404 });
  }
  throw error;
}

/** /confirmation/{orderId}/{accessKey}: the order as far as this visitor may see it. */
export async function loadConfirmationPage(context: Readonly<RouterContextProvider>, params: Params, request: Request) {
  const app = getAppContext(context);
  const key = orderKeyOf(params);
  const answer = await app.rpc.getOrder(key).catch(notFoundFor);
  const url = pageUrl(request);
  const { prefix } = splitLocalePrefix(url.pathname);
  const path = `/confirmation/${key.orderId}/${encodeURIComponent(key.accessKey)}`;
  return {
    answer,
    paymentFailed: FAILED_PAYMENTS.has(url.searchParams.get("payment") ?? ""),
    loginPath: `${withPrefix(prefix, "/login")}?redirect=${encodeURIComponent(withPrefix(prefix, path))}`,
    homePath: withPrefix(prefix, "/"),
    seo: fixedPageSeo(context, {
      path,
      title: translatorFor(app.locale)("order.confirmation.title"),
      robots: "NOINDEX_NOFOLLOW",
    }),
  };
}

export type ConfirmationPageData = Awaited<ReturnType<typeof loadConfirmationPage>>;

export const SOFT_LOGIN_FIELDS = ["name", "zipCode"] as const;

/** The soft-login form (works without JavaScript): on success the page loads again in full. */
export async function confirmationAction(context: Readonly<RouterContextProvider>, params: Params, request: Request) {
  const app = getAppContext(context);
  const key = orderKeyOf(params);
  const form = await request.formData();
  if (!app.verifyCsrf(form.get("_csrf"))) return csrfRedirect(request, app.setFlash);
  return softLoginAction(app, key, form, request);
}

/**
 * The soft login of an order's page (confirmation, new return): last name or company name, or
 * postcode; on success the same page again, now in full. The CSRF token is checked by the caller.
 */
export async function softLoginAction(
  app: AppLoadContext,
  key: { orderId: number; accessKey: string },
  form: FormData,
  request: Request,
) {
  const values = formValues(form, SOFT_LOGIN_FIELDS);
  const name = values.name?.trim() ?? "";
  const zipCode = values.zipCode?.trim() ?? "";
  return formAction(values, async () => {
    if (!name && !zipCode) {
      throw new AppError("invalid_data", "invalidData", { fields: { name: "order.confirmation.softLoginNeedOne" } });
    }
    await app.rpc
      .doOrderSoftLogin({ ...key, ...(name ? { lastName: name } : {}), ...(zipCode ? { zipCode } : {}) })
      .catch((error: unknown) => {
        // A field of the payload that is too long is a failed soft login for the shopper.
        if (error instanceof AppError && error.key === "invalidData") {
          throw new AppError("invalid_data", "orderSoftLoginFailed");
        }
        throw error;
      });
    return redirect(pageUrl(request).pathname);
  });
}
