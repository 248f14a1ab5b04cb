import { useState, type CSSProperties, type ReactNode, type RefObject } from "react";
import { Link } from "react-router";
import type { ListingFacets } from "#server/modules/catalog-view/listing.ts";
import { useT } from "~/lib/i18n.tsx";
import { centsToEuros, PARAM, type ListingQuery } from "./listing-search-params.ts";

type FiltersProps = {
  formId: string;
  formRef: RefObject<HTMLFormElement | null>;
  action: string;
  facets: ListingFacets;
  /** The state to show: the URL's, or the one being loaded. */
  query: ListingQuery;
  apply: (form: HTMLFormElement | null) => void;
  resetHref: string | null;
};

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-neutral-200 pt-4">
      <legend className="float-left mb-2 w-full font-semibold">{legend}</legend>
      <div className="clear-left space-y-1.5">{children}</div>
    </fieldset>
  );
}

// -mr-0.5: 6px from the swatch to the name, inside the label's 8px gap.
const SWATCH_CLASS =
  "before:-mr-0.5 before:block before:size-3.5 before:shrink-0 before:rounded-full before:border before:border-neutral-400 before:bg-(--swatch)";

/**
 * One option: its text and count are the label's own children, without wrappers (a listing
 * has dozens of options: DOM size, issue 14); the label's flex gap spaces them. A colour's
 * swatch is the label's ::before and the visible count "(14)" its ::after (app.css,
 * `data-count`); screen readers get the count in words from the sr-only text.
 */
function Choice(props: {
  type: "checkbox" | "radio";
  name: string;
  value: string;
  checked: boolean;
  label: ReactNode;
  /** The option's count and its words for screen readers (useCountText). */
  count?: { value: number; text: string };
  /** A colour value's swatch colour. */
  swatch?: string | undefined;
  onChange: (form: HTMLFormElement | null) => void;
}) {
  return (
    <label
      data-count={props.count?.value}
      className={`flex cursor-pointer items-center gap-2 text-sm after:text-neutral-700 ${props.swatch ? SWATCH_CLASS : ""}`}
      style={props.swatch ? ({ "--swatch": props.swatch } as CSSProperties) : undefined}
    >
      {/* First in the row, before the swatch (the label's ::before). */}
      <input
        type={props.type}
        name={props.name}
        value={props.value}
        checked={props.checked}
        onChange={(event) => props.onChange(event.currentTarget.form)}
        className="-order-1 size-4 accent-primary-700"
      />
      {props.label}
      {props.count && <span className="sr-only">{props.count.text}</span>}
    </label>
  );
}

/** Price inputs in euros; they apply when left or on Enter, not on every key. */
function PriceFields({ facets, query, apply }: Pick<FiltersProps, "facets" | "query" | "apply">) {
  const t = useT();
  const fromQuery = (cents: number | undefined) => (cents === undefined ? "" : centsToEuros(cents));
  const urlMin = fromQuery(query.filters.priceMinCents);
  const urlMax = fromQuery(query.filters.priceMaxCents);
  const [values, setValues] = useState({ min: urlMin, max: urlMax, urlMin, urlMax });
  // Another navigation (back button, reset link) changes the URL: show its prices.
  if (values.urlMin !== urlMin || values.urlMax !== urlMax) setValues({ min: urlMin, max: urlMax, urlMin, urlMax });
  const range = facets.price;
  const commit = (form: HTMLFormElement | null) => {
    if (values.min !== urlMin || values.max !== urlMax) apply(form);
  };
  const field = (key: "min" | "max", name: string, label: string, placeholder: number | undefined) => (
    <label className="block text-sm">
      <span className="block">{label}</span>
      <input
        type="number"
        name={name}
        min={0}
        step="any"
        inputMode="decimal"
        value={values[key]}
        placeholder={placeholder === undefined ? undefined : String(placeholder)}
        onChange={(event) => setValues({ ...values, [key]: event.currentTarget.value })}
        onBlur={(event) => commit(event.currentTarget.form)}
        className="mt-1 w-full rounded-md border border-neutral-500 px-2 py-1.5"
      />
    </label>
  );
  return (
    <Fieldset legend={t("catalog.priceLegend")}>
      <div className="grid grid-cols-2 gap-2">
        {field("min", PARAM.priceMin, t("catalog.priceMin"), range ? Math.floor(range.minCents / 100) : undefined)}
        {field("max", PARAM.priceMax, t("catalog.priceMax"), range ? Math.ceil(range.maxCents / 100) : undefined)}
      </div>
    </Fieldset>
  );
}

