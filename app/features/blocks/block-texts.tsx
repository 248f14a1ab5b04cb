import { TEXT_ALIGN_CLASS } from "./block-button.tsx";

/** Typography for the allowed rich-text tags (docs/blocks.md "Rich text"), which arrive without classes. */
export const BLOCK_RICH_TEXT =
  "space-y-2 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6";

type BlockTextFields = {
  pretitle?: string;
  title?: string;
  subtitle?: string;
  htmlDescription?: string;
  textAlignment?: keyof typeof TEXT_ALIGN_CLASS;
};

/**
 * Pretitle, title (an h2: the page's h1 is its own), subtitle and rich text of a block.
 * htmlDescription is sanitised by the server on save and again on render (docs/blocks.md
 * "Rich text"), which is why it, and only it, is set as HTML.
 */
export function BlockTexts({ text, headingId }: { text: BlockTextFields | undefined; headingId?: string }) {
  if (!text) return null;
  return (
    <div className={TEXT_ALIGN_CLASS[text.textAlignment ?? "left"]}>
      {text.pretitle && <p className="text-sm font-semibold tracking-wide uppercase">{text.pretitle}</p>}
      {text.title && (
        <h2 id={headingId} className="mt-1 text-3xl font-bold tracking-tight">
          {text.title}
        </h2>
      )}
      {text.subtitle && <p className="mt-2 text-lg">{text.subtitle}</p>}
      {text.htmlDescription && (
        <div className={`mt-3 ${BLOCK_RICH_TEXT}`} dangerouslySetInnerHTML={{ __html: text.htmlDescription }} />
      )}
    </div>
  );
}
