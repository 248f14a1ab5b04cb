import { Link } from "react-router";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";

/** A step above the current page: its name and its unprefixed path. */
export type Crumb = { name: string; path: string };

/** Home / the trail / the current page (aria-current), with the visitor's locale prefix. */
export function Breadcrumbs({ trail = [], current }: { trail?: Crumb[]; current: string }) {
  const t = useT();
  const { prefix } = useRootData();
  return (
    <nav aria-label={t("nav.breadcrumb")} className="text-sm text-neutral-700">
      <ol className="flex flex-wrap gap-1">
        {[{ name: t("nav.home"), path: "/" }, ...trail].map((crumb) => (
          <li key={crumb.path} className="not-first:before:mr-1 not-first:before:content-['/']">
            <Link to={withPrefix(prefix, crumb.path)} className="underline-offset-2 hover:underline">
              {crumb.name}
            </Link>
          </li>
        ))}
        <li className="before:mr-1 before:content-['/']">
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
