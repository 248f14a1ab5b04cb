import { itemTag, SHOP_TAG } from "#common/page-cache-tags.ts";
import {
  createReplyInput,
  createReviewInput,
  deleteReplyInput,
  deleteReviewInput,
  getReviewsInput,
  updateReplyInput,
  updateReviewInput,
} from "#common/schemas/review.ts";
import { isActiveItem, invalidateCatalogReads } from "../modules/catalog/index.ts";
import { findCustomerById } from "../modules/customer/index.ts";
import {
  createReply,
  createReview,
  deleteReply,
  deleteReview,
  itemRatingSummaries,
  listItemReviews,
  updateReply,
  updateReview,
} from "../modules/review/index.ts";
import type { RequestContext } from "../rpc/context.ts";
import { AppError } from "../errors.ts";
import { defineOperation } from "../rpc/operation.ts";
import { enforceRateLimit } from "../rpc/rate-limit.ts";

const WRITE_LIMIT_PER_HOUR = 30;

function customerId(ctx: RequestContext): number {
  return ctx.session.data.userId as number;
}

/** "Anna M.": first name and initial; reviews never show a full name or an email. */
async function authorName(ctx: RequestContext): Promise<string> {
  const customer = await findCustomerById(ctx.services.db, customerId(ctx));
  if (!customer?.firstName) return "";
  return customer.lastName ? `${customer.firstName} ${customer.lastName.charAt(0)}.` : customer.firstName;
}

function limitWrites(ctx: RequestContext): Promise<void> {
  return enforceRateLimit(ctx, `review:${customerId(ctx)}`, WRITE_LIMIT_PER_HOUR, 3_600_000);
}

export const getReviews = defineOperation({
  name: "getReviews",
  kind: "query",
  access: "anonymous",
  input: getReviewsInput,
  handler: async (input, ctx) => {
    const { db } = ctx.services;
    if (!(await isActiveItem(db, input.itemId))) throw new AppError("not_found", "itemNotFound");
    const viewerId = ctx.session.state === "authorized" ? (ctx.session.data.userId ?? null) : null;
    const [summaries, list] = await Promise.all([
      itemRatingSummaries(db, [input.itemId]),
      listItemReviews(db, input.itemId, { page: input.page, perPage: input.itemsPerPage, viewerId }),
    ]);
    return {
      summary: summaries.get(input.itemId),
      reviews: list.reviews,
      pagination: {
        page: input.page,
        itemsPerPage: input.itemsPerPage,
        totalItems: list.total,
        totalPages: Math.max(1, Math.ceil(list.total / input.itemsPerPage)),
      },
    };
  },
});

/**
 * Every write of review content: rate limited, and visible at once or under review by the
 * shop setting. `write` gets the visibility and the author's identity and returns the id.
 */
async function moderatedWrite(
  ctx: RequestContext,
  pageTags: string[],
  write: (author: { visible: boolean; customerId: number }) => Promise<number>,
): Promise<{ id: number; isVisible: boolean }> {
  await limitWrites(ctx);
  const visible = ctx.services.config.REVIEWS_VISIBLE_IMMEDIATELY;
  const id = await write({ visible, customerId: customerId(ctx) });
  // Product lists show the ratings: their cached rows are stale now, and so are the shared
  // pages that show them, when the review is shown at once (docs/page-cache.md).
  invalidateCatalogReads(ctx.services.db);
  if (visible) await ctx.services.pageCache.invalidate(pageTags);
  return { id, isVisible: visible };
}

export const doCreateReview = defineOperation({
  name: "doCreateReview",
  kind: "mutation",
  access: "customer",
  input: createReviewInput,
  handler: async (input, ctx) => {
    if (!(await isActiveItem(ctx.services.db, input.itemId))) throw new AppError("not_found", "itemNotFound");
    const name = await authorName(ctx);
    return moderatedWrite(ctx, [itemTag(input.itemId)], (author) =>
      createReview(ctx.services.db, { ...input, ...author, authorName: name }),
    );
  },
});

export const doUpdateReview = defineOperation({
  name: "doUpdateReview",
  kind: "mutation",
  access: "customer",
  input: updateReviewInput,
  handler: (input, ctx) =>
    moderatedWrite(ctx, [SHOP_TAG], async (author) => {
      await updateReview(ctx.services.db, { ...input, ...author });
      return input.reviewId;
    }),
});

export const doDeleteReview = defineOperation({
  name: "doDeleteReview",
  kind: "mutation",
  access: "customer",
  input: deleteReviewInput,
  handler: async (input, ctx) => {
    await deleteReview(ctx.services.db, input.reviewId, customerId(ctx));
    invalidateCatalogReads(ctx.services.db);
    await ctx.services.pageCache.invalidate([SHOP_TAG]);
    return true;
  },
});

export const doCreateReviewReply = defineOperation({
  name: "doCreateReviewReply",
  kind: "mutation",
  access: "customer",
  input: createReplyInput,
  handler: async (input, ctx) => {
    const name = await authorName(ctx);
    return moderatedWrite(ctx, [SHOP_TAG], (author) =>
      createReply(ctx.services.db, { ...input, ...author, authorName: name }),
    );
  },
});

export const doUpdateReviewReply = defineOperation({
  name: "doUpdateReviewReply",
  kind: "mutation",
  access: "customer",
  input: updateReplyInput,
  handler: (input, ctx) =>
    moderatedWrite(ctx, [SHOP_TAG], async (author) => {
      await updateReply(ctx.services.db, { ...input, ...author });
      return input.replyId;
    }),
});

export const doDeleteReviewReply = defineOperation({
  name: "doDeleteReviewReply",
  kind: "mutation",
  access: "customer",
  input: deleteReplyInput,
  handler: async (input, ctx) => {
    await deleteReply(ctx.services.db, input.replyId, customerId(ctx));
    return true;
  },
});
