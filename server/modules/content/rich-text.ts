import sanitizeHtml from "sanitize-html";
import { isSafeLink } from "#common/blocks/block-fields.ts";
import type { Block } from "#common/blocks/block-schema.ts";
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

/** The allow-listed form of one rich text; idempotent. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The block's rich text fields (htmlDescription, wherever the block type keeps it) sanitised. */
function sanitizeBlock(block: Block): Block {
  if (block.type === "structure") {
    return { ...block, content: block.content.map(sanitizeBlock) } as Block;
  }
  const content = block.content as Record<string, unknown>;
  const text = content.text as { htmlDescription?: string } | undefined;
  if (text?.htmlDescription === undefined) return block;
  return {
    ...block,
    content: { ...content, text: { ...text, htmlDescription: sanitizeRichText(text.htmlDescription) } },
  } as Block;
}

/** Every rich text of a document sanitised: on save and again on render (docs/blocks.md). */
export function sanitizeDocument(document: PageDocument): PageDocument {
  return { ...document, blocks: document.blocks.map(sanitizeBlock) };
}
