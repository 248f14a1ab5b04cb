import type { ReactNode } from "react";
import type { Block } from "#common/blocks/block-schema.ts";
import type { NewsletterFormSettings } from "./block-renderer.tsx";
import { BLOCK_RICH_TEXT } from "./block-texts.tsx";

export type NewsletterBlockData = Extract<Block, { name: "NewsletterSubscribe" }>;

/**
 * NewsletterSubscribe: title, rich text (sanitised by the server) and the subscription form,
 * which the route passes in (the newsletter feature's form, with its human check).
 */
export function NewsletterBlock({
  block,
  newsletterForm,
}: {
  block: NewsletterBlockData;
  newsletterForm: (settings: NewsletterFormSettings) => ReactNode;
}) {
  const { text, input, button } = block.content;
  const headingId = `newsletter-${block.meta.uuid}`;
  return (
    <section
      aria-labelledby={text?.title ? headingId : undefined}
      className="mx-auto max-w-3xl rounded-lg px-6 py-8"
      style={{ backgroundColor: text?.bgColor }}
    >
      {text?.title && (
        <h2 id={headingId} className="text-2xl font-bold">
          {text.title}
        </h2>
      )}
      {text?.htmlDescription && (
        <div className={`mt-2 ${BLOCK_RICH_TEXT}`} dangerouslySetInnerHTML={{ __html: text.htmlDescription }} />
      )}
      <div className="mt-6">
        {newsletterForm({
          showName: input?.displayNameInput ?? false,
          nameRequired: (input?.displayNameInput ?? false) && (input?.nameIsRequired ?? false),
          buttonLabel: button?.label,
        })}
      </div>
    </section>
  );
}
