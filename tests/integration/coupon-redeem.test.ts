import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { redeemCoupon } from "#server/modules/coupon/coupon-redeem.ts";
import { couponCampaigns, couponCodes, couponRedemptions } from "#server/modules/coupon/coupon.table.ts";
import { AppError } from "#server/errors.ts";
import type { Database } from "#server/db/client.ts";
import { describeDatabases } from "./harness.ts";

async function campaignWithCode(db: Database, code: string, limits: Partial<typeof couponCampaigns.$inferInsert>) {
  const [campaign] = await db
    .insert(couponCampaigns)
    .values({ name: code, discountType: "percent", percentBp: 1000, ...limits })
    .returning();
  if (!campaign) throw new Error("campaign not written");
  const [row] = await db.insert(couponCodes).values({ campaignId: campaign.id, code }).returning();
  if (!row) throw new Error("code not written");
  return row;
}

/** Runs redemptions at once, each in its own transaction as the order step would; answers the outcomes. */
async function redeemAtOnce(db: Database, inputs: Parameters<typeof redeemCoupon>[1][]) {
  return Promise.allSettled(inputs.map((input) => db.transaction((tx) => redeemCoupon(tx, input))));
}

const keyOf = (result: PromiseSettledResult<unknown>) =>
  result.status === "rejected" && result.reason instanceof AppError ? result.reason.key : result.status;

describeDatabases("coupon redemption", (shop) => {
  it("never redeems a code more often than its limit, however many orders race", async () => {
    const code = await campaignWithCode(shop().db, "DREIMAL", { usageLimitPerCode: 3 });
    const results = await redeemAtOnce(
      shop().db,
      Array.from({ length: 12 }, (_, index) => ({
        code: "dreimal",
        orderId: 1000 + index,
        customerId: null,
        email: `buyer${index}@example.com`,
      })),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(3);
    expect(results.filter((result) => keyOf(result) === "couponInvalid")).toHaveLength(9);
    const [stored] = await shop().db.select().from(couponCodes).where(eq(couponCodes.id, code.id));
    expect(stored?.usedCount).toBe(3);
    expect(await shop().db.select().from(couponRedemptions).where(eq(couponRedemptions.codeId, code.id))).toHaveLength(
      3,
    );
  });

  it("keeps the limit per customer across parallel orders of one buyer (by email, any case)", async () => {
    await campaignWithCode(shop().db, "EINMALPROKUNDE", { usageLimitPerCustomer: 1 });
    const results = await redeemAtOnce(
      shop().db,
      ["Anna@Example.com", "anna@example.com", " ANNA@example.com", "anna@example.com"].map((email, index) => ({
        code: "EINMALPROKUNDE",
        orderId: 2000 + index,
        customerId: null,
        email,
      })),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const other = await redeemAtOnce(shop().db, [
      { code: "EINMALPROKUNDE", orderId: 2100, customerId: null, email: "ben@example.com" },
    ]);
    expect(other[0]?.status).toBe("fulfilled");
  });

  it("answers the same redemption when one order redeems again (retries)", async () => {
    const code = await campaignWithCode(shop().db, "RETRY", { usageLimitPerCode: 1 });
    const input = { code: "RETRY", orderId: 3000, customerId: null, email: "a@example.com" };
    const first = await shop().db.transaction((tx) => redeemCoupon(tx, input));
    const second = await shop().db.transaction((tx) => redeemCoupon(tx, input));
    expect(second).toEqual(first);
    const [stored] = await shop().db.select().from(couponCodes).where(eq(couponCodes.id, code.id));
    expect(stored?.usedCount).toBe(1);
  });

  it("refuses unknown, expired and switched-off coupons, and rolls back with the order", async () => {
    await campaignWithCode(shop().db, "ALT", { validUntil: new Date("2020-01-01T00:00:00Z") });
    await campaignWithCode(shop().db, "AUS", { active: false });
    const attempt = (code: string) =>
      redeemAtOnce(shop().db, [{ code, orderId: 4000, customerId: null, email: "a@example.com" }]);
    expect((await attempt("GIBTSNICHT")).map(keyOf)).toEqual(["couponInvalid"]);
    expect((await attempt("alt")).map(keyOf)).toEqual(["couponExpired"]);
    expect((await attempt("AUS")).map(keyOf)).toEqual(["couponNotActivated"]);

    const code = await campaignWithCode(shop().db, "ROLLBACK", { usageLimitPerCode: 1 });
    await expect(
      shop().db.transaction(async (tx) => {
        await redeemCoupon(tx, { code: "ROLLBACK", orderId: 5000, customerId: null, email: "a@example.com" });
        throw new Error("order failed after the coupon");
      }),
    ).rejects.toThrow("order failed");
    const [stored] = await shop().db.select().from(couponCodes).where(eq(couponCodes.id, code.id));
    expect(stored?.usedCount).toBe(0);
  });
});
