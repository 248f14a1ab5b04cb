import { z } from "zod";
import { messageKey } from "../i18n/message-key.ts";
import { MAX_RATING, REVIEW_TEXT_MAX, REVIEW_TITLE_MAX, REVIEWS_PER_PAGE } from "../rating.ts";

const id = z
  .number({ error: "validation.wholeNumber" })
  .int("validation.wholeNumber")
  .positive("validation.invalid")
  .max(2_147_483_647, "validation.invalid");

const requiredText = (max: number) =>
  z
    .string({ error: "validation.mandatory" })
    .trim()
    .min(1, "validation.mandatory")
    .max(max, messageKey("validation.maxLength", { max }));

export const reviewContent = {
  rating: z
    .number({ error: "validation.mandatory" })
    .int("validation.wholeNumber")
    .min(1, "validation.mandatory")
    .max(MAX_RATING, "validation.invalid"),
  title: requiredText(REVIEW_TITLE_MAX),
  text: requiredText(REVIEW_TEXT_MAX),
};

export const getReviewsInput = z.strictObject({
  itemId: id,
  page: z.number().int().min(1).max(100_000).default(1),
  itemsPerPage: z.number().int().min(1).max(50).default(REVIEWS_PER_PAGE),
});
export const createReviewInput = z.strictObject({ itemId: id, ...reviewContent });
export const updateReviewInput = z.strictObject({ reviewId: id, ...reviewContent });
export const deleteReviewInput = z.strictObject({ reviewId: id });
export const createReplyInput = z.strictObject({ reviewId: id, text: requiredText(REVIEW_TEXT_MAX) });
export const updateReplyInput = z.strictObject({ replyId: id, text: requiredText(REVIEW_TEXT_MAX) });
export const deleteReplyInput = z.strictObject({ replyId: id });
