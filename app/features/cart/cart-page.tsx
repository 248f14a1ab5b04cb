import { useEffect, useRef } from "react";
import type { Cart } from "#server/modules/cart/cart-view.ts";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/ui/breadcrumbs.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { ShopFrame } from "~/features/layout/shop-frame.tsx";
import { useCart } from "~/lib/cart-context.tsx";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";
import { CartLine } from "./cart-line.tsx";
import { CartTotals } from "./cart-totals.tsx";
import { CouponForm } from "./coupon-form.tsx";
import { ShippingCountrySelect, type CountryOption } from "./shipping-country-select.tsx";
import { useViewer } from "~/lib/viewer.tsx";

/**
 * /cart: the lines with their controls, the totals with the coupon slot and the way to the
 * checkout, or the empty state. It shows the browser's cart (app/lib/cart-context.tsx), so
 * the header, the quick cart and this page always agree. `failure` is the message of a form
 * the server refused without JavaScript; a refused coupon code goes under its field instead.
 * The coupon form and the delivery-country select hand their answers (cart and events) to
 * the browser's cart, which shows a removed coupon and shipping problems as notifications.
 */
type CartPageProps = {
  failure: string | null;
  couponFailure?: string | null;
  countryFailure?: string | null;
  countries: CountryOption[];
};

export function CartPage(props: CartPageProps) {
  // The cart page is the visitor's own (never shared): the root loader read the cart.
  const { cart } = useCart();
  return cart && <KnownCartPage {...props} cart={cart} />;
}

function KnownCartPage({ failure, couponFailure, countryFailure, countries, cart }: CartPageProps & { cart: Cart }) {
  const t = useT();
  const { prefix } = useRootData();
  const { session, csrfToken } = useViewer();
  const { accept } = useCart();
  const onCart = (next: Cart, events?: Record<string, unknown>) => accept({ cart: next, events });
  const net = session.user?.showNetPrices ?? false;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const removed = useRef(false);
  // A removed line takes its button along: the focus goes to the heading with the new count.
  useEffect(() => {
    if (!removed.current) return;
    removed.current = false;
    headingRef.current?.focus();
  }, [cart]);

  return (
    <ShopFrame>
      <main id="main" className="mx-auto max-w-7xl px-4 py-8">
        <Breadcrumbs current={t("cart.title")} />
        <h1 ref={headingRef} tabIndex={-1} className="mt-4 text-3xl font-semibold">
          {t("cart.title")}{" "}
          <span className="text-xl font-normal text-neutral-700">
            ({t("cart.itemCount", { count: cart.itemQuantity })})
          </span>
        </h1>
        <div className="mt-4">
          <FormError message={failure} />
        </div>
        {cart.items.length > 0 ? (
          <div className="mt-6 grid gap-10 lg:grid-cols-[1fr_22rem]">
            <ul aria-label={t("cart.title")}>
              {cart.items.map((line) => (
                <CartLine
                  key={line.id}
                  line={line}
                  net={net}
                  onRemoved={() => {
                    removed.current = true;
                  }}
                />
              ))}
            </ul>
            <section aria-labelledby="cart-summary" className="h-fit space-y-6 rounded-lg bg-neutral-50 p-6">
              <h2 id="cart-summary" className="text-xl font-semibold">
                {t("cart.summary")}
              </h2>
              <ShippingCountrySelect
                cart={cart}
                countries={countries}
                onCart={onCart}
                post={{ action: withPrefix(prefix, "/cart"), csrfToken, error: countryFailure }}
              />
              <CartTotals
                cart={cart}
                net={net}
                coupon={
                  <CouponForm
                    cart={cart}
                    onCart={onCart}
                    post={{ action: withPrefix(prefix, "/cart"), csrfToken, error: couponFailure }}
                  />
                }
              />
              <p className="text-sm text-neutral-700">{t(net ? "catalog.vatNoteNet" : "catalog.vatNoteGross")}</p>
              <Link
                to={withPrefix(prefix, "/checkout")}
                className="flex w-full justify-center rounded-md bg-primary-700 px-5 py-3 font-semibold text-white hover:bg-primary-800"
              >
                {t("cart.goToCheckout")}
              </Link>
            </section>
          </div>
        ) : (
          <div className="mt-8 rounded-lg border border-dashed border-neutral-400 p-8 text-center">
            <p className="text-neutral-800">{t("cart.empty")}</p>
            <Link to={withPrefix(prefix, "/")} className="mt-4 inline-flex font-semibold text-primary-800 underline">
              {t("cart.continueShopping")}
            </Link>
          </div>
        )}
      </main>
    </ShopFrame>
  );
}
