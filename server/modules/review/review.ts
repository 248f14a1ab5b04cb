import { and, desc, eq, inArray, max, or, sql, type SQL } from "drizzle-orm";
import { ratingSummary, type RatingSummary } from "#common/rating.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { reviewReplies, reviews } from "./review.table.ts";

export type ReviewReply = {
  id: number;
  authorName: string;
  text: string;
  isVisible: boolean;
  isOwn: boolean;
  createdAt: string;
};

export type Review = {
  id: number;
  title: string;
  text: string;
  rating: number;
  authorName: string;
  verifiedPurchase: boolean;
  isVisible: boolean;
  isOwn: boolean;
  createdAt: string;
  replies: ReviewReply[];
};

/** Visible ones, plus the viewer's own (also while under review). */
function shownTo(visible: SQL, customerColumn: AnyPgColumn, viewer: number | null) {
  return viewer ? or(visible, eq(customerColumn, viewer)) : visible;
}

export async function itemRatingSummaries(db: Database, itemIds: number[]): Promise<Map<number, RatingSummary>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ itemId: reviews.itemId, rating: reviews.rating, n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(inArray(reviews.itemId, itemIds), eq(reviews.visible, true)))
    .groupBy(reviews.itemId, reviews.rating);
  const counts = new Map<number, Partial<Record<1 | 2 | 3 | 4 | 5, number>>>();
  for (const row of rows) {
    const byStar = counts.get(row.itemId) ?? {};
    byStar[row.rating as 1] = row.n;
    counts.set(row.itemId, byStar);
  }
  return new Map(itemIds.map((id) => [id, ratingSummary(counts.get(id) ?? {})]));
}

/** When each item's visible reviews last changed (items without any are missing). */
export async function latestReviewChanges(db: Database, itemIds: number[]): Promise<Map<number, Date>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ itemId: reviews.itemId, changed: max(reviews.updatedAt) })
    .from(reviews)
    .where(and(inArray(reviews.itemId, itemIds), eq(reviews.visible, true)))
    .groupBy(reviews.itemId);
  return new Map(rows.flatMap((row) => (row.changed ? [[row.itemId, new Date(row.changed)]] : [])));
}

export async function listItemReviews(
  db: Database,
  itemId: number,
  options: { page: number; perPage: number; viewerId: number | null },
): Promise<{ reviews: Review[]; total: number }> {
  const where = and(
    eq(reviews.itemId, itemId),
    shownTo(eq(reviews.visible, true), reviews.customerId, options.viewerId),
  );
  const [countRow] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(where);
  const rows = await db
    .select()
    .from(reviews)
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(options.perPage)
    .offset((options.page - 1) * options.perPage);
  const replyRows =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(reviewReplies)
          .where(
            and(
              inArray(
                reviewReplies.reviewId,
                rows.map((row) => row.id),
              ),
              shownTo(eq(reviewReplies.visible, true), reviewReplies.customerId, options.viewerId),
            ),
          )
          .orderBy(reviewReplies.createdAt, reviewReplies.id);
  return {
    total: countRow?.n ?? 0,
    reviews: rows.map((row) => ({
      id: row.id,
      title: row.title,
      text: row.text,
      rating: row.rating,
      authorName: row.authorName,
      verifiedPurchase: row.verifiedPurchase,
      isVisible: row.visible,
      isOwn: options.viewerId !== null && row.customerId === options.viewerId,
      createdAt: row.createdAt.toISOString(),
      replies: replyRows
        .filter((reply) => reply.reviewId === row.id)
        .map((reply) => ({
          id: reply.id,
          authorName: reply.authorName,
          text: reply.text,
          isVisible: reply.visible,
          isOwn: options.viewerId !== null && reply.customerId === options.viewerId,
          createdAt: reply.createdAt.toISOString(),
        })),
    })),
  };
}

type ReviewContent = { title: string; text: string; rating: number };

export async function createReview(
  db: Database,
  input: ReviewContent & { itemId: number; customerId: number; authorName: string; visible: boolean },
): Promise<number> {
  const rows = await db
    .insert(reviews)
    .values(input)
    .onConflictDoNothing({
      target: [reviews.itemId, reviews.customerId],
      where: sql`${reviews.customerId} is not null`,
    })
    .returning({ id: reviews.id });
  if (!rows[0]) throw new AppError("conflict", "reviewAlreadyExists");
  return rows[0].id;
}

/** Only the author changes their review; an edit goes back to moderation when that is on. */
export async function updateReview(
  db: Database,
  input: ReviewContent & { reviewId: number; customerId: number; visible: boolean },
): Promise<void> {
  const rows = await db
    .update(reviews)
    .set({ title: input.title, text: input.text, rating: input.rating, visible: input.visible, updatedAt: new Date() })
    .where(and(eq(reviews.id, input.reviewId), eq(reviews.customerId, input.customerId)))
    .returning({ id: reviews.id });
  if (!rows[0]) throw new AppError("not_found", "reviewNotFound");
}

export async function deleteReview(db: Database, reviewId: number, customerId: number): Promise<void> {
  const rows = await db
    .delete(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.customerId, customerId)))
    .returning({ id: reviews.id });
  if (!rows[0]) throw new AppError("not_found", "reviewNotFound");
}

/** Replies go to reviews the replier can see. */
export async function createReply(
  db: Database,
  input: { reviewId: number; customerId: number; authorName: string; text: string; visible: boolean },
): Promise<number> {
  const target = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(
      and(eq(reviews.id, input.reviewId), shownTo(eq(reviews.visible, true), reviews.customerId, input.customerId)),
    )
    .limit(1);
  if (!target[0]) throw new AppError("not_found", "reviewNotFound");
  const rows = await db.insert(reviewReplies).values(input).returning({ id: reviewReplies.id });
  return rows[0]?.id ?? 0;
}

export async function updateReply(
  db: Database,
  input: { replyId: number; customerId: number; text: string; visible: boolean },
): Promise<void> {
  const rows = await db
    .update(reviewReplies)
    .set({ text: input.text, visible: input.visible, updatedAt: new Date() })
    .where(and(eq(reviewReplies.id, input.replyId), eq(reviewReplies.customerId, input.customerId)))
    .returning({ id: reviewReplies.id });
  if (!rows[0]) throw new AppError("not_found", "reviewNotFound");
}

export async function deleteReply(db: Database, replyId: number, customerId: number): Promise<void> {
  const rows = await db
    .delete(reviewReplies)
    .where(and(eq(reviewReplies.id, replyId), eq(reviewReplies.customerId, customerId)))
    .returning({ id: reviewReplies.id });
  if (!rows[0]) throw new AppError("not_found", "reviewNotFound");
}
