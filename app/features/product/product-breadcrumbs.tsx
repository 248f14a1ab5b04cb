import { Link } from "react-router";
import type { ProductCategory } from "#server/modules/catalog/product-category.ts";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";

/** Home / the default category's trail / the product. */
export function ProductBreadcrumbs({ category, name }: { category: ProductCategory | null; name: string }) {
  const t = useT();
  const { prefix } = useRootData();
  return (
    <nav aria-label={t("nav.breadcrumb")} className="text-sm text-neutral-700">
      <ol className="flex flex-wrap gap-1">
        <li>
          <Link to={withPrefix(prefix, "/")} className="underline-offset-2 hover:underline">
            {t("nav.home")}
          </Link>
        </li>
        {category?.breadcrumbs.map((crumb) => (
          <li key={crumb.id} className="before:mr-1 before:content-['/']">
            <Link to={withPrefix(prefix, `/${crumb.urlPath}`)} className="underline-offset-2 hover:underline">
              {crumb.name}
            </Link>
          </li>
        ))}
        <li className="before:mr-1 before:content-['/']">
          <span aria-current="page">{name}</span>
        </li>
      </ol>
    </nav>
  );
}
