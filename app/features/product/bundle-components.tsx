import { Link } from "react-router";
import type { ProductVariation } from "#server/modules/catalog/product-types.ts";
import { ResponsiveImage } from "~/components/ui/responsive-image.tsx";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { productPath } from "~/lib/product-path.ts";
import { useRootData } from "~/lib/root-data.ts";
import { usePercentFormat } from "./product-price.tsx";

/** What a bundle contains, each part linked to its own page, and what it saves. */
export function BundleComponentList({ bundle }: { bundle: NonNullable<ProductVariation["bundle"]> }) {
  const t = useT();
  const { prefix } = useRootData();
  const percent = usePercentFormat();
  return (
    <section aria-labelledby="bundle-heading" className="rounded-lg border border-neutral-200 p-4">
      <h2 id="bundle-heading" className="font-semibold">
        {t("product.bundleTitle")}
      </h2>
      <ul className="mt-3 space-y-3">
        {bundle.components.map((component) => (
          <li key={component.variationId} className="flex items-center gap-3">
            <span className="h-14 w-14 shrink-0 overflow-hidden rounded bg-neutral-50">
              <ResponsiveImage
                fileName={component.image?.fileName ?? null}
                alt=""
                width={component.image?.width ?? 56}
                height={component.image?.height ?? 56}
                sizes="56px"
                className="h-full w-full object-cover"
              />
            </span>
            <span className="flex-1 text-sm">
              <span className="font-semibold">{t("product.bundleQuantity", { quantity: component.quantity })}</span>{" "}
              <Link
                to={withPrefix(prefix, productPath(component.urlPath, component.itemId, component.variationId))}
                className="underline underline-offset-2 hover:text-primary-700"
              >
                {component.name}
              </Link>
            </span>
            {component.price && <span className="text-sm">{component.price.formatted}</span>}
          </li>
        ))}
      </ul>
      {bundle.saving && (
        <div className="mt-3 border-t border-neutral-200 pt-3 text-sm">
          <p>{t("product.bundleTotal", { amount: bundle.saving.componentsTotal.formatted })}</p>
          <p className="font-semibold text-green-800">
            {t("product.bundleSaving", {
              amount: bundle.saving.amount.formatted,
              percent: percent(bundle.saving.percent),
            })}
          </p>
        </div>
      )}
    </section>
  );
}
