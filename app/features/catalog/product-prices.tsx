import type { CardProduct } from "./card-product.ts";
import { useT } from "~/lib/i18n.tsx";

/**
 * A card's prices: the current price, during a special offer with the struck-through
 * regular price and the lowest price of the last 30 days (PAngV §11), the recommended
 * retail price when it is higher, and the base price per unit.
 */
export function ProductPrices({ prices }: { prices: CardProduct["prices"] }) {
  const t = useT();
  const onOffer = prices.regularPrice !== null;
  return (
    <div className="text-sm">
      {/* The price is the paragraph's own text (no span: twenty cards, issue 14 DOM size). */}
      <p
        className={`flex flex-wrap items-baseline gap-x-2 text-lg font-semibold ${onOffer ? "text-red-800" : "text-neutral-900"}`}
      >
        {onOffer && <span className="sr-only">{t("catalog.offerPrice")}</span>}
        {prices.price.formatted}
        {prices.regularPrice && (
          <s className="text-sm font-normal text-neutral-700">
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
