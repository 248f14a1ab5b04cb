import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Locale } from "#common/constants.ts";
import { money } from "#common/money.ts";
import type { Cart } from "#server/modules/cart/cart-view.ts";
import { I18nProvider } from "~/lib/i18n.tsx";
import { OrderSummary } from "./order-summary.tsx";

/** A cart of one freight item (89,90 € shipping) without lines shown; totals as the server answers them. */
function cart(locale: Locale, overrides: Partial<Record<keyof Cart, unknown>> = {}): Cart {
  const m = (cents: number) => money(cents, "EUR", locale);
  return {
    id: 1,
    items: [],
    basketAmount: m(119_000),
    basketAmountNet: m(100_000),
    itemSum: m(119_000),
    itemSumNet: m(100_000),
    shippingAmount: m(8990),
    shippingAmountNet: m(7555),
    shippingAvailable: true,
    basketRebate: m(0),
    couponDiscount: m(0),
    couponShippingSaving: m(0),
    couponCode: null,
    totalVats: [{ vatValue: 19, vatAmount: m(19_000) }],
    shippingCountryId: 1,
    shopCountryId: 1,
    currency: "EUR",
    customerInvoiceAddressId: null,
    customerShippingAddressId: null,
    maxDeliveryDays: 10,
    itemQuantity: 1,
    ...overrides,
  } as Cart;
}

/** The summary's rows as "label: value" texts. */
function rows(locale: Locale, summaryCart: Cart): string[] {
  const markup = renderToStaticMarkup(
    <I18nProvider locale={locale}>
      <OrderSummary cart={summaryCart} />
    </I18nProvider>,
  );
  return [...markup.matchAll(/<dt>([^<]*)<\/dt><dd>([^<]*)<\/dd>/g)].map(([, label, value]) => `${label}: ${value}`);
}

describe("OrderSummary", () => {
  it("shows what a free-shipping coupon saves, not a discount of 0", () => {
    const german = cart("de", {
      couponCode: "VERSANDFREI",
      shippingAmount: money(0, "EUR", "de"),
      couponShippingSaving: money(8990, "EUR", "de"),
    });
    expect(rows("de", german)).toContain("Gutschein VERSANDFREI: Versandkostenfrei, Sie sparen 89,90\u00a0€");
    expect(rows("de", german).join("\n")).not.toMatch(/-0,00/);
    const english = cart("en", {
      couponCode: "VERSANDFREI",
      shippingAmount: money(0, "EUR", "en"),
      couponShippingSaving: money(8990, "EUR", "en"),
    });
    expect(rows("en", english)).toContain("Coupon VERSANDFREI: Free shipping, you save €89.90");
    expect(rows("en", english).join("\n")).not.toMatch(/-€0.00/);
  });

  it("still shows a coupon's discount", () => {
    const withDiscount = cart("en", { couponCode: "5EURO", couponDiscount: money(-500, "EUR", "en") });
    expect(rows("en", withDiscount)).toContain("Coupon 5EURO: -€5.00");
  });

  it("shows no shipping price when no method serves the country", () => {
    const none = (locale: Locale) =>
      cart(locale, { shippingAvailable: false, shippingAmount: money(0, "EUR", locale) });
    expect(rows("de", none("de"))).toContain("Versand: keine Versandart verfügbar");
    expect(rows("en", none("en"))).toContain("Shipping: no shipping method available");
    expect(rows("de", cart("de"))).toContain("Versand: 89,90\u00a0€");
  });
});
