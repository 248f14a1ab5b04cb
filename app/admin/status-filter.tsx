import { Link } from "react-router";

/**
 * A list's filter by status (the back office's returns and offers): 'All', then one link per
 * status with its count ('Angemeldet (3)'); the chosen one carries `aria-current`.
 */
export function StatusFilter<Status extends string>({
  label,
  allLabel,
  base,
  current,
  counts,
}: {
  /** The navigation's name ('Anzeigen' / 'Show'). */
  label: string;
  allLabel: string;
  /** The list's path in the page's locale form. */
  base: string;
  current: Status | null;
  counts: readonly { status: Status; name: string; count: number }[];
}) {
  const filters = [
    { href: base, label: allLabel, current: current === null },
    ...counts.map((count) => ({
      href: `${base}?status=${count.status}`,
      label: `${count.name} (${count.count})`,
      current: current === count.status,
    })),
  ];
  return (
    <nav aria-label={label} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {filters.map((filter) => (
          <li key={filter.href}>
            <Link
              to={filter.href}
              aria-current={filter.current ? "page" : undefined}
              className={`inline-flex min-h-11 items-center rounded-md border px-3 py-2 ${
                filter.current ? "border-primary-700 bg-primary-50 font-semibold" : "border-neutral-300 bg-white"
              }`}
            >
              {filter.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
