import { Button } from "~/components/ui/button.tsx";
import { useT } from "~/lib/i18n.tsx";

/**
 * 'Zahlungspflichtig bestellen' / 'Order and pay': German shops must say that ordering
 * obliges to pay. The submit button of the order form (order-form.tsx); disabled while
 * something is missing and busy while the order is being placed.
 */
export function OrderButton({ blocked, placing }: { blocked: boolean; placing: boolean }) {
  const t = useT();
  return (
    <div>
      <Button type="submit" className="w-full text-lg" disabled={blocked} busy={placing}>
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
