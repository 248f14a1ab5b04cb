/**
 * Words of a text as the search sees them, for the vocabulary and for the shopper's query
 * alike: lower case, letters and digits only (so a word can never carry text-search
 * operators), composed Unicode ("ü" as one character).
 */
export const SEARCH_WORD_MAX_LENGTH = 40;
/** Words after this many in a query are ignored: nobody types more, and each costs a lookup. */
export const SEARCH_QUERY_MAX_WORDS = 6;

export function searchWords(text: string): string[] {
  const words =
    text
      .normalize("NFC")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.filter((word) => word.length <= SEARCH_WORD_MAX_LENGTH);
}

/** The distinct words of a query, in the order typed, at most SEARCH_QUERY_MAX_WORDS. */
export function queryWords(query: string): string[] {
  return [...new Set(searchWords(query))].slice(0, SEARCH_QUERY_MAX_WORDS);
}
