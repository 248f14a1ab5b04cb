import type { ReactNode } from "react";
import { Link } from "react-router";
import { ResponsiveImage } from "~/components/ui/responsive-image.tsx";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix, type LocalePrefix } from "~/lib/locale-path.ts";
import { productPath } from "~/lib/product-path.ts";
import type { CardProduct } from "./card-product.ts";
import { ProductPrices } from "./product-prices.tsx";
import { RatingStars } from "./rating-stars.tsx";

// Every list of cards has two columns on a phone (inside the page's 1rem padding and a 1rem
// gap) and three from md: a phone at 2x fetches a 640 px image, not a 768 px one.
const CARD_SIZES = "(min-width: 1280px) 280px, (min-width: 1024px) 30vw, (min-width: 768px) 33vw, calc(50vw - 1.5rem)";

/** docs/glossary.md, storefront spec §4: availability colours by id. */
const TONE_CLASS: Record<CardProduct["availability"]["tone"], string> = {
  green: "before:bg-green-600",
  amber: "before:bg-amber-500",
  red: "before:bg-red-600",
  grey: "before:bg-neutral-700",
};

/**
 * One product of a list. The name is the link; the image repeats it for the pointer but
 * is hidden from assistive technology and the tab order. The direct add-to-cart button
 * (ProductSummary.canAddToCartDirectly) is given by the route; other cards lead to the
 * product page. `actions` is the slot for the wishlist toggle (it places itself in the image's
 * corner: no wrapper element, issue 14 DOM size), `buyAction` the one under the card for the
 * direct add-to-cart button.
 */
export function ProductCard({
  product,
  prefix,
  priority = false,
  actions,
  buyAction,
  headingLevel = 3,
}: {
  product: CardProduct;
  prefix: LocalePrefix;
  priority?: boolean;
  actions?: ReactNode;
  buyAction?: ReactNode;
  /** 3 below a list's h2; 2 where the cards come right after the page's h1. */
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const href = withPrefix(prefix, productPath(product.urlPath, product.itemId, product.linkVariationId));
  const [first, second] = product.images;
  // By variation: a wishlist may hold two variations of one item.
  const headingId = `product-${product.variationId}`;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article aria-labelledby={headingId} className="group relative flex h-full flex-col gap-2">
      {/* The image, the offer badge and the heart (placed in the image's corner) are the card's
          own children: the image comes first, so the article positions them (issue 14 DOM size). */}
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        className="relative block aspect-square overflow-hidden rounded-lg bg-neutral-100"
      >
        <ResponsiveImage
          fileName={first?.fileName ?? null}
          alt=""
          width={first?.width ?? 800}
          height={first?.height ?? 800}
          sizes={CARD_SIZES}
          priority={priority}
          className="h-full w-full object-cover"
        />
        {second && (
          <ResponsiveImage
            fileName={second.fileName}
            alt=""
            width={second.width}
            height={second.height}
            sizes={CARD_SIZES}
            className="absolute inset-0 h-full w-full object-cover opacity-0 transition-opacity duration-300 group-hover:opacity-100 motion-reduce:transition-none"
          />
        )}
      </Link>
      {product.prices.regularPrice && (
        <span className="absolute top-2 left-2 rounded bg-red-800 px-2 py-0.5 text-xs font-semibold text-white">
          {t("catalog.offerBadge")}
        </span>
      )}
      {actions}
      {product.tags.length > 0 && (
        <ul aria-label={t("catalog.tags")} className="flex flex-wrap gap-1">
          {product.tags.map((tag) => (
            <li key={tag.id}>
              <Link
                to={withPrefix(prefix, `/tag/${tag.slug}`)}
                className={`inline-flex rounded-full border border-neutral-300 px-2 py-0.5 text-xs font-medium hover:underline ${tag.textTone === "dark" ? "text-black" : "text-white"}`}
                style={{ backgroundColor: tag.color }}
              >
                {tag.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {product.manufacturer && (
        <p className="text-xs tracking-wide text-neutral-700 uppercase">{product.manufacturer}</p>
      )}
      <Heading id={headingId} className="font-semibold">
        <Link to={href} className="underline-offset-2 hover:underline">
          {product.name}
        </Link>
      </Heading>
      {product.rating.count > 0 && <RatingStars average={product.rating.average} count={product.rating.count} />}
      <ProductPrices prices={product.prices} />
      {/* The dot is the paragraph's ::before (no element of its own: twenty cards, issue 14 DOM size). */}
      <p
        className={`mt-auto flex items-center gap-2 text-sm text-neutral-800 before:block before:size-2.5 before:shrink-0 before:rounded-full ${TONE_CLASS[product.availability.tone]}`}
      >
        {product.availability.name}
      </p>
      {buyAction}
    </article>
  );
}
