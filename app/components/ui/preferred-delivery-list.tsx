import type { PreferredDeliveryChoice } from "#common/schemas/preferred-delivery.ts";
import { useT } from "~/lib/i18n.tsx";

type Props = {
  /** The preferred day, already formatted for the reader, or null. */
  day: string | null;
  /** The day's charge, formatted, or null when it is free. */
  charge: string | null;
  dropOff: PreferredDeliveryChoice["dropOff"];
  className?: string;
};

/**
 * A DHL preferred delivery as a list, read only: the day with its charge, the drop-off place
 * or the neighbour. The read-only checkout (the choice now) and the confirmation (what the
 * order was placed with) both show it this way.
 */
export function PreferredDeliveryList({ day, charge, dropOff, className = "space-y-1" }: Props) {
  const t = useT();
  return (
    <ul className={className}>
      {day && (
        <li>
          {t("delivery.preferredDayLegend")}: {day}
          {charge && ` (${t("delivery.charge", { amount: charge })})`}
        </li>
      )}
      {dropOff?.kind === "place" && (
        <li>
          {t("delivery.dropOffPlace")}: {dropOff.place}
        </li>
      )}
      {dropOff?.kind === "neighbour" && (
        <li>
          {t("delivery.dropOffNeighbour")}: {dropOff.name}, {dropOff.address}
        </li>
      )}
    </ul>
  );
}
