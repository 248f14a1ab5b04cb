import type { RefObject } from "react";
import { LISTING_SORTS, PAGE_SIZES } from "#common/listing.ts";
import { useT } from "~/lib/i18n.tsx";
import { PARAM, type ListingQuery } from "./listing-search-params.ts";

/**
 * Product count, sort order and page size. The selects belong to the filter form (form
 * attribute), so one GET request carries the whole state; without JavaScript an Apply
 * button sends it.
 */
export function ListingToolbar({
  formId,
  formRef,
  totalItems,
  query,
  apply,
}: {
  formId: string;
  formRef: RefObject<HTMLFormElement | null>;
  totalItems: number;
  query: ListingQuery;
  apply: (form: HTMLFormElement | null) => void;
}) {
  const t = useT();
  const selectClass = "mt-1 block rounded-md border border-neutral-500 bg-white px-2 py-1.5 text-sm";
  return (
    <div className="flex flex-wrap items-end justify-between gap-4 border-b border-neutral-200 pb-4">
      <h2 id="listing-count" aria-live="polite" className="text-lg font-semibold">
        {t("catalog.productCount", { count: totalItems })}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium">
          {t("catalog.sortLabel")}
          <select
            name={PARAM.sort}
            form={formId}
            value={query.sort}
            onChange={() => apply(formRef.current)}
            className={selectClass}
          >
            {LISTING_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`catalog.sort.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium">
          {t("catalog.perPageLabel")}
          <select
            name={PARAM.perPage}
            form={formId}
            value={query.perPage}
            onChange={() => apply(formRef.current)}
            className={selectClass}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        {/* For browsers without JavaScript (the selects apply themselves otherwise); hidden by
            app.css from the first paint where scripts run, so hydration moves nothing. */}
        <button
          type="submit"
          form={formId}
          data-no-script-only=""
          className="rounded-md border border-primary-700 px-3 py-1.5 text-sm font-semibold text-primary-800"
        >
          {t("catalog.apply")}
        </button>
      </div>
    </div>
  );
}
