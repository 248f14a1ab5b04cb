import type { Locale } from "#common/constants.ts";
import { RATING_FILTERS } from "#common/listing.ts";
import type { LocalizedText } from "./item.table.ts";
import type { FacetCounts, ResolvedFilters } from "./listing-facets.ts";
import type { ItemFacts } from "./listing-rules.ts";

export type FacetOption = { id: number; name: string; count: number; selected: boolean };

/** What the filter form shows: each choice with the number of products it would list. */
export type ListingFacets = {
  /** Shown prices in cents; null when nothing is listed. */
  price: {
    minCents: number;
    maxCents: number;
    currency: string;
    selectedMinCents: number | null;
    selectedMaxCents: number | null;
  } | null;
  attributes: {
    id: number;
    name: string;
    display: "select" | "color";
    values: (FacetOption & { color: string | null })[];
  }[];
  manufacturers: FacetOption[];
  inStock: { count: number; selected: boolean };
  ratings: { minRating: number; count: number; selected: boolean }[];
};

type AttributeLabel = {
  valueId: number;
  valueNames: LocalizedText;
  valuePosition: number;
  color: string | null;
  attributeId: number;
  attributeNames: LocalizedText;
  attributePosition: number;
  display: "select" | "color";
};

/** A choice without results is left out, unless it is selected (so it can be cleared). */
const worthShowing = (option: { count: number; selected: boolean }) => option.count > 0 || option.selected;

export function buildFacets(input: {
  /** The listed items: their manufacturers' names. */
  facts: Pick<ItemFacts, "manufacturerId" | "manufacturerName">[];
  labels: AttributeLabel[];
  filters: ResolvedFilters;
  counts: FacetCounts;
  locale: Locale;
  currency: string;
}): ListingFacets {
  const { labels, filters, counts, locale } = input;
  const sortedLabels = [...labels].sort(
    (a, b) =>
      a.attributePosition - b.attributePosition ||
      a.attributeId - b.attributeId ||
      a.valuePosition - b.valuePosition ||
      a.valueId - b.valueId,
  );
  const attributes: ListingFacets["attributes"] = [];
  for (const label of sortedLabels) {
    let attribute = attributes.find((entry) => entry.id === label.attributeId);
    if (!attribute) {
      attribute = { id: label.attributeId, name: label.attributeNames[locale], display: label.display, values: [] };
      attributes.push(attribute);
    }
    const option = {
      id: label.valueId,
      name: label.valueNames[locale],
      color: label.color,
      count: counts.attributeValues.get(label.valueId) ?? 0,
      selected: filters.attributes.get(label.attributeId)?.has(label.valueId) ?? false,
    };
    if (worthShowing(option)) attribute.values.push(option);
  }

  const manufacturerNames = new Map(
    input.facts.flatMap((item) =>
      item.manufacturerId === null ? [] : [[item.manufacturerId, item.manufacturerName ?? ""] as const],
    ),
  );
  const manufacturers = [...counts.manufacturers]
    .map(([id, count]) => ({
      id,
      name: manufacturerNames.get(id) ?? "",
      count,
      selected: filters.manufacturerIds.has(id),
    }))
    .filter(worthShowing)
    .sort((a, b) => a.name.localeCompare(b.name, locale) || a.id - b.id);

  return {
    price: counts.priceRange && {
      ...counts.priceRange,
      currency: input.currency,
      selectedMinCents: filters.priceMinCents,
      selectedMaxCents: filters.priceMaxCents,
    },
    attributes: attributes.filter((attribute) => attribute.values.length > 0),
    manufacturers,
    inStock: { count: counts.inStock, selected: filters.inStock },
    ratings: RATING_FILTERS.map((minRating) => ({
      minRating,
      count: counts.ratings.get(minRating) ?? 0,
      selected: filters.minRating === minRating,
    })),
  };
}
