import { describe, expect, test } from "vitest";
import { queryWords, SEARCH_QUERY_MAX_WORDS, searchWords } from "./search-words.ts";

describe("searchWords", () => {
  test("lower-cases and splits on everything that is not a letter or digit", () => {
    expect(searchWords("Sofa „Kiel“, 3-Sitzer (Eiche/Walnuss)")).toEqual([
      "sofa",
      "kiel",
      "3",
      "sitzer",
      "eiche",
      "walnuss",
    ]);
  });

  test("keeps umlauts and ß as letters, composed", () => {
    expect(searchWords("Stu\u0308hle Größe")).toEqual(["stühle", "größe"]);
  });

  test("drops text-search operators and quotes: a word is only letters and digits", () => {
    expect(searchWords("lamp:* & !chair | 'x' <-> (y)")).toEqual(["lamp", "chair", "x", "y"]);
  });

  test("drops absurdly long words", () => {
    expect(searchWords(`${"a".repeat(41)} ok`)).toEqual(["ok"]);
  });
});

describe("queryWords", () => {
  test("removes repeats and keeps the typed order", () => {
    expect(queryWords("Lampe lampe Messing")).toEqual(["lampe", "messing"]);
  });

  test(`keeps at most ${SEARCH_QUERY_MAX_WORDS} words`, () => {
    expect(queryWords("a b c d e f g h")).toHaveLength(SEARCH_QUERY_MAX_WORDS);
  });

  test("an empty or punctuation-only query has no words", () => {
    expect(queryWords("  ?!  ")).toEqual([]);
  });
});
