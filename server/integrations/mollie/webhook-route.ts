import type { Env, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { PAYMENT_ID_PATTERN } from "#common/schemas/payment.ts";
import { handlePaymentWebhook, MOLLIE_WEBHOOK_PATH } from "../../modules/payment/index.ts";
import type { PaymentServices } from "../../modules/payment/index.ts";
import { AppError } from "../../errors.ts";

/**
 * POST /api/webhooks/mollie with the form field id=tr_... (what Mollie sends). The body is
 * only a hint: the status comes from asking the provider. 200 when done or when the id is
 * unknown to us (Mollie would retry forever otherwise); 503 when the provider or a listener
 * failed, so Mollie tries again later. No session and no CSRF token: Mollie has neither.
 */
/**
 * Mollie sends `id=tr_...`, a few dozen bytes. Anything larger is refused (413) before it is
 * read, so a flood of large bodies cannot tie up memory or the event loop.
 */
export const MAX_WEBHOOK_BODY_BYTES = 1024;

export function mountMollieWebhook<E extends Env>(app: Hono<E>, services: PaymentServices): void {
  const limit = bodyLimit({ maxSize: MAX_WEBHOOK_BODY_BYTES, onError: (c) => c.text("Payload Too Large", 413) });
  app.post(MOLLIE_WEBHOOK_PATH, limit, async (c) => {
    let id = "";
    try {
      const form = await c.req.parseBody();
      id = typeof form.id === "string" ? form.id : "";
    } catch {
      id = "";
    }
    if (!PAYMENT_ID_PATTERN.test(id)) {
      services.log.warn("webhook without a payment id");
      return c.text("", 200);
    }
    try {
      await handlePaymentWebhook(services, id);
      return c.text("", 200);
    } catch (error) {
      const expected = error instanceof AppError;
      if (!expected) services.log.error("payment webhook failed", { error, id });
      return c.text("", 503);
    }
  });
}
