import { redirect, type RouterContextProvider } from "react-router";
import { SANDBOX_OUTCOMES, type SandboxOutcome } from "#common/schemas/payment.ts";
import { translatorFor } from "#common/i18n/translator.ts";
import { AppError } from "#server/errors.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { csrfRedirect } from "~/lib/form-action.server.ts";

/** /sandbox-payment/{id}: the built-in sandbox's hosted test page (docs/payments.md). */
export async function loadSandboxPage(context: Readonly<RouterContextProvider>, paymentId: string) {
  const app = getAppContext(context);
  try {
    const payment = await app.rpc.getSandboxPayment({ paymentId });
    return {
      payment: {
        id: payment.id,
        status: payment.status,
        amount: payment.amount.formatted,
        description: payment.description,
        method: payment.method,
        redirectUrl: payment.redirectUrl,
      },
      outcomes: SANDBOX_OUTCOMES,
      title: translatorFor(app.locale)("payment.sandboxTitle"),
    };
  } catch (error) {
    if (error instanceof AppError && (error.kind === "not_found" || error.kind === "invalid_data")) {
      throw new Response("Not Found", { status: 404 });
    }
    throw error;
  }
}

/** The shopper's choice; then back to the shop, as Mollie's hosted page does. */
export async function sandboxPageAction(context: Readonly<RouterContextProvider>, request: Request, paymentId: string) {
  const app = getAppContext(context);
  const form = await request.formData();
  if (!app.verifyCsrf(form.get("_csrf"))) return csrfRedirect(request, app.setFlash);
  const chosen = String(form.get("outcome") ?? "");
  const outcome: SandboxOutcome = (SANDBOX_OUTCOMES as readonly string[]).includes(chosen)
    ? (chosen as SandboxOutcome)
    : "canceled";
  try {
    const { redirectUrl } = await app.rpc.doCompleteSandboxPayment({ paymentId, outcome });
    return redirect(redirectUrl);
  } catch (error) {
    if (error instanceof AppError && (error.kind === "not_found" || error.kind === "invalid_data")) {
      throw new Response("Not Found", { status: 404 });
    }
    throw error;
  }
}

export type SandboxPageData = Awaited<ReturnType<typeof loadSandboxPage>>;
