import type { ComponentProps } from "react";
import { Form, Link } from "react-router";
import { ShopFrame } from "~/features/layout/shop-frame.tsx";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";
import { hasActiveFilters } from "./listing-search-params.ts";
import { ProductListing } from "./product-listing.tsx";
import type { SearchPageData } from "./search-page.server.ts";

/** The search page: results like a category, or the way forward when there are none. */
export function SearchPage({
  data,
  cardActions,
  cardBuyAction,
}: {
  data: SearchPageData;
  cardActions?: ComponentProps<typeof ProductListing>["cardActions"];
  cardBuyAction?: ComponentProps<typeof ProductListing>["cardBuyAction"];
}) {
  const t = useT();
  const { listing, query } = data;
  const nothingFound = listing !== null && listing.pagination.totalItems === 0 && !hasActiveFilters(query.filters);
  return (
    <ShopFrame>
      <main id="main" className="mx-auto max-w-7xl px-4 py-8">
        <h1 className="text-3xl font-semibold">
          {query.term ? t("search.resultsHeading", { term: query.term }) : t("search.heading")}
        </h1>
        {listing && listing.corrections.length > 0 && (
          <p className="mt-3 text-neutral-800">
            {t("search.corrected", {
              words: listing.corrections
                .map((c) => t("search.quoted", { word: c.replacements[0] ?? c.word }))
                .join(", "),
            })}
          </p>
        )}
        {!listing && <SearchAgain intro />}
        {nothingFound && <NoResults term={query.term} />}
        {listing && !nothingFound && (
          <ProductListing listing={listing} query={query} cardActions={cardActions} cardBuyAction={cardBuyAction} />
        )}
      </main>
    </ShopFrame>
  );
}

function SearchAgain({ intro = false, term = "" }: { intro?: boolean; term?: string }) {
  const t = useT();
  const { prefix } = useRootData();
  return (
    <Form method="get" action={withPrefix(prefix, "/search")} role="search" className="mt-6 max-w-xl">
      {intro && <p className="mb-3 text-neutral-800">{t("search.intro")}</p>}
      <div className="flex gap-2">
        <label htmlFor="search-again" className="sr-only">
          {t("nav.searchLabel")}
        </label>
        <input
          id="search-again"
          name="term"
          type="search"
          defaultValue={term}
          maxLength={200}
          className="w-full rounded-md border border-neutral-500 px-3 py-2"
        />
        <button type="submit" className="rounded-md bg-primary-700 px-4 py-2 font-semibold text-white">
          {t("nav.searchSubmit")}
        </button>
      </div>
    </Form>
  );
}

function NoResults({ term }: { term: string }) {
  const t = useT();
  const { prefix, categories } = useRootData();
  return (
    <section aria-labelledby="no-results" className="mt-6 rounded-lg border border-dashed border-neutral-400 p-8">
      <p id="no-results" className="text-lg font-semibold">
        {t("search.noResults", { term })}
      </p>
      <h2 className="mt-4 font-semibold">{t("search.tipsHeading")}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-neutral-800">
        <li>{t("search.tipSpelling")}</li>
        <li>{t("search.tipFewerWords")}</li>
      </ul>
      <SearchAgain term={term} />
      <p className="mt-6 text-neutral-800">{t("search.tipBrowse")}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {categories
          .filter((category) => category.item)
          .map((category) => (
            <li key={category.id}>
              <Link
                to={withPrefix(prefix, `/${category.path}`)}
                className="inline-flex rounded-full border border-neutral-400 px-4 py-2 hover:border-primary-700"
              >
                {category.name}
              </Link>
            </li>
          ))}
      </ul>
    </section>
  );
}
