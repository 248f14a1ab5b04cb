import type { PreferredDeliveryUnavailability } from "#common/preferred-delivery-views.ts";
import {
  PREFERRED_DELIVERY_POSTCODE,
  preferredDeliveryChoice,
  type PreferredDeliveryChoice,
} from "#common/schemas/preferred-delivery.ts";
import { preferredDays } from "./delivery-days.ts";
import type { PreferredDeliverySettings } from "./preferred-delivery-settings.ts";

/** Where the parcel goes, as far as the checkout knows it. */
export type Destination = {
  countryIso: string | undefined;
  zipCode: string | undefined;
  /** The shipping address is a packstation or post office (it carries a post number). */
  isPickupStation: boolean;
};

/**
 * Why preferred delivery is not offered: DHL offers it in Germany only, for a five-digit
 * postcode, and not to a packstation or post office (there is no door to wait at).
 */
export type Unavailability = PreferredDeliveryUnavailability;

export function preferredDeliveryUnavailability(destination: Destination): Unavailability | null {
  if (destination.countryIso !== undefined && destination.countryIso !== "DE") return "countryNotSupported";
  if (destination.countryIso === undefined || destination.zipCode === undefined) return "addressMissing";
  if (!PREFERRED_DELIVERY_POSTCODE.test(destination.zipCode)) return "postcodeInvalid";
  if (destination.isPickupStation) return "pickupStation";
  return null;
}

/**
 * What preferred delivery adds to the shipping amount, gross cents. DHL charges the preferred
 * day only; a drop-off place or a neighbour is free, so those alone cost nothing.
 */
export function preferredDeliveryChargeCents(
  choice: PreferredDeliveryChoice | undefined,
  settings: Pick<PreferredDeliverySettings, "chargeCents">,
): number {
  return choice?.preferredDay ? settings.chargeCents : 0;
}

export function offeredDays(now: Date, settings: PreferredDeliverySettings): string[] {
  return preferredDays(now, settings, settings.offeredDayCount);
}

/** The session's stored choice, or undefined when there is none or it no longer parses. */
export function storedChoice(value: unknown): PreferredDeliveryChoice | undefined {
  const parsed = preferredDeliveryChoice.safeParse(value);
  if (!parsed.success) return undefined;
  return parsed.data.preferredDay || parsed.data.dropOff ? parsed.data : undefined;
}

export type ChoiceProblem = Unavailability | "preferredDayNotAvailable";

/**
 * Whether a choice still holds for this destination and moment: the order step calls this
 * before it places an order (a day chosen yesterday evening may be too early by now).
 */
export function choiceProblem(
  choice: PreferredDeliveryChoice,
  context: { destination: Destination; now: Date; settings: PreferredDeliverySettings },
): ChoiceProblem | null {
  const unavailable = preferredDeliveryUnavailability(context.destination);
  if (unavailable) return unavailable;
  if (choice.preferredDay && !offeredDays(context.now, context.settings).includes(choice.preferredDay)) {
    return "preferredDayNotAvailable";
  }
  return null;
}
