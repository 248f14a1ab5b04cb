import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import type { Listing } from "#server/modules/catalog-view/listing.ts";
import type { CardProduct } from "./card-product.ts";
import { useT } from "~/lib/i18n.tsx";
import { useRootData } from "~/lib/root-data.ts";
import { ListingFilters } from "./listing-filters.tsx";
import { ListingPagination } from "./listing-pagination.tsx";
import { hasActiveFilters, listingHref, type ListingQuery } from "./listing-search-params.ts";
import { ListingToolbar } from "./listing-toolbar.tsx";
import { ProductCard } from "./product-card.tsx";
import { useListingNavigation } from "./use-listing-navigation.ts";

const FORM_ID = "listing-filters";

/**
 * A product list with filters, sort, page size and pagination, all in the URL. Used by
 * category and tag pages. `cardActions` is the slot for per-card buttons (wishlist), `cardBuyAction` the one
 * under each card (direct add to cart).
 */
export function ProductListing({
  listing,
  query,
  cardActions,
  cardBuyAction,
}: {
  listing: Omit<Listing, "products"> & { products: CardProduct[] };
  query: ListingQuery;
  cardActions?: (product: CardProduct) => ReactNode;
  cardBuyAction?: (product: CardProduct) => ReactNode;
}) {
  const t = useT();
  const { prefix } = useRootData();
  const { pathname } = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const filtersRef = useRef<HTMLDetailsElement>(null);
  const { shown, apply, loading } = useListingNavigation(query);
  const { pagination, products, facets } = listing;
  const filtered = hasActiveFilters(query.filters);
  const hrefFor = (page: number) => listingHref(pathname, query, { page });
  const resetHref = filtered ? listingHref(pathname, query, { filters: {}, page: 1 }) : null;
  const pastTheEnd = products.length === 0 && pagination.totalItems > 0;

  // The server renders the filters folded unless some are active: what a phone keeps, with
  // no script changing the layout after load (a native <details> opens without JavaScript).
  // From the lg breakpoint on, app.css shows them anyway; marking the element open there
  // keeps its summary's expanded state true to what is shown, and moves nothing.
  // The first render decides; later the shopper does (a reset does not fold the panel again).
  const [openAtFirst] = useState(filtered);
  useEffect(() => {
    if (filtersRef.current && window.matchMedia("(min-width: 64rem)").matches) filtersRef.current.open = true;
  }, []);

  return (
    <section aria-labelledby="listing-count" className="mt-8 gap-8 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
      {pagination.page > 1 && pagination.page <= pagination.totalPages && (
        <link rel="prev" href={hrefFor(pagination.page - 1)} />
      )}
      {pagination.page < pagination.totalPages && <link rel="next" href={hrefFor(pagination.page + 1)} />}
      {(filtered || pastTheEnd) && <meta name="robots" content="noindex, follow" />}
      <details ref={filtersRef} open={openAtFirst} data-listing-filters="" className="mb-6 lg:mb-0">
        <summary className="mb-3 rounded-md border border-neutral-300 px-3 py-2 font-semibold lg:border-0 lg:px-0">
          {t("catalog.filtersHeading")}
        </summary>
        <ListingFilters
          formId={FORM_ID}
          formRef={formRef}
          action={pathname}
          facets={facets}
          query={shown}
          apply={apply}
          resetHref={resetHref}
        />
      </details>
      <div aria-busy={loading || undefined}>
        <ListingToolbar
          formId={FORM_ID}
          formRef={formRef}
          totalItems={pagination.totalItems}
          query={shown}
          apply={apply}
        />
        {products.length > 0 ? (
          <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 xl:grid-cols-4">
            {products.map((product, index) => (
              <li key={product.itemId}>
                <ProductCard
                  product={product}
                  prefix={prefix}
                  // The first row on a phone: one of them is the page's largest paint.
                  priority={index < 2}
                  actions={cardActions?.(product)}
                  buyAction={cardBuyAction?.(product)}
                />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-8 rounded-lg border border-dashed border-neutral-400 p-8 text-center">
            <p className="text-neutral-800">
              {pastTheEnd
                ? t("catalog.emptyPage", { page: pagination.page })
                : filtered
                  ? t("catalog.emptyFiltered")
                  : t("catalog.emptyCategory")}
            </p>
            {pastTheEnd && (
              <Link to={hrefFor(1)} className="mt-4 inline-flex font-semibold text-primary-800 underline">
                {t("catalog.toFirstPage")}
              </Link>
            )}
            {!pastTheEnd && resetHref && (
              <Link to={resetHref} className="mt-4 inline-flex font-semibold text-primary-800 underline">
                {t("catalog.resetFilters")}
              </Link>
            )}
          </div>
        )}
        <ListingPagination page={pagination.page} totalPages={pagination.totalPages} hrefFor={hrefFor} />
        {products.length > 0 && (
          <p className="mt-8 text-sm text-neutral-700">
            {t(products[0]?.prices.isNet ? "catalog.vatNoteNet" : "catalog.vatNoteGross")}
          </p>
        )}
      </div>
    </section>
  );
}
