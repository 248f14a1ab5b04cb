import type { ProductPageData } from "~/features/product/product-page.server.ts";
import { ProductPage } from "~/features/product/product-page.tsx";
import { AddToCartForm } from "~/features/cart/add-to-cart-form.tsx";
import { ReviewsSection } from "~/features/reviews/reviews-section.tsx";
import type { ReviewsData } from "~/features/reviews/reviews.server.ts";
import { WishlistToggle } from "~/features/wishlist/wishlist-toggle.tsx";

/**
 * The catch-all route's product page with what other features add to it. A chunk of its own
 * (catch-all-views.ts), so category pages do not carry the product page's code.
 */
export default function CatchAllProduct({ data }: { data: ProductPageData & { reviews: ReviewsData | null } }) {
  return (
    <ProductPage
      data={data}
      purchaseForm={AddToCartForm}
      reviews={data.reviews && <ReviewsSection data={data.reviews} itemId={data.product.item.id} />}
      wishlistToggle={(variation) => (
        <WishlistToggle variationId={variation.id} productName={data.product.texts.name} />
      )}
    />
  );
}
