import { useRef, useState } from "react";
import { Button } from "~/components/ui/button.tsx";
import { useApi } from "~/lib/api.tsx";
import { useT } from "~/lib/i18n.tsx";

/**
 * After a failed, canceled or expired payment of an order, or for an unpaid order on the
 * account's order page: a new payment for the same order
 * (the failed one is final), then on to the provider's page by navigation (CSP form-action
 * 'self' forbids a cross-origin form). Busy while asking; errors are shown by the API client.
 */
export function PayAgainButton({
  orderId,
  orderPath,
  label = "orderPayment.payAgain",
}: {
  orderId: number;
  orderPath: string;
  /** 'Jetzt erneut bezahlen' after a failed payment; 'Jetzt bezahlen' on the account's order page. */
  label?: "orderPayment.payAgain" | "orderPayment.payNow";
}) {
  const t = useT();
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  async function payAgain() {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const payment = await api.call("doCreateMolliePaymentFromOrder", { orderId, options: {} });
      window.location.assign(payment.checkoutUrl ?? orderPath);
    } catch {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return (
    <Button type="button" busy={busy} onClick={() => void payAgain()}>
      {t(label)}
    </Button>
  );
}
