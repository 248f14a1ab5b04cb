import type { ReactNode } from "react";
import { formatMoney } from "#common/money.ts";
import type { ClientCart } from "~/lib/cart-answer.ts";
import { useT } from "~/lib/i18n.tsx";
import { useRootData } from "~/lib/root-data.ts";

/**
 * The cart's totals (docs/glossary.md, storefront spec §3 "Cart"), gross or net as the shopper's prices
 * are shown. Gross: items, shipping, coupon, total, and the VAT it includes per rate. Net:
 * the same without VAT, then the VAT per rate on top and the total to pay.
 */
export function CartTotals({ cart, net, coupon }: { cart: ClientCart; net: boolean; coupon?: ReactNode }) {
  const t = useT();
  const { locale } = useRootData();
  const discount = cart.couponDiscount.value;
  const shippingSaving = cart.couponShippingSaving;
  const vatLines = cart.totalVats.map((vat) => (
    <Row
      key={vat.vatValue}
      label={t(net ? "cart.vatPlus" : "cart.vatIncluded", { rate: vat.vatValue })}
      value={vat.vatAmount.formatted}
      quiet={!net}
    />
  ));
  return (
    <div className="space-y-4">
      {/* Slot of the coupon form (built with the coupons; mounted by the route). */}
      {coupon}
      <dl className="space-y-2">
        <Row label={t("cart.itemSum")} value={(net ? cart.itemSumNet : cart.itemSum).formatted} />
        <Row
          label={t("cart.shipping")}
          // Without a method there is no price to show: the country select says why.
          value={
            cart.shippingAvailable
              ? (net ? cart.shippingAmountNet : cart.shippingAmount).formatted
              : t("cart.shippingUnavailable")
          }
        />
        {discount !== 0 && (
          <Row
            label={t("cart.couponDiscount")}
            // Shown as a deduction whichever sign the cart answers it with.
            value={formatMoney(-Math.abs(discount), cart.couponDiscount.currency, locale)}
          />
        )}
        {shippingSaving.value > 0 && (
          <Row
            label={t("cart.couponDiscount")}
            value={t("cart.couponFreeShipping", { amount: shippingSaving.formatted })}
          />
        )}
        {net && <Row label={t("cart.totalNet")} value={cart.basketAmountNet.formatted} strong />}
        {net && vatLines}
        <Row label={t("cart.total")} value={cart.basketAmount.formatted} strong />
        {!net && vatLines}
      </dl>
    </div>
  );
}

function Row({ label, value, strong, quiet }: { label: string; value: string; strong?: boolean; quiet?: boolean }) {
  const look = strong
    ? "border-t border-neutral-300 pt-2 text-lg font-semibold"
    : quiet
      ? "text-sm text-neutral-700"
      : "";
  return (
    <div className={`flex justify-between gap-4 ${look}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
