import { data, redirect } from "react-router";
import { errorMessage } from "#common/i18n/error-message.ts";
import { AppError, httpStatusFor } from "#server/errors.ts";
import type { PlacedOrderAnswer } from "#server/operations/order.ts";
import type { AppLoadContext } from "~/lib/context.server.ts";
import { splitLocalePrefix, withPrefix } from "~/lib/locale-path.ts";
import { pageUrl } from "~/lib/page-url.ts";

/** A refused order without JavaScript: the page shows the message above the to-do list. */
export type PlaceOrderFailure = { ok: false; intent: "placeOrder"; message: string };

/**
 * The order button's form without JavaScript (with JavaScript the page calls the same
 * operations through the API, place-order.ts). The terms tick travels with the form; the
 * server decides. doPlaceOrder is idempotent per cart, so a second submission (double click,
 * reload) answers the same order, and doCreateMolliePaymentFromOrder the same open payment.
 *
 * Offline methods go to the confirmation page. A provider payment goes to the return page
 * (`/mollie-payment?paymentId=…`), which links to the hosted page: Chromium applies the CSP's
 * `form-action 'self'` to redirects after a form submission, so a 303 straight to the
 * provider's origin would be blocked (measured with Chromium; docs/payments.md).
 */
export async function placeOrderFromForm(app: AppLoadContext, request: Request, form: FormData) {
  try {
    const placed = await app.rpc.doPlaceOrder({ termsAccepted: form.get("termsAccepted") === "1" });
    return await toPayment(app, request, placed);
  } catch (error) {
    if (!(error instanceof AppError) || error.kind === "unexpected") throw error;
    const message = errorMessage(app.locale, error.key, error.values);
    return data<PlaceOrderFailure>({ ok: false, intent: "placeOrder", message }, httpStatusFor(error.kind));
  }
}

/**
 * Where a placed order's browser goes without JavaScript (the checkout's and an accepted offer's):
 * offline methods to the confirmation page; a provider payment of the order's total to the return
 * page, which links to the hosted page (see placeOrderFromForm).
 */
export async function toPayment(app: AppLoadContext, request: Request, placed: PlacedOrderAnswer) {
  if (placed.paymentFlow === "offline") return redirect(placed.redirectUrl, 303);
  const payment = await app.rpc.doCreateMolliePaymentFromOrder({ orderId: placed.orderId, options: {} });
  // A payment without a hosted page (none needed) is settled: the confirmation page shows it.
  if (!payment.checkoutUrl) return redirect(placed.redirectUrl, 303);
  const { prefix } = splitLocalePrefix(pageUrl(request).pathname);
  return redirect(withPrefix(prefix, `/mollie-payment?paymentId=${encodeURIComponent(payment.id)}`), 303);
}
