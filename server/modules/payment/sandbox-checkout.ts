import type { SandboxOutcome } from "#common/schemas/payment.ts";
import { AppError } from "../../errors.ts";
import type { PaymentServices } from "./payment-events.ts";
import { handlePaymentWebhook } from "./payment.ts";
import { findSandboxPayment, settleSandboxPayment } from "./sandbox-provider.ts";

export type SandboxCheckout = {
  id: string;
  status: string;
  amountCents: number;
  currency: string;
  description: string;
  method: string;
  locale: string;
  /** Where the shopper goes after choosing (the shop's return page). */
  redirectUrl: string;
};

/** The hosted test page's payment. Its address is its key (as Mollie's checkout URL is). */
export async function getSandboxCheckout(services: PaymentServices, id: string): Promise<SandboxCheckout> {
  const row = await findSandboxPayment(services.db, id);
  if (!row) throw new AppError("not_found", "paymentNotFound");
  return {
    id: row.id,
    status: row.status,
    amountCents: row.amountCents,
    currency: row.currency,
    description: row.description,
    method: row.method,
    locale: row.locale,
    redirectUrl: row.redirectUrl,
  };
}

/**
 * The shopper's choice on the test page. Like Mollie, the sandbox then reports to the
 * webhook handling (in process, not over HTTP) and sends the shopper back. A payment that
 * is no longer open keeps its result; choosing again only leads back.
 */
export async function completeSandboxPayment(
  services: PaymentServices,
  id: string,
  outcome: SandboxOutcome,
): Promise<{ redirectUrl: string; status: string }> {
  const existing = await findSandboxPayment(services.db, id);
  if (!existing) throw new AppError("not_found", "paymentNotFound");
  const settled = existing.status === "open" ? await settleSandboxPayment(services.db, id, outcome) : undefined;
  const row = settled ?? existing;
  try {
    await handlePaymentWebhook(services, id);
  } catch (error) {
    // As with a lost webhook: the return page checks the status again.
    services.log.error("sandbox webhook handling failed", { error, id });
  }
  return { redirectUrl: row.redirectUrl, status: row.status };
}
