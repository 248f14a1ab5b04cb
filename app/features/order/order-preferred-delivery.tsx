import { LOCALE_TAGS, type Locale } from "#common/constants.ts";
import { formatMoney } from "#common/money.ts";
import { preferredDeliveryChoice } from "#common/schemas/preferred-delivery.ts";
import { PreferredDeliveryList } from "~/components/ui/preferred-delivery-list.tsx";

type Props = { value: Record<string, unknown> | null; currency: string; locale: Locale };

/**
 * The DHL preferred delivery the order was placed with (what place-order stored: the choice
 * and the charge added to shipping): the day with its charge, the drop-off place or the
 * neighbour. Shown under the delivery address, only to those who may see the addresses.
 */
export function OrderPreferredDelivery({ value, currency, locale }: Props) {
  if (!value) return null;
  const { chargeCents, ...stored } = value;
  const parsed = preferredDeliveryChoice.safeParse(stored);
  if (!parsed.success) return null;
  const { preferredDay, dropOff } = parsed.data;
  if (!preferredDay && !dropOff) return null;
  // Days are UTC midnights: formatted in UTC, like the checkout's day labels.
  const day = preferredDay
    ? new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
        weekday: "long",
        day: "numeric",
        month: "long",
        timeZone: "UTC",
      }).format(new Date(`${preferredDay}T00:00:00Z`))
    : null;
  const charge = typeof chargeCents === "number" && chargeCents > 0 ? formatMoney(chargeCents, currency, locale) : null;
  return <PreferredDeliveryList day={day} charge={charge} dropOff={dropOff} className="mt-2 space-y-1" />;
}
