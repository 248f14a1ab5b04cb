import type { PriceView } from "#server/modules/pricing/price-view.ts";
import { useT } from "~/lib/i18n.tsx";

/**
 * A card's prices: the current price, during a special offer with the struck-through
 * regular price and the lowest price of the last 30 days (PAngV §11), the recommended
 * retail price when it is higher, and the base price per unit.
 */
export function ProductPrices({ prices }: { prices: PriceView }) {
  const t = useT();
  const onOffer = prices.regularPrice !== null;
  return (
    <div className="text-sm">
      <p className="flex flex-wrap items-baseline gap-x-2">
        {onOffer && <span className="sr-only">{t("catalog.offerPrice")}</span>}
        <span className={`text-lg font-semibold ${onOffer ? "text-red-800" : "text-neutral-900"}`}>
          {prices.price.formatted}
        </span>
        {prices.regularPrice && (
          <s className="text-neutral-700">
            <span className="sr-only">{t("catalog.regularPrice")}</span>
            {prices.regularPrice.formatted}
          </s>
        )}
      </p>
      {prices.rrp && <p className="text-neutral-700">{t("catalog.rrp", { price: prices.rrp.formatted })}</p>}
      {prices.lowestPrice && (
        <p className="text-neutral-700">{t("catalog.lowestPrice", { price: prices.lowestPrice.formatted })}</p>
      )}
      {prices.basePrice && <p className="text-neutral-700">{prices.basePrice}</p>}
    </div>
  );
}
