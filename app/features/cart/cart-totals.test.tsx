import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Locale } from "#common/constants.ts";
import { money } from "#common/money.ts";
import type { ClientCart } from "~/lib/cart-answer.ts";
import { I18nProvider } from "~/lib/i18n.tsx";
import { CartTotals } from "./cart-totals.tsx";

/** One freight item, 89,90 € shipping, as the server answers the cart. */
function cart(locale: Locale, overrides: Partial<Record<keyof ClientCart, unknown>> = {}): ClientCart {
  const m = (cents: number) => money(cents, "EUR", locale);
  return {
    id: 1,
    items: [],
    basketAmount: m(127_990),
    basketAmountNet: m(107_555),
    itemSum: m(119_000),
    itemSumNet: m(100_000),
    shippingAmount: m(8990),
    shippingAmountNet: m(7555),
    shippingAvailable: true,
    basketRebate: m(0),
    couponDiscount: m(0),
    couponShippingSaving: m(0),
    couponCode: null,
    totalVats: [{ vatValue: 19, vatAmount: m(20_435) }],
    shippingCountryId: 1,
    shopCountryId: 1,
    currency: "EUR",
    customerInvoiceAddressId: null,
    customerShippingAddressId: null,
    maxDeliveryDays: 10,
    itemQuantity: 1,
    ...overrides,
  } as ClientCart;
}

/** The totals' rows as "label: value" texts, rendered in a router with the root data. */
function rows(locale: Locale, totalsCart: ClientCart): string[] {
  const router = createMemoryRouter(
    [{ id: "root", path: "*", element: <CartTotals cart={totalsCart} net={false} />, loader: () => null }],
    { initialEntries: ["/"], hydrationData: { loaderData: { root: { locale, prefix: "" } } } },
  );
  const markup = renderToStaticMarkup(
    <I18nProvider locale={locale}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return [...markup.matchAll(/<dt>([^<]*)<\/dt><dd>([^<]*)<\/dd>/g)].map(([, label, value]) => `${label}: ${value}`);
}

describe("CartTotals", () => {
  it("shows what a free-shipping coupon saves", () => {
    const free = (locale: Locale) =>
      cart(locale, {
        couponCode: "VERSANDFREI",
        shippingAmount: money(0, "EUR", locale),
        couponShippingSaving: money(8990, "EUR", locale),
      });
    expect(rows("de", free("de"))).toContain("Gutscheinrabatt: Versandkostenfrei, Sie sparen 89,90\u00a0€");
    expect(rows("en", free("en"))).toContain("Coupon discount: Free shipping, you save €89.90");
  });

  it("shows no shipping price when no method serves the country", () => {
    const none = (locale: Locale) =>
      cart(locale, { shippingAvailable: false, shippingAmount: money(0, "EUR", locale) });
    expect(rows("de", none("de"))).toContain("Versand: keine Versandart verfügbar");
    expect(rows("en", none("en"))).toContain("Shipping: no shipping method available");
    expect(rows("en", cart("en"))).toContain("Shipping: €89.90");
  });
});
