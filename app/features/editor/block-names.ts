import type { BlockName } from "#common/blocks/block-schema.ts";
import type { Locale } from "#common/constants.ts";
import { useRootData } from "~/lib/root-data.ts";

/**
 * The friendly name of each block type (docs/glossary.md, editor spec §2 "Block settings"): the block
 * settings header, the canvas controls ("Edit Image Banner") and the block order list.
 * Carousel, NewsletterSubscribe, ProductRecommendedProducts, TextCard and MultiGrid have
 * their own names; every other type shows its own name, in both languages.
 */
export const FRIENDLY_BLOCK_NAMES: Record<Locale, Record<BlockName, string>> = {
  en: {
    Carousel: "Image Banner",
    MultiGrid: "Image + Text",
    Banner: "Banner",
    TextCard: "Rich Text",
    Image: "Image",
    ProductRecommendedProducts: "Product Gallery",
    NewsletterSubscribe: "Newsletter",
    Video: "Video",
  },
  de: {
    Carousel: "Bildbanner",
    MultiGrid: "Bild + Text",
    Banner: "Banner",
    TextCard: "Rich Text",
    Image: "Image",
    ProductRecommendedProducts: "Produktgalerie",
    NewsletterSubscribe: "Newsletter",
    Video: "Video",
  },
};

/** The friendly name of a block type in a locale; an unknown name stays as it is. */
export function friendlyBlockName(name: string, locale: Locale): string {
  return (FRIENDLY_BLOCK_NAMES[locale] as Record<string, string>)[name] ?? name;
}

/** friendlyBlockName in the page's locale. */
export function useFriendlyBlockName(): (name: string) => string {
  const { locale } = useRootData();
  return (name) => friendlyBlockName(name, locale);
}
