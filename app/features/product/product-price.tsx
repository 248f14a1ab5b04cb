import { Link } from "react-router";
import { LOCALE_TAGS } from "#common/constants.ts";
import type { PriceView } from "#server/modules/pricing/price-view.ts";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";

/** "16,7": discounts with one decimal (docs/glossary.md, storefront spec §9). */
export function usePercentFormat() {
  const { locale } = useRootData();
  const format = new Intl.NumberFormat(LOCALE_TAGS[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (percent: number) => format.format(percent);
}

/**
 * The price of one piece with what the law asks next to it: the struck regular price and
 * the lowest price of the last 30 days for a reduction (PAngV), the base price, VAT and
 * shipping; then the graduated prices.
 */
export function ProductPrice({ prices }: { prices: PriceView }) {
  const t = useT();
  const { prefix } = useRootData();
  const percent = usePercentFormat();
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-3">
        <span className={`text-3xl font-bold ${prices.regularPrice ? "text-red-800" : ""}`}>
          <span className="sr-only">{t("product.price")}: </span>
          {prices.price.formatted}
        </span>
        {prices.regularPrice && (
          <s className="text-lg text-neutral-700">
            <span className="sr-only">{t("product.regularPrice")}: </span>
            {prices.regularPrice.formatted}
          </s>
        )}
      </p>
      <div className="mt-1 space-y-0.5 text-sm text-neutral-800">
        {prices.rrp && <p>{t("product.rrp", { price: prices.rrp.formatted })}</p>}
        {prices.lowestPrice && <p>{t("product.lowestPrice", { price: prices.lowestPrice.formatted })}</p>}
        {prices.basePrice && <p>{t("product.basePrice", { price: prices.basePrice })}</p>}
        <p>
          {prices.isNet ? t("product.exclVat") : t("product.inclVat")},{" "}
          <Link to={withPrefix(prefix, "/shipping")} className="underline underline-offset-2 hover:text-primary-700">
            {t("product.plusShipping")}
          </Link>
        </p>
      </div>
      {prices.graduatedPrices.length > 0 && (
        <table className="mt-4 w-full max-w-md text-left text-sm">
          <caption className="text-left font-semibold">{t("product.graduatedPrices")}</caption>
          <thead>
            <tr className="border-b border-neutral-300">
              <th scope="col" className="py-1 pr-3">
                {t("product.fromQuantity")}
              </th>
              <th scope="col" className="py-1 pr-3">
                {t("product.pricePerPiece")}
              </th>
              <th scope="col" className="py-1">
                {t("product.discount")}
              </th>
            </tr>
          </thead>
          <tbody>
            {prices.graduatedPrices.map((row) => (
              <tr key={row.minimumOrderQuantity} className="border-b border-neutral-200">
                <td className="py-1 pr-3">{t("product.fromPieces", { quantity: row.minimumOrderQuantity })}</td>
                <td className="py-1 pr-3">{row.price.formatted}</td>
                <td className="py-1">{t("product.percent", { percent: percent(row.discountPercent) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
