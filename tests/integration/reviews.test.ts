import { expect, it } from "vitest";
import { variationPrices } from "#server/modules/catalog/item.table.ts";
import { describeDatabases } from "./harness.ts";
import { addMiniCatalog } from "./mini-catalog.ts";
import type { ShopClient } from "./shop-client.ts";

async function customer(client: ShopClient, email: string, firstName = "Anna", lastName = "Meyer") {
  const answer = await client.call("doRegisterUser", {
    email,
    password: "secret123",
    repeatPassword: "secret123",
    firstName,
    lastName,
  });
  expect(answer.status).toBe(200);
  return client;
}

const review = { itemId: 9001, rating: 4, title: "Schön", text: "Gute Verarbeitung, schnelle Lieferung." };

describeDatabases("reviews", (shop) => {
  it("lets a customer write, see under review, edit and delete a review", async () => {
    await addMiniCatalog(shop().db);
    const author = await customer(shop().client({ locale: "en" }), "anna@example.com");
    const created = await author.call("doCreateReview", review);
    expect(created.status).toBe(200);
    expect(created.body.data?.isVisible).toBe(false);

    const own = await author.call("getReviews", { itemId: 9001 }, { method: "GET" });
    expect(own.body.data?.reviews).toHaveLength(1);
    expect(own.body.data?.reviews[0]).toMatchObject({ authorName: "Anna M.", isOwn: true, isVisible: false });
    // Under review: not counted and not shown to others.
    expect(own.body.data?.summary?.ratingsCountTotal).toBe(0);
    const other = await shop().client().call("getReviews", { itemId: 9001 }, { method: "GET" });
    expect(other.body.data?.reviews).toEqual([]);

    const id = created.body.data?.id ?? 0;
    const updated = await author.call("doUpdateReview", { reviewId: id, rating: 5, title: "Sehr schön", text: "Top." });
    expect(updated.status).toBe(200);
    const again = await author.call("getReviews", { itemId: 9001 }, { method: "GET" });
    expect(again.body.data?.reviews[0]).toMatchObject({ rating: 5, title: "Sehr schön", text: "Top." });

    const duplicate = await author.call("doCreateReview", review);
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error?.key).toBe("reviewAlreadyExists");

    expect((await author.call("doDeleteReview", { reviewId: id })).status).toBe(200);
    const gone = await author.call("getReviews", { itemId: 9001 }, { method: "GET" });
    expect(gone.body.data?.reviews).toEqual([]);
  });

  it("validates rating, title and text with the spec's messages", async () => {
    await addMiniCatalog(shop().db);
    const author = await customer(shop().client({ locale: "en" }), "val@example.com");
    const answer = await author.callRaw("doCreateReview", {
      itemId: 9001,
      rating: 0,
      title: " ",
      text: "x".repeat(501),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.fields).toEqual({
      rating: "This is a mandatory field.",
      title: "This is a mandatory field.",
      text: "Enter a maximum of 500 characters.",
    });
    const unknownItem = await author.call("doCreateReview", { ...review, itemId: 123456 });
    expect(unknownItem.body.error?.key).toBe("itemNotFound");
  });

  it("asks visitors who are not logged in to log in, and keeps others' reviews safe", async () => {
    await addMiniCatalog(shop().db);
    const visitor = shop().client();
    const anonymous = await visitor.call("doCreateReview", review);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error?.key).toBe("unauthorized");

    const author = await customer(shop().client(), "owner@example.com");
    const id = (await author.call("doCreateReview", review)).body.data?.id ?? 0;
    const intruder = await customer(shop().client(), "intruder@example.com", "Ida", "");
    expect((await intruder.call("doDeleteReview", { reviewId: id })).body.error?.key).toBe("reviewNotFound");
    const { itemId: _itemId, ...content } = review;
    expect((await intruder.call("doUpdateReview", { ...content, reviewId: id })).status).toBe(404);
    // A review under review is not there to reply to either.
    expect((await intruder.call("doCreateReviewReply", { reviewId: id, text: "Hm" })).status).toBe(404);
  });

  it("shows visible reviews with replies, counts per star and paginates by 10", async () => {
    await addMiniCatalog(shop().db);
    const { db } = shop();
    const { reviews } = await import("#server/modules/review/review.table.ts");
    await db.insert(reviews).values(
      Array.from({ length: 12 }, (_, index) => ({
        itemId: 9001,
        title: `Review ${index}`,
        text: "Text",
        rating: index < 9 ? 5 : 2,
        visible: true,
        createdAt: new Date(Date.UTC(2026, 0, index + 1)),
      })),
    );
    const replier = await customer(shop().client(), "reply@example.com", "Rolf", "Berg");
    const first = await replier.call("getReviews", { itemId: 9001 }, { method: "GET" });
    expect(first.body.data?.summary).toMatchObject({
      ratingsCountTotal: 12,
      ratingsCountOf5: 9,
      ratingsCountOf2: 3,
      averageValue: 4.3,
    });
    expect(first.body.data?.reviews).toHaveLength(10);
    expect(first.body.data?.reviews[0]?.title).toBe("Review 11");
    expect(first.body.data?.pagination).toEqual({ page: 1, itemsPerPage: 10, totalItems: 12, totalPages: 2 });

    const target = first.body.data?.reviews[0]?.id ?? 0;
    const reply = await replier.call("doCreateReviewReply", { reviewId: target, text: "Danke!" });
    expect(reply.status).toBe(200);
    const replyId = reply.body.data?.id ?? 0;
    expect((await replier.call("doUpdateReviewReply", { replyId, text: "Danke sehr!" })).status).toBe(200);
    const withReply = await replier.call("getReviews", { itemId: 9001 }, { method: "GET" });
    expect(withReply.body.data?.reviews[0]?.replies).toMatchObject([
      { text: "Danke sehr!", authorName: "Rolf B.", isOwn: true },
    ]);
    expect((await replier.call("doDeleteReviewReply", { replyId })).status).toBe(200);

    const second = await replier.call("getReviews", { itemId: 9001, page: 2 }, { method: "GET" });
    expect(second.body.data?.reviews.map((r) => r.title)).toEqual(["Review 1", "Review 0"]);
  });
});

describeDatabases("reviews and the product lists' read cache", (shop) => {
  it("a visible review changes the cached list's rating at once, and its deletion too", async () => {
    await addMiniCatalog(shop().db);
    await shop().db.insert(variationPrices).values({ variationId: 9101, kind: "default", amountCents: 1000 });
    shop().runtime.services.config.REVIEWS_VISIBLE_IMMEDIATELY = true;
    const rating = async () => {
      const list = await shop().caller().getFacet({ categoryId: 13 });
      return list.products.find((product) => product.itemId === 9001)?.rating;
    };
    expect(await rating()).toEqual({ average: 0, count: 0 });
    const author = await customer(shop().client(), "cache@example.com");
    const created = await author.call("doCreateReview", review);
    expect(created.body.data?.isVisible).toBe(true);
    expect(await rating()).toEqual({ average: 4, count: 1 });
    await author.call("doDeleteReview", { reviewId: created.body.data?.id ?? 0 });
    expect(await rating()).toEqual({ average: 0, count: 0 });
  });
});
