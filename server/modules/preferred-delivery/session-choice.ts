import type { PreferredDeliveryChoice } from "#common/schemas/preferred-delivery.ts";
import type { Database } from "../../db/client.ts";
import type { SessionData } from "../session/index.ts";
import { checkoutDestination } from "./destination.ts";
import { choiceProblem, preferredDeliveryChargeCents, storedChoice, type ChoiceProblem } from "./preferred-delivery.ts";
import { loadPreferredDeliverySettings } from "./preferred-delivery-settings.ts";

export type CurrentPreferredDelivery = {
  /** The stored choice when it still holds, else null. */
  choice: PreferredDeliveryChoice | null;
  /** What it adds to the shipping amount, gross cents (0 without a valid preferred day). */
  chargeCents: number;
  /** Why a stored choice no longer holds (the address changed, the day passed), else null. */
  problem: ChoiceProblem | null;
};

/**
 * The session's preferred delivery as the cart totals and the order step need it: a choice
 * that no longer fits the destination or the calendar counts as none, costs nothing, and
 * names its problem so the order step can ask the shopper to choose again.
 */
export async function currentPreferredDelivery(
  db: Database,
  session: SessionData,
  now: Date = new Date(),
): Promise<CurrentPreferredDelivery> {
  const choice = storedChoice(session.checkout?.preferredDelivery);
  if (!choice) return { choice: null, chargeCents: 0, problem: null };
  const settings = await loadPreferredDeliverySettings(db);
  const destination = await checkoutDestination(db, session);
  const problem = choiceProblem(choice, { destination, now, settings });
  if (problem) return { choice: null, chargeCents: 0, problem };
  return { choice, chargeCents: preferredDeliveryChargeCents(choice, settings), problem: null };
}
