import { startRounds, type Rounds } from "../../jobs/job-runner.ts";
import type { Logger } from "../../logger.ts";
import type { PaymentServices } from "./payment-events.ts";
import { refreshPaymentStatus } from "./payment.ts";
import { paymentsToReconcile } from "./payment-store.ts";

/** A payment not final this long after its creation is asked about (its webhook may be lost). */
export const RECONCILE_SETTLE_AFTER_MS = 2 * 60 * 1000;
/** Older payments are left alone: providers expire open payments long before (Mollie: hours at most). */
export const RECONCILE_LOOK_BACK_MS = 48 * 60 * 60 * 1000;
/** How often a node runs a round (and once at start-up). */
export const RECONCILE_INTERVAL_MS = 3 * 60 * 1000;
const ROUND_LIMIT = 100;

export type ReconcileRound = { checked: number; failed: number };

/**
 * Asks the provider about every payment whose outcome may not have reached us (no webhook
 * came, or the shop stopped between recording a status and applying it to the order) and
 * records and applies what it says, as the webhook would have. Idempotent: several nodes may
 * run it at once. A provider that is down leaves the payment for the next round.
 */
export async function reconcilePayments(services: PaymentServices): Promise<ReconcileRound> {
  const due = await paymentsToReconcile(services.db, {
    settleAfterMs: RECONCILE_SETTLE_AFTER_MS,
    lookBackMs: RECONCILE_LOOK_BACK_MS,
    limit: ROUND_LIMIT,
  });
  let failed = 0;
  for (const payment of due) {
    try {
      const before = payment.status;
      const after = await refreshPaymentStatus(services, payment.providerPaymentId);
      if (after && after.status !== before) {
        services.log.info("payment reconciled", {
          providerPaymentId: payment.providerPaymentId,
          from: before,
          to: after.status,
        });
      }
    } catch (error) {
      failed += 1;
      services.log.warn("payment reconciliation failed", { providerPaymentId: payment.providerPaymentId, error });
    }
  }
  return { checked: due.length, failed };
}

/** Runs a round at start-up and every RECONCILE_INTERVAL_MS; rounds never overlap (server/jobs/job-runner.ts). */
export function startPaymentReconciler(
  services: PaymentServices,
  log: Logger,
  intervalMs = RECONCILE_INTERVAL_MS,
): Rounds<ReconcileRound> {
  return startRounds(() => reconcilePayments({ ...services, log }), {
    intervalMs,
    runAtStart: true,
    log,
    failedMessage: "payment reconciliation round failed",
    idle: { checked: 0, failed: 0 },
  });
}
