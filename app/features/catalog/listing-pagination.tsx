import { Link } from "react-router";
import { useT } from "~/lib/i18n.tsx";

/** Page numbers around the current one, with the first and last always reachable. */
export function pageWindow(current: number, total: number): (number | "gap")[] {
  const pages = new Set([1, total, current - 1, current, current + 1].filter((page) => page >= 1 && page <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | "gap")[] = [];
  for (const page of sorted) {
    const last = result.at(-1);
    if (typeof last === "number" && page - last === 2) result.push(last + 1);
    else if (typeof last === "number" && page - last > 2) result.push("gap");
    result.push(page);
  }
  return result;
}

const itemClass = "inline-flex min-w-10 items-center justify-center rounded-md border px-3 py-2 text-sm font-medium";

/** Pagination links (?page=n); the current page is marked with aria-current. */
export function ListingPagination({
  page,
  totalPages,
  hrefFor,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  const t = useT();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t("catalog.pagination")} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && page <= totalPages && (
          <li>
            <Link
              to={hrefFor(page - 1)}
              rel="prev"
              className={`${itemClass} border-neutral-300 hover:border-primary-700`}
            >
              {t("catalog.previousPage")}
            </Link>
          </li>
        )}
        {pageWindow(page, totalPages).map((entry, index) =>
          entry === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-neutral-700">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                to={hrefFor(entry)}
                aria-current={entry === page ? "page" : undefined}
                aria-label={t("catalog.pageN", { page: entry })}
                className={`${itemClass} ${entry === page ? "border-primary-700 bg-primary-700 text-white" : "border-neutral-300 hover:border-primary-700"}`}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
        {page < totalPages && (
          <li>
            <Link
              to={hrefFor(page + 1)}
              rel="next"
              className={`${itemClass} border-neutral-300 hover:border-primary-700`}
            >
              {t("catalog.nextPage")}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
