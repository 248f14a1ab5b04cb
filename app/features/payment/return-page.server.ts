import { redirect, type RouterContextProvider } from "react-router";
import { PAYMENT_ID_PATTERN } from "#common/schemas/payment.ts";
import { AppError } from "#server/errors.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { safeRedirectPath, splitLocalePrefix, withPrefix } from "~/lib/locale-path.ts";
import { pageUrl } from "~/lib/page-url.ts";

export type ReturnPageState =
  /** Not paid yet and the provider's page still open: the shopper goes (on) there by a link. */
  | { state: "open"; paymentId: string; checkoutUrl: string; forOrder: boolean }
  | { state: "inProgress"; paymentId: string }
  | {
      state: "notCompleted";
      paymentId: string;
      status: string;
      /** An order's payment: paying again is for that order; its confirmation page shows the failure. */
      order: { id: number; path: string } | null;
    }
  | { state: "error"; paymentId: string | null };

/**
 * /mollie-payment: the provider sends the shopper here. The status is asked from the
 * provider again (the webhook may come late or never); paid or authorized goes on to the
 * payment's return path, anything else is shown with a way to try again. An open payment
 * links to its hosted page: the order form without JavaScript lands here first, because the
 * CSP's form-action 'self' blocks a form's redirect to the provider in Chromium.
 */
export async function loadReturnPage(context: Readonly<RouterContextProvider>, request: Request) {
  const app = getAppContext(context);
  const url = pageUrl(request);
  const { prefix } = splitLocalePrefix(url.pathname);
  const asked = url.searchParams.get("paymentId");
  const paymentId = asked && PAYMENT_ID_PATTERN.test(asked) ? asked : undefined;
  const page = { checkoutPath: withPrefix(prefix, "/checkout"), selfPath: url.pathname + url.search };
  let result: ReturnPageState;
  try {
    const payment = await app.rpc.getMolliePaymentAndUpdateStatus(paymentId ? { paymentId } : {});
    if (payment.isSuccessful) throw redirect(safeRedirectPath(payment.returnPath, page.checkoutPath));
    result =
      payment.status === "open" && payment.checkoutUrl
        ? { state: "open", paymentId: payment.id, checkoutUrl: payment.checkoutUrl, forOrder: payment.orderId !== null }
        : payment.status === "open" || payment.status === "pending"
          ? { state: "inProgress", paymentId: payment.id }
          : {
              state: "notCompleted",
              paymentId: payment.id,
              status: payment.status,
              order:
                payment.orderId === null
                  ? null
                  : {
                      id: payment.orderId,
                      path: withPaymentOutcome(safeRedirectPath(payment.returnPath, page.checkoutPath), payment.status),
                    },
            };
  } catch (error) {
    // Not found, provider down, unknown answer: the error state, with a way to try again.
    if (!(error instanceof AppError)) throw error;
    result = { state: "error", paymentId: paymentId ?? null };
  }
  return { ...page, ...result };
}

function withPaymentOutcome(path: string, status: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}payment=${encodeURIComponent(status)}`;
}

export type ReturnPageData = Awaited<ReturnType<typeof loadReturnPage>>;
