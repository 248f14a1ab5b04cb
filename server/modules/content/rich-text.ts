import sanitizeHtml from "sanitize-html";
import { isSafeLink } from "#common/blocks/block-fields.ts";
import { mapRichTexts } from "#common/blocks/rich-texts.ts";
import type { PageDocument } from "#common/blocks/page-document.ts";

/**
 * What the TipTap editor of the block settings produces (StarterKit headings 2-4,
 * Underline, Link), and nothing else. Everything outside the list is removed; the text
 * inside a removed tag stays, except for script, style and the like, whose content goes too.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "h2", "h3", "h4", "strong", "em", "u", "s", "a", "ul", "ol", "li", "br", "blockquote"],
  allowedAttributes: { a: ["href", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  allowedStyles: {},
  // Text of these goes with the tag; sanitize-html's default list plus the other raw-text elements.
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "title",
    "xmp",
    "iframe",
    "noembed",
    "noframes",
    "template",
    "svg",
    "math",
  ],
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const attributes: Record<string, string> = isSafeLink(href) && href !== "" ? { href } : {};
      if (attribs.target === "_blank") {
        attributes.target = "_blank";
        // A page opened in a new tab must not reach back through window.opener.
        attributes.rel = "noopener noreferrer";
      }
      return { tagName, attribs: attributes };
    },
  },
};

/** Passes after the first until the markup stops changing; more would mean a parser loop. */
const MAX_EXTRA_PASSES = 4;

/**
 * The allow-listed form of one rich text; idempotent. One pass can leave markup that a
 * second parse reads differently (a <p> nested in a <p> once the tags between them were
 * dropped: parsed again, the inner one closes the outer), so it is sanitised again until
 * nothing changes (the fuzz test in rich-text.test.ts found such inputs).
 */
export function sanitizeRichText(html: string): string {
  let current = sanitizeHtml(html, OPTIONS);
  for (let pass = 0; pass < MAX_EXTRA_PASSES; pass++) {
    const next = sanitizeHtml(current, OPTIONS);
    if (next === current) return current;
    current = next;
  }
  return current;
}

/** Every rich text of a document sanitised: on save and again on render (docs/blocks.md). */
export function sanitizeDocument(document: PageDocument): PageDocument {
  return { ...document, blocks: mapRichTexts(document.blocks, sanitizeRichText) };
}
