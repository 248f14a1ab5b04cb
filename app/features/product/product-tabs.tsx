import { Tab, TabList, TabPanel, Tabs } from "react-aria-components";
import type { ProductDetail, ProductVariation } from "#server/modules/catalog/product-types.ts";
import { useT } from "~/lib/i18n.tsx";
import { LegalPanel, ManufacturerPanel } from "./manufacturer-panels.tsx";
import { RichText } from "./rich-text.tsx";
import { TechnicalDataPanel } from "./technical-data-panel.tsx";

const TAB =
  "cursor-pointer border-b-2 px-4 py-2 font-semibold outline-none data-[focus-visible]:outline-3 data-[focus-visible]:outline-primary-600 data-[selected]:border-primary-700 data-[selected]:text-primary-800 border-transparent text-neutral-800 hover:text-primary-700";
const PANEL = "py-6 outline-none data-[focus-visible]:outline-3 data-[focus-visible]:outline-primary-600";

/** Description, technical data, manufacturer and legal details as tabs (react-aria: arrow keys move between tabs). */
export function ProductTabs({ product, variation }: { product: ProductDetail; variation: ProductVariation }) {
  const t = useT();
  return (
    <Tabs className="mt-12">
      <TabList aria-label={t("product.tabsLabel")} className="flex flex-wrap gap-2 border-b border-neutral-300">
        <Tab id="description" className={TAB}>
          {t("product.description")}
        </Tab>
        <Tab id="technical-data" className={TAB}>
          {t("product.technicalData")}
        </Tab>
        <Tab id="manufacturer" className={TAB}>
          {t("product.manufacturer")}
        </Tab>
        <Tab id="legal" className={TAB}>
          {t("product.legal")}
        </Tab>
      </TabList>
      <TabPanel id="description" className={PANEL}>
        {product.texts.description ? (
          <RichText html={product.texts.description} />
        ) : (
          <p className="text-neutral-700">{t("product.noDescription")}</p>
        )}
      </TabPanel>
      <TabPanel id="technical-data" className={PANEL}>
        <TechnicalDataPanel technicalData={product.texts.technicalData} variation={variation} />
      </TabPanel>
      <TabPanel id="manufacturer" className={PANEL}>
        <ManufacturerPanel manufacturer={product.manufacturer} />
      </TabPanel>
      <TabPanel id="legal" className={PANEL}>
        <LegalPanel manufacturer={product.manufacturer} variation={variation} />
      </TabPanel>
    </Tabs>
  );
}
