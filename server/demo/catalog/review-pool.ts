import type { ReviewTopic } from "./types.ts";

export type Sentiment = "positive" | "mixed" | "negative";

type BySentiment = Record<Sentiment, readonly string[]>;

/** Sentences a review is put together from, in one language. */
export type ReviewPool = {
  authors: readonly string[];
  titles: BySentiment;
  topics: Record<ReviewTopic, BySentiment>;
  service: BySentiment;
  closers: BySentiment;
  replies: BySentiment;
};

export function sentimentOf(rating: number): Sentiment {
  return rating >= 4 ? "positive" : rating === 3 ? "mixed" : "negative";
}
