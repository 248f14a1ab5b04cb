import { Link } from "react-router";
import { ShopFrame } from "~/features/layout/shop-frame.tsx";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";
import type { CategoryPageData } from "./category-page.server.ts";

/** Category page frame: breadcrumbs and subcategories (product lists arrive with the catalog). */
export function CategoryPage({ data }: { data: CategoryPageData }) {
  const t = useT();
  const { prefix } = useRootData();
  const { page } = data;
  const details = page.category.details[0];
  const children = page.category.children.filter((c) => c.details[0]);
  return (
    <ShopFrame>
      <main id="main" className="mx-auto max-w-7xl px-4 py-8">
        <nav aria-label={t("nav.breadcrumb")} className="text-sm text-neutral-700">
          <ol className="flex flex-wrap gap-1">
            <li>
              <Link to={withPrefix(prefix, "/")} className="underline-offset-2 hover:underline">
                {t("nav.home")}
              </Link>
            </li>
            {page.breadcrumbs.map((crumb, index) => (
              <li key={crumb.id} className="before:mr-1 before:content-['/']">
                {index === page.breadcrumbs.length - 1 ? (
                  <span aria-current="page">{crumb.name}</span>
                ) : (
                  <Link to={withPrefix(prefix, `/${crumb.urlPath}`)} className="underline-offset-2 hover:underline">
                    {crumb.name}
                  </Link>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h1 className="mt-4 text-3xl font-semibold">{details?.name}</h1>
        {children.length > 0 && (
          <section aria-labelledby="subcategories" className="mt-8">
            <h2 id="subcategories" className="text-xl font-semibold">
              {t("category.subcategories")}
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {children.map((child) => (
                <li key={child.id}>
                  <Link
                    to={withPrefix(prefix, `/${child.details[0]?.urlPath ?? ""}`)}
                    className="block rounded-lg border border-neutral-200 p-4 font-semibold hover:border-primary-600"
                  >
                    {child.details[0]?.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        {page.category.type === "item" && <p className="mt-8 text-neutral-700">{t("category.empty")}</p>}
      </main>
    </ShopFrame>
  );
}
