import type { BuildContext } from "./build-context.ts";
import { DAY_MS, daysBefore } from "./catalog-rows.ts";
import type { ProductDraft } from "./drafts.ts";
import type { Rng } from "./prng.ts";
import { sentimentOf, type ReviewPool } from "./review-pool.ts";
import { REVIEWS_DE } from "./review-texts-de.ts";
import { REVIEWS_EN } from "./review-texts-en.ts";

export const SHOP_REPLY_AUTHOR = "Nordlicht Team";
const MAX_TEXT = 500;

function reviewCount(createdAt: Date, now: Date, bestseller: boolean, rng: Rng): number {
  if (createdAt.getTime() > daysBefore(now, 30).getTime()) return rng.int(0, 3);
  if (bestseller) return rng.int(25, 40);
  const roll = rng.next();
  if (roll < 0.15) return 0;
  if (roll < 0.6) return rng.int(1, 8);
  if (roll < 0.88) return rng.int(9, 20);
  return rng.int(21, 40);
}

/** Ratings lean positive, as they do in real shops; a few products are simply weaker. */
function rating(weak: boolean, rng: Rng): number {
  const roll = rng.next();
  const cumulative = weak ? [0.1, 0.2, 0.4, 0.7] : [0.05, 0.11, 0.22, 0.5];
  const index = cumulative.findIndex((limit) => roll < limit);
  return index === -1 ? 5 : index + 1;
}

function compose(pool: ReviewPool, draft: ProductDraft, stars: number, rng: Rng): { title: string; text: string } {
  const sentiment = sentimentOf(stars);
  const sentences = rng.sample(pool.topics[draft.reviewTopic][sentiment], rng.int(1, 2));
  if (rng.chance(0.4)) sentences.push(rng.pick(pool.service[sentiment]));
  if (rng.chance(0.5)) sentences.push(rng.pick(pool.closers[sentiment]));
  let text = sentences.join(" ");
  // The pools are short, but the database rejects anything longer, so never risk it.
  if (text.length > MAX_TEXT) text = text.slice(0, MAX_TEXT);
  return { title: rng.pick(pool.titles[sentiment]), text };
}

/** 0-40 reviews per item, mostly German, ~85 % visible, some verified, some answered by the shop. */
export function buildReviews(
  ctx: BuildContext,
  draft: ProductDraft,
  itemId: number,
  createdAt: Date,
  bestseller: boolean,
  rng: Rng,
): void {
  const { now, rows } = ctx;
  const weak = rng.chance(0.12);
  const count = reviewCount(createdAt, now, bestseller, rng);
  const span = Math.max(DAY_MS, now.getTime() - createdAt.getTime() - DAY_MS);
  for (let i = 0; i < count; i++) {
    const german = rng.chance(0.7);
    const pool = german ? REVIEWS_DE : REVIEWS_EN;
    const stars = rating(weak, rng);
    const { title, text } = compose(pool, draft, stars, rng);
    const reviewedAt = new Date(createdAt.getTime() + DAY_MS + Math.floor(rng.next() * span));
    const visible = rng.chance(0.85);
    const id = ctx.ids.review();
    rows.reviews.push({
      id,
      itemId,
      authorName: rng.pick(pool.authors),
      title,
      text,
      rating: stars,
      verifiedPurchase: rng.chance(0.15),
      visible,
      createdAt: reviewedAt,
      updatedAt: reviewedAt,
    });
    const sentiment = sentimentOf(stars);
    const replyChance = { negative: 0.5, mixed: 0.15, positive: 0.03 }[sentiment];
    if (visible && rng.chance(replyChance)) {
      const repliedAt = new Date(Math.min(now.getTime(), reviewedAt.getTime() + rng.int(1, 3) * DAY_MS));
      rows.reviewReplies.push({
        id: ctx.ids.reply(),
        reviewId: id,
        authorName: SHOP_REPLY_AUTHOR,
        text: rng.pick(pool.replies[sentiment]),
        visible: true,
        createdAt: repliedAt,
        updatedAt: repliedAt,
      });
    }
  }
}
