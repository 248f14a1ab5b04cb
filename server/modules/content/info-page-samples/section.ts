/** One main section of an info page's sample text: its heading and its rich text. */
export type Section = { title: string; html: string };

/** A section from its heading and its rich text, written in several strings. */
export const section = (title: string, ...html: string[]): Section => ({ title, html: html.join("") });
