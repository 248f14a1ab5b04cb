import type { PreferredDeliveryOptions } from "#common/preferred-delivery-views.ts";
import { PreferredDeliveryList } from "~/components/ui/preferred-delivery-list.tsx";

type Props = { options: Pick<PreferredDeliveryOptions, "choice" | "days" | "currentCharge"> };

/** Whether the options carry a choice worth showing (a day, a drop-off place or a neighbour). */
export function hasPreferredDeliveryChoice({ choice }: Props["options"]): boolean {
  return Boolean(choice?.preferredDay || choice?.dropOff);
}

/**
 * The chosen DHL preferred delivery, read only (/readonly-checkout): the day with its charge,
 * the drop-off place or the neighbour. The options answer a choice only while it still holds
 * (getPreferredDeliveryOptions), so a day that passed is not shown.
 */
export function PreferredDeliverySummary({ options }: Props) {
  const { choice } = options;
  if (!choice || !hasPreferredDeliveryChoice(options)) return null;
  const day = choice.preferredDay
    ? (options.days.find((offered) => offered.date === choice.preferredDay)?.label ?? choice.preferredDay)
    : null;
  const charge = options.currentCharge.value > 0 ? options.currentCharge.formatted : null;
  return <PreferredDeliveryList day={day} charge={charge} dropOff={choice.dropOff} />;
}
