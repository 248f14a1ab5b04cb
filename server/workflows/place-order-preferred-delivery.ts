import type { Database } from "../db/client.ts";
import type { AddressSnapshot } from "../modules/address/index.ts";
import {
  choiceProblem,
  preferredDeliveryChargeCents,
  storedChoice,
  loadPreferredDeliverySettings,
} from "../modules/preferred-delivery/index.ts";
import { loadCountryRows } from "../modules/tax/index.ts";
import { AppError } from "../errors.ts";

/**
 * The place-order step for DHL preferred delivery: the session's choice is checked again
 * against the order's own delivery address and the calendar at the moment of ordering (a day
 * chosen last evening may be too early by now, the address may have become a Packstation).
 * A stale choice stops the order with a clear error instead of being dropped silently: the
 * shopper saw it, and the cart's shipping still showed its charge. Answers what the order
 * stores: the choice plus the charge that was added to shipping, or null without a choice.
 */
export async function preferredDeliveryForOrder(
  tx: Database,
  input: { preferredDelivery: Record<string, unknown> | null; deliveryAddress: AddressSnapshot; now: Date },
): Promise<Record<string, unknown> | null> {
  if (input.preferredDelivery === null) return null;
  const choice = storedChoice(input.preferredDelivery);
  // Stored but unreadable (an older session format): the shopper must choose again.
  if (!choice) throw new AppError("conflict", "preferredDayNotAvailable");
  const settings = await loadPreferredDeliverySettings(tx);
  const countries = await loadCountryRows(tx);
  const address = input.deliveryAddress;
  const destination = {
    countryIso: countries.find((country) => country.id === address.countryId)?.isoCode2,
    zipCode: address.zipCode.trim(),
    isPickupStation: address.postNumber.trim() !== "",
  };
  const problem = choiceProblem(choice, { destination, now: input.now, settings });
  if (problem === "preferredDayNotAvailable") throw new AppError("conflict", "preferredDayNotAvailable");
  if (problem) throw new AppError("conflict", "preferredDeliveryNotAvailable");
  return { ...choice, chargeCents: preferredDeliveryChargeCents(choice, settings) };
}
