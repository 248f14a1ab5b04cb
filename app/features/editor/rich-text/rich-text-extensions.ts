import StarterKit from "@tiptap/starter-kit";
import { isSafeLink } from "#common/blocks/block-fields.ts";

/**
 * The editing schema of every rich text field, kept to what the server's sanitiser allows
 * (server/modules/content/rich-text.ts: p, h2-h4, strong, em, u, s, ul, ol, li, br,
 * blockquote, a): StarterKit without code, code blocks and rules, headings 2-4 only.
 * A link is allowed by the same rule as a button link (`isSafeLink`: http(s), shop paths,
 * anchors, mailto: and tel:), whether typed, pasted, auto-linked or set in the link dialog.
 * No custom linkify protocols are registered: linkify knows http, https and mailto already,
 * and registering one while a second editor is open only makes linkify warn; tel: links
 * still come through the dialog.
 */
export const RICH_TEXT_HEADING_LEVELS = [2, 3, 4] as const;

export function richTextExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [...RICH_TEXT_HEADING_LEVELS] },
      code: false,
      codeBlock: false,
      horizontalRule: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: "https",
        isAllowedUri: (url) => isSafeLink(url),
        shouldAutoLink: (url) => isSafeLink(url),
        // Shop links open in the same tab; the sanitiser would keep target only for _blank.
        HTMLAttributes: { target: null, rel: null },
      },
    }),
  ];
}

/** The stored form of the editor's content: "" for an empty editor, else its HTML. */
export function storedHtml(html: string, isEmpty: boolean): string {
  return isEmpty ? "" : html;
}
