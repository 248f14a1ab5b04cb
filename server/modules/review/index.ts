/** Product reviews and replies. Public entry: other floors and modules import only this file. */
export { reviewReplies, reviews } from "./review.table.ts";
export {
  createReply,
  createReview,
  deleteReply,
  deleteReview,
  itemRatingSummaries,
  latestReviewChanges,
  listItemReviews,
  updateReply,
  updateReview,
} from "./review.ts";
export { anonymiseCustomerReviews } from "./review-erasure.ts";
