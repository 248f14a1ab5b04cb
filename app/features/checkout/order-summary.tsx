import { useId } from "react";
import type { Cart } from "#server/modules/cart/cart-view.ts";
import { LineChoices, lineProperties } from "~/components/ui/line-choices.tsx";
import { ResponsiveImage } from "~/components/ui/responsive-image.tsx";
import { useT } from "~/lib/i18n.tsx";

/** The lines, totals and VAT of the cart as it will be ordered. */
export function OrderSummary({ cart, headingLevel = 2 }: { cart: Cart; headingLevel?: 2 | 3 }) {
  const t = useT();
  const titleId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-neutral-300 p-5">
      <Heading id={titleId} className="text-xl font-semibold">
        {t("checkout.summaryTitle")}
      </Heading>
      <ul className="mt-4 divide-y divide-neutral-200">
        {cart.items.map((item) => (
          <li key={item.id} className="flex gap-3 py-2">
            <ResponsiveImage
              fileName={item.variation.image}
              alt=""
              width={800}
              height={800}
              sizes="48px"
              className="h-12 w-12 shrink-0 rounded bg-neutral-100 object-cover"
            />
            <span className="w-10 shrink-0 text-neutral-700">
              {t("checkout.quantityTimes", { quantity: item.quantity })}
            </span>
            <span className="flex-1">
              {item.variation.name}
              <LineChoices
                attributes={item.variation.attributes}
                properties={lineProperties(item.basketItemOrderParams, item.vatValue)}
                className="text-sm text-neutral-700"
              />
            </span>
            <span className="font-semibold">{item.amount.formatted}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-1 border-t border-neutral-300 pt-3">
        <Row label={t("checkout.itemSum")} value={cart.itemSum.formatted} />
        <Row
          label={t("checkout.shipping")}
          value={cart.shippingAvailable ? cart.shippingAmount.formatted : t("checkout.shippingUnavailable")}
        />
        {cart.couponCode && cart.couponDiscount.value !== 0 && (
          <Row label={t("checkout.couponDiscount", { code: cart.couponCode })} value={cart.couponDiscount.formatted} />
        )}
        {cart.couponCode && cart.couponShippingSaving.value > 0 && (
          <Row
            label={t("checkout.couponDiscount", { code: cart.couponCode })}
            value={t("checkout.couponFreeShipping", { amount: cart.couponShippingSaving.formatted })}
          />
        )}
        <Row label={t("checkout.totalNet")} value={cart.basketAmountNet.formatted} />
        {cart.totalVats.map((vat) => (
          <Row key={vat.vatValue} label={t("checkout.vat", { rate: vat.vatValue })} value={vat.vatAmount.formatted} />
        ))}
        <Row label={t("checkout.total")} value={cart.basketAmount.formatted} strong />
      </dl>
    </section>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? "text-lg font-semibold" : ""}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
