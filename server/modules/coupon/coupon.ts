import { and, eq, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { CouponCampaign } from "./coupon-rules.ts";
import { couponCampaigns, couponCodes, couponRedemptions } from "./coupon.table.ts";

export type FoundCoupon = { codeId: number; code: string; usedCount: number; campaign: CouponCampaign };

/** Who redeems: a customer is counted by account, anyone else by email (lower-cased). */
export type CouponIdentity = { customerId: number | null; email: string | null };

/** Codes as shoppers type them: surrounding spaces ignored, case never matters. */
export function normalizeCouponCode(raw: string): string {
  return raw.trim().toUpperCase();
}

export async function findCoupon(db: Database, code: string): Promise<FoundCoupon | undefined> {
  const [row] = await db
    .select({ code: couponCodes, campaign: couponCampaigns })
    .from(couponCodes)
    .innerJoin(couponCampaigns, eq(couponCampaigns.id, couponCodes.campaignId))
    .where(sql`lower(${couponCodes.code}) = lower(${normalizeCouponCode(code)})`);
  if (!row) return undefined;
  return { codeId: row.code.id, code: row.code.code, usedCount: row.code.usedCount, campaign: row.campaign };
}

function identityCondition(who: CouponIdentity): SQL | undefined {
  const conditions = [
    who.customerId !== null ? eq(couponRedemptions.customerId, who.customerId) : undefined,
    who.email ? eq(couponRedemptions.email, who.email.trim().toLowerCase()) : undefined,
  ].filter((condition) => condition !== undefined);
  return conditions.length > 0 ? or(...conditions) : undefined;
}

/** How often this buyer redeemed codes of a campaign; an unknown buyer (no account, no email) 0. */
export async function countRedemptions(db: Database, campaignId: number, who: CouponIdentity): Promise<number> {
  const identity = identityCondition(who);
  if (!identity) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.campaignId, campaignId), identity));
  return row?.count ?? 0;
}