/**
 * The options' counts with their words ("14 Produkte"), each formatted once: the options of a
 * listing share few counts, and each formatting is a message lookup (issue 14: server CPU).
 */
function countTexts(facets: ListingFacets, format: (count: number) => string) {
  const counts = new Set([
    ...facets.attributes.flatMap((attribute) => attribute.values.map((value) => value.count)),
    ...facets.manufacturers.map((manufacturer) => manufacturer.count),
    facets.inStock.count,
    ...facets.ratings.map((rating) => rating.count),
  ]);
  const texts = new Map([...counts].map((count) => [count, format(count)]));
  return (value: number) => ({ value, text: texts.get(value) ?? format(value) });
}

/**
 * The filter form: a GET form whose fields are the URL parameters, so it works without
 * JavaScript (the submit button) and applies each change at once with it.
 */
export function ListingFilters({ formId, formRef, action, facets, query, apply, resetHref }: FiltersProps) {
  const t = useT();
  const countOf = countTexts(facets, (count) => t("catalog.optionCount", { count }));
  const { filters } = query;
  return (
    <form
      id={formId}
      ref={formRef}
      method="get"
      action={action}
      aria-label={t("catalog.filtersHeading")}
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
    >
      {query.term && <input type="hidden" name={PARAM.term} value={query.term} />}
      <PriceFields facets={facets} query={query} apply={apply} />
      {facets.attributes.map((attribute) => (
        <Fieldset key={attribute.id} legend={attribute.name}>
          {attribute.values.map((value) => (
            <Choice
              key={value.id}
              type="checkbox"
              name={PARAM.attributeValue}
              value={String(value.id)}
              checked={filters.attributeValueIds?.includes(value.id) ?? false}
              count={countOf(value.count)}
              onChange={apply}
              swatch={attribute.display === "color" ? (value.color ?? undefined) : undefined}
              label={value.name}
            />
          ))}
        </Fieldset>
      ))}
      {facets.manufacturers.length > 0 && (
        <Fieldset legend={t("catalog.manufacturerLegend")}>
          {facets.manufacturers.map((manufacturer) => (
            <Choice
              key={manufacturer.id}
              type="checkbox"
              name={PARAM.manufacturer}
              value={String(manufacturer.id)}
              checked={filters.manufacturerIds?.includes(manufacturer.id) ?? false}
              count={countOf(manufacturer.count)}
              onChange={apply}
              label={manufacturer.name}
            />
          ))}
        </Fieldset>
      )}
      <Fieldset legend={t("catalog.availabilityLegend")}>
        <Choice
          type="checkbox"
          name={PARAM.inStock}
          value="1"
          checked={filters.inStock ?? false}
          count={countOf(facets.inStock.count)}
          onChange={apply}
          label={t("catalog.inStock")}
        />
      </Fieldset>
      <Fieldset legend={t("catalog.ratingLegend")}>
        <Choice
          type="radio"
          name={PARAM.rating}
          value=""
          checked={filters.minRating === undefined}
          onChange={apply}
          label={t("catalog.ratingAny")}
        />
        {facets.ratings.map((rating) => (
          <Choice
            key={rating.minRating}
            type="radio"
            name={PARAM.rating}
            value={String(rating.minRating)}
            checked={filters.minRating === rating.minRating}
            count={countOf(rating.count)}
            onChange={apply}
            label={t("catalog.ratingAtLeast", { stars: rating.minRating })}
          />
        ))}
      </Fieldset>
      <div className="flex flex-wrap items-center gap-3 border-t border-neutral-200 pt-4">
        <button type="submit" className="rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white">
          {t("catalog.applyFilters")}
        </button>
        {resetHref && (
          <Link
            to={resetHref}
            preventScrollReset
            className="text-sm font-medium text-primary-800 underline underline-offset-2"
          >
            {t("catalog.resetFilters")}
          </Link>
        )}
      </div>
    </form>
  );
}
