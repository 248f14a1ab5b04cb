import { randomInt } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { SandboxOutcome } from "#common/schemas/payment.ts";
import type { Database } from "../../db/client.ts";
import type { PaymentProvider, ProviderPayment, ProviderRefund } from "./payment-provider.ts";
import { PaymentProviderError } from "./payment-provider.ts";
import { sandboxPayments, sandboxRefunds } from "./payment.table.ts";

/** Like Mollie: an open payment nobody completes expires (Mollie: after 15 minutes for most methods). */
export const SANDBOX_EXPIRY_MS = 15 * 60 * 1000;

const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** tr_ plus 16 random characters (95 bits): the hosted page's address is its own key, as at Mollie. */
function newSandboxId(): string {
  let id = "tr_";
  for (let i = 0; i < 16; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

type SandboxRow = typeof sandboxPayments.$inferSelect;

/** The hosted page of a sandbox payment, in the payment's language. */
export function sandboxCheckoutPath(id: string, localePrefix: string): string {
  return `${localePrefix}/sandbox-payment/${id}`;
}

/**
 * The built-in stand-in for Mollie when no API key is configured: it keeps its payments in
 * its own table and shows a hosted test page on our server where the shopper picks the
 * result. The embedded card form is not available here (it needs Mollie's script).
 */
export function createSandboxProvider(db: Database, localePrefixOf: (locale: string) => string): PaymentProvider {
  const view = (row: SandboxRow): ProviderPayment => ({
    id: row.id,
    status: row.status,
    amount: { cents: row.amountCents, currency: row.currency },
    method: row.method,
    description: row.description,
    metadata: row.metadata,
    checkoutUrl: row.status === "open" ? sandboxCheckoutPath(row.id, localePrefixOf(row.locale)) : null,
  });
  return {
    name: "sandbox",
    async create(input) {
      if (input.cardToken)
        throw new PaymentProviderError("rejected", "no card tokens in the sandbox", { field: "cardToken" });
      const [row] = await db
        .insert(sandboxPayments)
        .values({
          id: newSandboxId(),
          amountCents: input.amount.cents,
          currency: input.amount.currency,
          description: input.description,
          method: input.method,
          locale: input.locale,
          redirectUrl: input.redirectUrl,
          webhookUrl: input.webhookUrl ?? null,
          metadata: input.metadata,
          status: "open",
          expiresAt: new Date(Date.now() + SANDBOX_EXPIRY_MS),
        })
        .returning();
      return view(row as SandboxRow);
    },
    async get(id) {
      const row = await findSandboxPayment(db, id);
      return row ? view(row) : null;
    },
    async update(id, patch) {
      const [row] = await db
        .update(sandboxPayments)
        .set({
          ...(patch.description !== undefined ? { description: patch.description } : {}),
          ...(patch.redirectUrl !== undefined ? { redirectUrl: patch.redirectUrl } : {}),
          ...(patch.metadata !== undefined ? { metadata: patch.metadata } : {}),
        })
        .where(eq(sandboxPayments.id, id))
        .returning();
      if (!row) throw new PaymentProviderError("rejected", `unknown sandbox payment ${id}`);
      return view(row);
    },
    async cancel(id) {
      const row = (await settleSandboxPayment(db, id, "canceled")) ?? (await findSandboxPayment(db, id));
      if (!row) throw new PaymentProviderError("rejected", `unknown sandbox payment ${id}`);
      if (row.status !== "canceled")
        throw new PaymentProviderError("rejected", `sandbox payment ${id} is ${row.status}`);
      return view(row);
    },
    // Like Mollie: only a paid payment, never more than is left of it; the same key, the same refund.
    async refund(paymentId, input) {
      return db.transaction(async (tx) => {
        // The payment's lock first: two requests with one key then see each other's refund.
        const [payment] = await tx
          .select()
          .from(sandboxPayments)
          .where(eq(sandboxPayments.id, paymentId))
          .for("update");
        const [earlier] = await tx
          .select()
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.idempotencyKey, input.idempotencyKey));
        if (earlier) return refundView(earlier, input.amount.currency);
        if (!payment || payment.status !== "paid") {
          throw new PaymentProviderError("rejected", `sandbox payment ${paymentId} cannot be refunded`);
        }
        const [refunded] = await tx
          .select({ cents: sql<string | null>`sum(${sandboxRefunds.amountCents})` })
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.paymentId, paymentId));
        const left = payment.amountCents - Number(refunded?.cents ?? 0);
        if (input.amount.cents <= 0 || input.amount.cents > left || input.amount.currency !== payment.currency) {
          throw new PaymentProviderError("rejected", `sandbox payment ${paymentId} has ${left} cents left`, {
            field: "amount",
          });
        }
        const [row] = await tx
          .insert(sandboxRefunds)
          .values({
            id: newSandboxId().replace("tr_", "re_"),
            paymentId,
            amountCents: input.amount.cents,
            idempotencyKey: input.idempotencyKey,
          })
          .returning();
        return refundView(row as typeof sandboxRefunds.$inferSelect, payment.currency);
      });
    },
  };
}

function refundView(row: typeof sandboxRefunds.$inferSelect, currency: string): ProviderRefund {
  return { id: row.id, status: "refunded", amount: { cents: row.amountCents, currency } };
}

/** A sandbox payment, expired on read when its time ran out while open. */
export async function findSandboxPayment(db: Database, id: string): Promise<SandboxRow | undefined> {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
  if (row && row.status === "open" && row.expiresAt.getTime() < Date.now()) {
    return (await settleSandboxPayment(db, id, "expired")) ?? row;
  }
  return row;
}

/** The shopper's choice on the hosted page; only an open payment can be settled (else undefined). */
export async function settleSandboxPayment(
  db: Database,
  id: string,
  outcome: SandboxOutcome,
): Promise<SandboxRow | undefined> {
  const [row] = await db
    .update(sandboxPayments)
    .set({ status: outcome, ...(outcome === "paid" ? { paidAt: new Date() } : {}) })
    .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, "open")))
    .returning();
  return row;
}
