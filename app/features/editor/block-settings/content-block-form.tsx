import type { ContentBlock } from "#common/blocks/block-schema.ts";
import { BannerForm } from "./banner-form.tsx";
import type { FieldErrors } from "./block-errors.ts";
import { ImageForm } from "./image-form.tsx";
import { NewsletterForm } from "./newsletter-form.tsx";
import { RecommendedProductsSettings } from "./recommended-products-form.tsx";
import { TextCardForm } from "./text-card-form.tsx";
import { VideoForm } from "./video-form.tsx";

/**
 * The form of one content block, also inside a Carousel slide or a MultiGrid column. It
 * reports the block with its new content; `errors` are the block's own (paths from the block).
 */
export function ContentBlockForm({
  block,
  onChange,
  errors,
}: {
  block: ContentBlock;
  onChange: (block: ContentBlock) => void;
  errors: FieldErrors;
}) {
  const report = (content: unknown) => onChange({ ...block, content } as ContentBlock);
  switch (block.name) {
    case "Banner":
      return <BannerForm content={block.content} onContent={report} errors={errors} />;
    case "TextCard":
      return <TextCardForm content={block.content} onContent={report} errors={errors} />;
    case "Image":
      return <ImageForm content={block.content} onContent={report} errors={errors} />;
    case "ProductRecommendedProducts":
      return <RecommendedProductsSettings content={block.content} onContent={report} errors={errors} />;
    case "NewsletterSubscribe":
      return <NewsletterForm content={block.content} onContent={report} errors={errors} />;
    case "Video":
      return <VideoForm content={block.content} onContent={report} errors={errors} />;
  }
}
