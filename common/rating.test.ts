import { describe, expect, it } from "vitest";
import { ratingSummary, roundRatingHalf, roundRatingTenth } from "./rating.ts";

describe("rating", () => {
  it("rounds to the nearest lower half", () => {
    expect([4.74, 4.75, 4.99, 5, 0.4, 3.5].map(roundRatingHalf)).toEqual([4.5, 4.5, 4.5, 5, 0, 3.5]);
  });

  it("rounds to tenths", () => {
    expect([4.74, 4.75, 4.96, 1].map(roundRatingTenth)).toEqual([4.7, 4.8, 5, 1]);
  });

  it("summarises counts per star", () => {
    expect(ratingSummary({ 5: 3, 4: 1, 1: 1 })).toEqual({
      ratingsCountTotal: 5,
      averageValue: 4,
      ratingsCountOf1: 1,
      ratingsCountOf2: 0,
      ratingsCountOf3: 0,
      ratingsCountOf4: 1,
      ratingsCountOf5: 3,
    });
    expect(ratingSummary({}).averageValue).toBe(0);
  });
});
