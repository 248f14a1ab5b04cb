import type { BuildContext } from "./build-context.ts";
import { daysBefore } from "./catalog-rows.ts";
import type { ProductDraft } from "./drafts.ts";
import { shopPriceCents } from "./money.ts";
import type { Rng } from "./prng.ts";

/**
 * How an item's prices came about. The history rows are price changes: the price in force
 * at a moment is the latest row at or before it. Scenarios put rows inside the last 30 days
 * so the "lowest price of the last 30 days" differs from the current price for some items:
 * - promoBeforeSpecial: a cheaper promotion ran 27-20 days ago, now a special offer;
 * - rise: a promotion ended 9 days ago and the regular price returned (current > lowest);
 * - drop: the price was lowered 12 days ago (lowest = current).
 */
export type PricePlan = {
  rrpFactor: number | null;
  special: { factor: number; from: Date; until: Date } | null;
  graduated: boolean;
  scenario: "plain" | "promoBeforeSpecial" | "rise" | "drop";
};

export function planPrices(now: Date, draft: ProductDraft, createdAt: Date, rng: Rng): PricePlan {
  const regular = draft.itemType === "default" && draft.regularPriceCents === undefined;
  const rrpFactor = regular && rng.chance(0.15) ? 1.15 + rng.int(0, 20) / 100 : null;
  const special =
    regular && rng.chance(0.15)
      ? {
          factor: 0.75 + rng.int(0, 15) / 100,
          from: daysBefore(now, rng.int(3, 12)),
          until: daysBefore(now, -rng.int(10, 40)),
        }
      : null;
  const graduated = draft.graduated && rng.chance(0.6);
  const old = createdAt.getTime() < daysBefore(now, 35).getTime();
  let scenario: PricePlan["scenario"] = "plain";
  if (old && special && rng.chance(0.5)) scenario = "promoBeforeSpecial";
  else if (old && !special && regular) scenario = rng.chance(0.09) ? "rise" : rng.chance(0.06) ? "drop" : "plain";
  return { rrpFactor, special, graduated, scenario };
}

/** A higher shop price; cheap items round so coarsely that the floor keeps it above. */
function above(priceCents: number, factor: number): number {
  return Math.max(shopPriceCents(priceCents * factor), priceCents + 100);
}

export function buildPrices(
  ctx: BuildContext,
  plan: PricePlan,
  variationId: number,
  priceCents: number,
  draft: ProductDraft,
  createdAt: Date,
): void {
  const { rows, now } = ctx;
  const price = (
    kind: "default" | "rrp" | "special",
    amountCents: number,
    extra: { minimumQuantity?: number; validFrom?: Date; validUntil?: Date } = {},
  ) => rows.variationPrices.push({ id: ctx.ids.price(), variationId, kind, amountCents, ...extra });
  const history = (amountCents: number, recordedAt: Date) =>
    rows.priceHistory.push({ id: ctx.ids.history(), variationId, amountCents, recordedAt });

  price("default", priceCents);
  if (draft.regularPriceCents !== undefined) price("rrp", draft.regularPriceCents);
  if (plan.rrpFactor) price("rrp", above(priceCents, plan.rrpFactor));
  if (plan.graduated) {
    // Tiers start above the minimum order quantity; amounts are floored to 10 cents so a
    // tier is always cheaper than the one before.
    const first = Math.max(5, draft.order.min * 2);
    price("default", Math.floor((priceCents * 0.95) / 10) * 10, { minimumQuantity: first });
    price("default", Math.floor((priceCents * 0.9) / 10) * 10, { minimumQuantity: first * 2 });
  }
  const specialCents = plan.special ? shopPriceCents(priceCents * plan.special.factor) : null;
  if (plan.special && specialCents !== null) {
    price("special", specialCents, { validFrom: plan.special.from, validUntil: plan.special.until });
  }

  switch (plan.scenario) {
    case "plain":
      history(priceCents, createdAt);
      break;
    case "rise": {
      history(priceCents, createdAt);
      history(Math.floor((priceCents * 0.85) / 10) * 10, daysBefore(now, 28));
      history(priceCents, daysBefore(now, 9));
      break;
    }
    case "drop":
      history(above(priceCents, 1.12), createdAt);
      history(priceCents, daysBefore(now, 12));
      break;
    case "promoBeforeSpecial":
      history(priceCents, createdAt);
      history(Math.floor(((specialCents ?? priceCents) * 0.92) / 10) * 10, daysBefore(now, 27));
      history(priceCents, daysBefore(now, 20));
      break;
  }
  if (plan.special && specialCents !== null) history(specialCents, plan.special.from);
}
