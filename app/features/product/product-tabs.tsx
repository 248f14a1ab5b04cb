import type { ProductDetail, ProductVariation } from "#server/modules/catalog/product-types.ts";
import { Tabs } from "~/components/ui/tabs.tsx";
import { useT } from "~/lib/i18n.tsx";
import { LegalPanel, ManufacturerPanel } from "./manufacturer-panels.tsx";
import { RichText } from "./rich-text.tsx";
import { TechnicalDataPanel } from "./technical-data-panel.tsx";

/** Description, technical data, manufacturer and legal details as tabs (arrow keys move between tabs). */
export function ProductTabs({ product, variation }: { product: ProductDetail; variation: ProductVariation }) {
  const t = useT();
  return (
    <Tabs
      className="mt-12"
      label={t("product.tabsLabel")}
      tabs={[
        {
          id: "description",
          label: t("product.description"),
          panel: product.texts.description ? (
            <RichText html={product.texts.description} />
          ) : (
            <p className="text-neutral-700">{t("product.noDescription")}</p>
          ),
        },
        {
          id: "technical-data",
          label: t("product.technicalData"),
          panel: <TechnicalDataPanel technicalData={product.texts.technicalData} variation={variation} />,
        },
        {
          id: "manufacturer",
          label: t("product.manufacturer"),
          panel: <ManufacturerPanel manufacturer={product.manufacturer} />,
        },
        {
          id: "legal",
          label: t("product.legal"),
          panel: <LegalPanel manufacturer={product.manufacturer} variation={variation} />,
        },
      ]}
    />
  );
}
