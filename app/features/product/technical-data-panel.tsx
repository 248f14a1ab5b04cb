import { LOCALE_TAGS } from "#common/constants.ts";
import type { ProductVariation } from "#server/modules/catalog/product-types.ts";
import { useT } from "~/lib/i18n.tsx";
import { useRootData } from "~/lib/root-data.ts";
import { RichText } from "./rich-text.tsx";

/** The item's technical text, then the variation's own data as a table. */
export function TechnicalDataPanel({
  technicalData,
  variation,
}: {
  technicalData: string;
  variation: ProductVariation;
}) {
  const t = useT();
  const { locale } = useRootData();
  const tag = LOCALE_TAGS[locale];
  const { widthMm, heightMm, lengthMm, weightG } = variation.dimensions;
  const number = new Intl.NumberFormat(tag);
  const weight =
    weightG >= 1000
      ? new Intl.NumberFormat(tag, { style: "unit", unit: "kilogram", maximumFractionDigits: 2 }).format(weightG / 1000)
      : new Intl.NumberFormat(tag, { style: "unit", unit: "gram" }).format(weightG);
  const rows: [string, string][] = [
    [t("product.itemNumber"), variation.number],
    ...(variation.gtin ? [[t("product.gtin"), variation.gtin] as [string, string]] : []),
    ...(variation.mpn ? [[t("product.mpn"), variation.mpn] as [string, string]] : []),
    ...variation.properties.map((property) => [property.name, property.value] as [string, string]),
    ...(widthMm || heightMm || lengthMm
      ? [
          [
            t("product.dimensions"),
            t("product.dimensionsValue", {
              width: number.format(widthMm),
              height: number.format(heightMm),
              length: number.format(lengthMm),
            }),
          ] as [string, string],
        ]
      : []),
    ...(weightG > 0 ? [[t("product.weight"), weight] as [string, string]] : []),
    ...(variation.unit.code !== "C62" || variation.unit.content !== 1
      ? [
          [t("product.contentLabel"), `${number.format(variation.unit.content)} ${variation.unit.name}`] as [
            string,
            string,
          ],
        ]
      : []),
  ];
  return (
    <div className="max-w-3xl space-y-6">
      {technicalData && <RichText html={technicalData} />}
      <table className="w-full text-left text-sm">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label} className="border-b border-neutral-200">
              <th scope="row" className="w-1/3 py-2 pr-4 align-top font-semibold">
                {label}
              </th>
              <td className="py-2">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
