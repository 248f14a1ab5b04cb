import type { BlockSlots } from "~/features/blocks/block-renderer.tsx";
import { cardAddButtonFor } from "~/features/cart/card-add-button.tsx";
import { ProductCard } from "~/features/catalog/product-card.tsx";
import { NewsletterForm } from "~/features/newsletter/newsletter-form.tsx";
import { wishlistToggleFor } from "~/features/wishlist/wishlist-toggle.tsx";
import { useRootData } from "~/lib/root-data.ts";

/**
 * What the pages with blocks (homepage, category pages) put into the block renderer: the
 * shop's product card with its wishlist and cart buttons, and the newsletter form. Composed
 * here, at the route level, because features do not import each other.
 */
export function useBlockSlots(): BlockSlots {
  const { prefix } = useRootData();
  return {
    productCard: (product) => (
      <ProductCard
        product={product}
        prefix={prefix}
        actions={wishlistToggleFor(product)}
        buyAction={cardAddButtonFor(product)}
      />
    ),
    newsletterForm: (settings) => <NewsletterForm {...settings} />,
  };
}
