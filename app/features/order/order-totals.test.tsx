import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Locale } from "#common/constants.ts";
import { money } from "#common/money.ts";
import type { OrderSummaryView } from "#server/modules/order/order-view.ts";
import { I18nProvider } from "~/lib/i18n.tsx";
import { OrderTotals } from "./order-totals.tsx";

function totals(locale: Locale, paidCents: number, refundedCents = 0): OrderSummaryView["totals"] {
  const m = (cents: number) => money(cents, "EUR", locale);
  return {
    itemSumGross: m(10_000),
    itemSumNet: m(8403),
    shippingGross: m(0),
    shippingNet: m(0),
    couponCode: null,
    couponValue: m(0),
    rebate: m(0),
    totalGross: m(10_000),
    totalNet: m(8403),
    vats: [{ rate: 19, value: m(1597) }],
    paid: m(paidCents),
    refundDue: m(Math.max(0, paidCents - 10_000)),
    refunded: m(refundedCents),
  };
}

const text = (locale: Locale, paidCents: number, refundedCents = 0) =>
  renderToStaticMarkup(
    <I18nProvider locale={locale}>
      <OrderTotals totals={totals(locale, paidCents, refundedCents)} />
    </I18nProvider>,
  )
    .replace(/<[^>]+>/g, "|")
    .replace(/\u00a0/g, " ");

describe("OrderTotals", () => {
  it("says what is paid and still due for a partly paid order, in both languages", () => {
    expect(text("de", 4000)).toContain("Bereits bezahlt||40,00 €||");
    expect(text("de", 4000)).toContain("Noch zu zahlen||60,00 €");
    expect(text("en", 4000)).toContain("Paid so far||€40.00||");
    expect(text("en", 4000)).toContain("Still to pay||€60.00");
  });

  it("shows the refund due of an order paid twice", () => {
    expect(text("de", 20_000)).toContain("Zu viel bezahlt, wird erstattet||100,00 €");
    expect(text("en", 20_000)).toContain("Paid too much, to be refunded||€100.00");
  });

  it("says what was refunded, and asks for nothing more after a partial refund", () => {
    expect(text("de", 9500, 500)).toContain("Erstattet||5,00 €");
    expect(text("en", 9500, 500)).toContain("Refunded||€5.00");
    expect(text("en", 9500, 500)).not.toMatch(/Still to pay/);
  });

  it("adds nothing for an unpaid or exactly paid order", () => {
    for (const paid of [0, 10_000]) {
      expect(text("en", paid)).not.toMatch(/Paid so far|Still to pay|refunded/);
    }
  });
});
