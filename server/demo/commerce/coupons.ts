import { sql } from "drizzle-orm";
import { couponCampaigns, couponCodes } from "../../modules/coupon/index.ts";
import type { Database } from "../../db/client.ts";

type SeedCoupon = { code: string } & Omit<typeof couponCampaigns.$inferInsert, "id" | "createdAt">;

/** The demo shop's coupons (docs/coupons.md lists them). */
export const DEMO_COUPONS: SeedCoupon[] = [
  {
    code: "WILLKOMMEN10",
    name: "Willkommen: 10 % für Neukunden",
    discountType: "percent",
    percentBp: 1000,
    customerScope: "new",
    usageLimitPerCustomer: 1,
  },
  { code: "VERSANDFREI", name: "Versandkostenfrei", discountType: "fixed", valueCents: 0, freeShipping: true },
  { code: "5EURO", name: "5 € ab 50 €", discountType: "fixed", valueCents: 500, minOrderValueCents: 5000 },
  {
    code: "TREUE15",
    name: "Treue: 15 % für Stammkunden, nicht auf Sonderangebote",
    discountType: "percent",
    percentBp: 1500,
    customerScope: "existing",
    excludeSpecialOffers: true,
  },
  {
    code: "HAENDLER20",
    name: "Händler: 20 % für Wiederverkäufer",
    discountType: "percent",
    percentBp: 2000,
    // Customer class 2 "Händler" / "Reseller" (migration customer_class).
    customerClassIds: [2],
  },
  {
    code: "SOMMER2025",
    name: "Sommer 2025 (abgelaufen)",
    discountType: "percent",
    percentBp: 2000,
    validFrom: new Date("2025-06-01T00:00:00+02:00"),
    validUntil: new Date("2025-09-01T00:00:00+02:00"),
  },
];

/**
 * Adds the demo coupons whose code does not exist yet (any case): idempotent, and a code an
 * operator changed or deleted campaigns around is left alone.
 */
export async function seedCoupons(db: Database): Promise<void> {
  for (const { code, ...campaign } of DEMO_COUPONS) {
    const [existing] = await db
      .select({ id: couponCodes.id })
      .from(couponCodes)
      .where(sql`lower(${couponCodes.code}) = lower(${code})`);
    if (existing) continue;
    const [row] = await db.insert(couponCampaigns).values(campaign).returning({ id: couponCampaigns.id });
    if (!row) throw new Error(`demo coupon campaign ${code} was not written`);
    await db.insert(couponCodes).values({ campaignId: row.id, code });
  }
}
