import type { ProductCategory } from "#server/modules/catalog/product-category.ts";
import { Breadcrumbs } from "~/components/ui/breadcrumbs.tsx";

/** Home / the default category's trail / the product. */
export function ProductBreadcrumbs({ category, name }: { category: ProductCategory | null; name: string }) {
  const trail = (category?.breadcrumbs ?? []).map((crumb) => ({ name: crumb.name, path: `/${crumb.urlPath}` }));
  return <Breadcrumbs trail={trail} current={name} />;
}
