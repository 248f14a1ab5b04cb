import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Locale } from "#common/constants.ts";
import { money } from "#common/money.ts";
import type { Cart } from "#server/modules/cart/cart-view.ts";
import { NotificationProvider } from "~/components/ui/notifications.tsx";
import { ApiProvider } from "~/lib/api.tsx";
import { I18nProvider } from "~/lib/i18n.tsx";
import { CouponForm } from "./coupon-form.tsx";
import { ShippingCountrySelect } from "./shipping-country-select.tsx";

const zero = money(0, "EUR", "de");

function cart(overrides: Partial<Cart> = {}): Cart {
  return {
    id: 1,
    items: [],
    basketAmount: zero,
    basketAmountNet: zero,
    itemSum: zero,
    itemSumNet: zero,
    shippingAmount: zero,
    shippingAmountNet: zero,
    shippingAvailable: true,
    basketRebate: zero,
    couponDiscount: zero,
    couponShippingSaving: zero,
    couponCode: null,
    couponLineIds: [],
    totalVats: [],
    shippingCountryId: 1,
    shopCountryId: 1,
    currency: "EUR",
    customerInvoiceAddressId: null,
    customerShippingAddressId: null,
    maxDeliveryDays: 0,
    itemQuantity: 0,
    ...overrides,
  };
}

function render(node: ReactNode, locale: Locale = "en"): string {
  return renderToStaticMarkup(
    <I18nProvider locale={locale}>
      <NotificationProvider>
        <ApiProvider locale={locale} csrfToken="token">
          {node}
        </ApiProvider>
      </NotificationProvider>
    </I18nProvider>,
  );
}

/** The id a label points to must be its control's. */
function labelledControl(markup: string, text: string, tag: "input" | "select"): string {
  const label = new RegExp(`<label for="([^"]+)"[^>]*>${text}</label>`).exec(markup);
  expect(label, `label ${text}`).not.toBeNull();
  const id = label?.[1] ?? "";
  const control = new RegExp(`<${tag}[^>]*id="${id}"[^>]*>`).exec(markup)?.[0];
  expect(control, `${tag} for ${text}`).toBeDefined();
  return control ?? "";
}

describe("CouponForm", () => {
  it("offers a labelled code field and an apply button", () => {
    const markup = render(<CouponForm cart={cart()} onCart={() => undefined} />);
    const input = labelledControl(markup, "Coupon code", "input");
    expect(input).toContain('name="couponCode"');
    expect(input).not.toContain("aria-invalid");
    expect(markup).toMatch(/<button type="submit"[^>]*>Apply<\/button>/);
    expect(markup).not.toContain("Remove coupon");
  });

  it("shows the applied coupon with a remove button instead", () => {
    const markup = render(<CouponForm cart={cart({ couponCode: "WILLKOMMEN10" })} onCart={() => undefined} />);
    expect(markup).toContain("Coupon WILLKOMMEN10 applied");
    expect(markup).toMatch(/<button type="submit"[^>]*>Remove coupon<\/button>/);
    expect(markup).not.toContain('name="couponCode"');
  });

  it("posts to the cart route without JavaScript, with the action's refusal tied to the field", () => {
    const post = { action: "/en/cart", csrfToken: "tok", error: "The coupon could not be redeemed." };
    const markup = render(<CouponForm cart={cart()} onCart={() => undefined} post={post} />);
    expect(markup).toMatch(/<form [^>]*action="\/en\/cart" method="post"/);
    expect(markup).toContain('<input type="hidden" name="intent" value="coupon"/>');
    expect(markup).toContain('<input type="hidden" name="_csrf" value="tok"/>');
    const input = labelledControl(markup, "Coupon code", "input");
    expect(input).toContain('aria-invalid="true"');
    const errorId = /aria-describedby="([^"]+)"/.exec(input)?.[1];
    expect(markup).toContain(`<p id="${errorId}" role="alert"`);
    expect(markup).toMatch(/<button type="submit"(?![^>]*disabled="")[^>]*>Apply<\/button>/);
    const applied = render(<CouponForm cart={cart({ couponCode: "X" })} onCart={() => undefined} post={post} />);
    expect(applied).toContain('<input type="hidden" name="intent" value="removeCoupon"/>');
  });

  it("speaks German by default", () => {
    const markup = render(<CouponForm cart={cart()} onCart={() => undefined} />, "de");
    labelledControl(markup, "Gutscheincode", "input");
    expect(markup).toContain("Einlösen");
  });
});

describe("ShippingCountrySelect", () => {
  const countries = [
    { id: 1, name: "Germany" },
    { id: 2, name: "Austria" },
  ];

  it("selects the cart's delivery country under a label, with its hint linked", () => {
    const markup = render(
      <ShippingCountrySelect cart={cart({ shippingCountryId: 2 })} countries={countries} onCart={() => undefined} />,
    );
    const select = labelledControl(markup, "Delivery country", "select");
    const hintId = /aria-describedby="([^"]+)"/.exec(select)?.[1];
    expect(markup).toContain(`id="${hintId}"`);
    expect(markup).toContain("Shipping costs and VAT are calculated for this country.");
    expect(markup).toMatch(/<option value="2" selected="">Austria<\/option>/);
    expect(markup).toMatch(/<option value="1">Germany<\/option>/);
  });

  it("has German texts", () => {
    const markup = render(<ShippingCountrySelect cart={cart()} countries={countries} onCart={() => undefined} />, "de");
    labelledControl(markup, "Lieferland", "select");
  });

  it("posts to the cart route with an Apply button until the page is hydrated", () => {
    const post = { action: "/en/cart", csrfToken: "token-1" };
    const markup = render(
      <ShippingCountrySelect cart={cart()} countries={countries} onCart={() => undefined} post={post} />,
    );
    expect(markup).toContain(`<form action="/en/cart" method="post">`);
    expect(markup).toContain('<input type="hidden" name="_csrf" value="token-1"/>');
    expect(markup).toContain('<input type="hidden" name="intent" value="shippingCountry"/>');
    expect(labelledControl(markup, "Delivery country", "select")).not.toContain("disabled");
    expect(markup).toMatch(/<button type="submit"[^>]*aria-label="Apply delivery country"[^>]*>Apply<\/button>/);
    const german = render(
      <ShippingCountrySelect cart={cart()} countries={countries} onCart={() => undefined} post={post} />,
      "de",
    );
    expect(german).toMatch(/<button type="submit"[^>]*aria-label="Lieferland übernehmen"[^>]*>Übernehmen<\/button>/);
  });

  it("waits for hydration without a form to post, and shows a refusal the action answered", () => {
    const waiting = render(<ShippingCountrySelect cart={cart()} countries={countries} onCart={() => undefined} />);
    expect(labelledControl(waiting, "Delivery country", "select")).toContain("disabled");
    expect(waiting).not.toContain("Apply");
    const refused = render(
      <ShippingCountrySelect
        cart={cart()}
        countries={countries}
        onCart={() => undefined}
        post={{ action: "/cart", csrfToken: "t", error: "This country is not available." }}
      />,
    );
    const select = labelledControl(refused, "Delivery country", "select");
    expect(select).toContain('aria-invalid="true"');
    const messageId = /aria-describedby="[^"]+ ([^"]+)"/.exec(select)?.[1];
    expect(refused).toContain(`<p id="${messageId}" role="alert"`);
    expect(refused).toContain("This country is not available.");
  });
});
