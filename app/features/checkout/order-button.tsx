import { useRef, useState } from "react";
import { Button } from "~/components/ui/button.tsx";
import { useT } from "~/lib/i18n.tsx";
import { usePlaceOrder, type PaymentDetails } from "./place-order.ts";

type Props = {
  blocked: boolean;
  /** Asked first (the embedded card form's token); null: no order now, the form shows why. */
  paymentDetails: () => Promise<PaymentDetails | null>;
};

/**
 * 'Zahlungspflichtig bestellen' / 'Order and pay': German shops must say that ordering
 * obliges to pay. Disabled while something is missing and while an order is being placed;
 * a second click while placing does nothing (one order, not two).
 */
export function OrderButton({ blocked, paymentDetails }: Props) {
  const t = useT();
  const placeOrder = usePlaceOrder();
  const [placing, setPlacing] = useState(false);
  const inFlight = useRef(false);

  async function place() {
    if (inFlight.current) return;
    inFlight.current = true;
    setPlacing(true);
    try {
      const payment = await paymentDetails();
      if (!payment) {
        inFlight.current = false;
        setPlacing(false);
        return;
      }
      const { redirectTo } = await placeOrder(payment);
      window.location.assign(redirectTo);
    } catch {
      // The API client has shown the error; the shopper may try again.
      inFlight.current = false;
      setPlacing(false);
    }
  }

  return (
    <div>
      <Button type="button" className="w-full text-lg" disabled={blocked} busy={placing} onClick={() => void place()}>
        {t("checkout.orderButton")}
      </Button>
      {placing && (
        <p role="status" className="mt-2 text-center">
          {t("checkout.placing")}
        </p>
      )}
    </div>
  );
}
