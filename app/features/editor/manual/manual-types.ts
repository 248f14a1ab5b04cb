/** One chapter of the editor manual: an anchor id, a heading, paragraphs and an optional list. */
export type ManualSection = { id: string; title: string; paragraphs: string[]; list?: string[] };

export type Manual = { intro: string; sections: ManualSection[] };

/** The chapter anchors, the same in every language (links from the editor may point at them). */
export const MANUAL_ANCHORS = ["toolbar", "blocks", "pages", "settings", "design", "saving", "history"] as const;
