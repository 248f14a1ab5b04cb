import type { ReactNode } from "react";
import { ShopFrame } from "~/features/layout/shop-frame.tsx";
import { ProductBreadcrumbs } from "./product-breadcrumbs.tsx";
import { ProductGallery } from "./product-gallery.tsx";
import type { ProductPageData } from "./product-page.server.ts";
import { ProductTabs } from "./product-tabs.tsx";
import { ProductTags } from "./product-tags.tsx";
import { PurchasePanel, type PurchaseForm } from "./purchase-panel.tsx";
import { RatingBadge } from "./rating-badge.tsx";
import { useVariationSelection } from "./use-variation-selection.ts";
import { imagesOfVariation } from "./variation-images.ts";
import { VariationPicker } from "./variation-picker.tsx";

type ProductPageProps = {
  data: ProductPageData;
  /**
   * What other features add to the page; the route composes them, since features do not
   * import each other: the reviews section (with id "reviews"), the wishlist toggle and
   * the add-to-cart form.
   */
  reviews?: ReactNode;
  purchaseForm?: PurchaseForm;
  wishlistToggle?: (variation: { id: number; name: string }) => ReactNode;
};

export function ProductPage(props: ProductPageProps) {
  return (
    <ShopFrame>
      {/* A different product starts with fresh choices, gallery position and fields. */}
      <ProductView key={props.data.product.item.id} {...props} />
    </ShopFrame>
  );
}

function ProductView({ data, reviews, wishlistToggle, purchaseForm }: ProductPageProps) {
  const { product } = data;
  const selection = useVariationSelection(product);
  const shown = selection.shownVariation;
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <ProductBreadcrumbs category={product.defaultCategory} name={product.texts.name} />
      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <ProductGallery images={imagesOfVariation(product, shown)} name={shown.name} />
        <div className="space-y-6">
          <div className="space-y-3">
            <ProductTags tags={product.tags} />
            <h1 className="text-3xl font-semibold">{product.texts.name}</h1>
            <RatingBadge rating={product.rating} reviewsAnchor={Boolean(reviews)} />
            {product.texts.shortDescription && <p className="text-neutral-800">{product.texts.shortDescription}</p>}
          </div>
          <PurchasePanel
            product={product}
            variation={selection.variation}
            shownVariation={shown}
            picker={
              <VariationPicker
                map={product.variationAttributeMap}
                choice={selection.choice}
                onChoose={selection.choose}
              />
            }
            purchaseForm={purchaseForm}
          />
          {wishlistToggle?.({ id: shown.id, name: shown.name })}
        </div>
      </div>
      <ProductTabs product={product} variation={shown} />
      {reviews}
    </main>
  );
}
