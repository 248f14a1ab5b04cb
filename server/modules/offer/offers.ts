import { and, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { OfferStatus } from "#common/schemas/offers.ts";
import type { Database } from "../../db/client.ts";
import { variations } from "../catalog/index.ts";
import { shopDay } from "../tax/index.ts";
import { offers, type NewOfferRow, type OfferRow } from "./offer.table.ts";

/** "AN-2026-42": Angebot, the year it was drafted, its id. */
export function formatOfferNumber(id: number, createdAt: Date): string {
  return `AN-${createdAt.getUTCFullYear()}-${id}`;
}

/** Inserts a draft and gives it its number (the id is known only after the insert). */
export async function insertOffer(tx: Database, row: Omit<NewOfferRow, "offerNumber">): Promise<OfferRow> {
  const [inserted] = await tx
    .insert(offers)
    .values({ ...row, offerNumber: "" })
    .returning({ id: offers.id });
  if (!inserted) throw new Error("offer was not inserted");
  const [numbered] = await tx
    .update(offers)
    .set({ offerNumber: formatOfferNumber(inserted.id, row.createdAt ?? new Date()) })
    .where(eq(offers.id, inserted.id))
    .returning();
  if (!numbered) throw new Error("offer was not numbered");
  return numbered;
}

export async function findOffer(db: Database, offerId: number): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(offers).where(eq(offers.id, offerId));
  return row;
}

/** The offer, locked until the transaction ends: sending, accepting, declining and withdrawing queue up here. */
export async function lockOffer(tx: Database, offerId: number): Promise<OfferRow | undefined> {
  const [row] = await tx.select().from(offers).where(eq(offers.id, offerId)).for("update");
  return row;
}

export async function updateOffer(
  tx: Database,
  offerId: number,
  patch: Partial<Omit<NewOfferRow, "id">>,
): Promise<OfferRow> {
  const [row] = await tx
    .update(offers)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(offers.id, offerId))
    .returning();
  if (!row) throw new Error("offer was not updated");
  return row;
}

/** The first time its recipient opens it (the back office shows it); later openings change nothing. */
export async function markOfferOpened(db: Database, offerId: number, now: Date): Promise<void> {
  await db
    .update(offers)
    .set({ openedAt: now })
    .where(and(eq(offers.id, offerId), sql`${offers.openedAt} is null`));
}

/** An open offer past its valid-until day (in the shop's time zone) can no longer be accepted. */
export function offerExpired(offer: Pick<OfferRow, "status" | "validUntil">, now: Date): boolean {
  return offer.status === "open" && shopDay(now) > offer.validUntil;
}

/** The back office's list: by status, newest first. */
export async function listOffers(
  db: Database,
  filter: { status?: OfferStatus | undefined },
  page: { offset: number; limit: number },
): Promise<{ rows: OfferRow[]; total: number }> {
  const where = filter.status ? eq(offers.status, filter.status) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(offers)
      .where(where)
      .orderBy(desc(offers.createdAt), desc(offers.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(offers).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function countOffersByStatus(db: Database): Promise<Map<OfferStatus, number>> {
  const rows = await db.select({ status: offers.status, total: count() }).from(offers).groupBy(offers.status);
  return new Map(rows.map((row) => [row.status, row.total]));
}

/** Variation ids by their numbers (the back office's offer form names variations by number). */
export async function variationIdsByNumber(db: Database, numbers: readonly string[]): Promise<Map<string, number>> {
  if (numbers.length === 0) return new Map();
  const rows = await db
    .select({ id: variations.id, number: variations.number })
    .from(variations)
    .where(inArray(variations.number, [...new Set(numbers)]));
  return new Map(rows.map((row) => [row.number, row.id]));
}

/** The customer's offers, oldest first (their data export). */
export async function listCustomerOffers(db: Database, customerId: number): Promise<OfferRow[]> {
  return db.select().from(offers).where(eq(offers.customerId, customerId)).orderBy(offers.createdAt, offers.id);
}

/**
 * GDPR art. 17 for a customer who deletes their account: offers that never became a contract
 * go; an accepted one (its order keeps what tax law requires) loses the email and the phone
 * number and email of its address, like the order. Runs before the customer's row goes.
 */
export async function eraseCustomerOffers(tx: Database, customerId: number): Promise<void> {
  await tx.delete(offers).where(and(eq(offers.customerId, customerId), ne(offers.status, "accepted")));
  await tx
    .update(offers)
    .set({ email: "", address: sql`${offers.address} || '{"phoneNumber": "", "email": ""}'::jsonb` })
    .where(eq(offers.customerId, customerId));
}

/** The offer an order was placed from, if any (the back office links them). */
export async function findOfferOfOrder(db: Database, orderId: number): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(offers).where(eq(offers.orderId, orderId));
  return row;
}
