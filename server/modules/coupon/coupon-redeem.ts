import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { countRedemptions, findCoupon } from "./coupon.ts";
import { couponCampaigns, couponCodes, couponRedemptions } from "./coupon.table.ts";

export type Redemption = { codeId: number; campaignId: number; redemptionId: number };

/**
 * Redeems a coupon for an order, inside the order's transaction: the campaign's row lock
 * makes concurrent orders with codes of one campaign take turns, so neither the limit per
 * code nor the limit per customer can be overrun; the used count only rises by a
 * conditional update. Redeeming again for the same order answers the first redemption.
 * Throws couponInvalid (used up or unknown), couponExpired or couponNotActivated.
 */
export async function redeemCoupon(
  tx: Database,
  input: {
    code: string;
    orderId: number;
    customerId: number | null;
    email: string;
    discountCents?: number;
    now?: Date;
  },
): Promise<Redemption> {
  const now = input.now ?? new Date();
  const found = await findCoupon(tx, input.code);
  if (!found) throw new AppError("conflict", "couponInvalid");
  const [campaign] = await tx
    .select()
    .from(couponCampaigns)
    .where(eq(couponCampaigns.id, found.campaign.id))
    .for("update");
  if (!campaign) throw new AppError("conflict", "couponInvalid");
  const [earlier] = await tx
    .select({ id: couponRedemptions.id })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.codeId, found.codeId), eq(couponRedemptions.orderId, input.orderId)));
  if (earlier) return { codeId: found.codeId, campaignId: campaign.id, redemptionId: earlier.id };
  if (!campaign.active) throw new AppError("conflict", "couponNotActivated");
  if (campaign.validFrom !== null && campaign.validFrom > now) throw new AppError("conflict", "couponInvalid");
  if (campaign.validUntil !== null && campaign.validUntil <= now) throw new AppError("conflict", "couponExpired");
  const email = input.email.trim().toLowerCase();
  if (campaign.usageLimitPerCustomer !== null) {
    const used = await countRedemptions(tx, campaign.id, { customerId: input.customerId, email });
    if (used >= campaign.usageLimitPerCustomer) throw new AppError("conflict", "couponInvalid");
  }
  const limit = campaign.usageLimitPerCode;
  const raised = await tx
    .update(couponCodes)
    .set({ usedCount: sql`${couponCodes.usedCount} + 1` })
    .where(
      limit === null
        ? eq(couponCodes.id, found.codeId)
        : and(eq(couponCodes.id, found.codeId), lt(couponCodes.usedCount, limit)),
    )
    .returning({ id: couponCodes.id });
  if (raised.length === 0) throw new AppError("conflict", "couponInvalid");
  const [row] = await tx
    .insert(couponRedemptions)
    .values({
      codeId: found.codeId,
      campaignId: campaign.id,
      orderId: input.orderId,
      customerId: input.customerId,
      email,
      discountCents: input.discountCents ?? 0,
    })
    .returning({ id: couponRedemptions.id });
  if (!row) throw new Error("coupon redemption was not written");
  return { codeId: found.codeId, campaignId: campaign.id, redemptionId: row.id };
}
