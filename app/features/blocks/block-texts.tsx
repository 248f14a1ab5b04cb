import { TEXT_ALIGN_CLASS } from "./block-button.tsx";

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
        <div className="block-rich-text mt-3 space-y-2" dangerouslySetInnerHTML={{ __html: text.htmlDescription }} />
      )}
    </div>
  );
}
