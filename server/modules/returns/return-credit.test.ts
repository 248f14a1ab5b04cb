import { describe, expect, it } from "vitest";
import type { OrderItemRow } from "../order/index.ts";
import { creditVats, returnCredit } from "./return-credit.ts";
import type { ReturnWithItems } from "./returns.ts";

function item(id: number, unitGrossCents: number, quantity: number, vatRateBp = 1900, discountCents = 0): OrderItemRow {
  return {
    id,
    orderId: 1,
    position: id,
    typeId: 1,
    parentPosition: null,
    variationId: id,
    itemId: id,
    name: `Item ${id}`,
    variationNumber: "",
    urlPath: "",
    quantity,
    unitGrossCents,
    unitNetCents: Math.round((unitGrossCents * 10_000) / (10_000 + vatRateBp)),
    amountGrossCents: unitGrossCents * quantity,
    discountCents,
    vatRateBp,
    properties: [],
    attributes: [],
    image: null,
  };
}

function returned(
  lines: { orderItemId: number; quantity: number; receivedQuantity?: number | null }[],
): ReturnWithItems {
  return {
    id: 1,
    originOrderId: 1,
    sequence: 1,
    returnNumber: "O-1-R1",
    status: "received",
    reasonId: 1,
    comment: "",
    locale: "de",
    refundedCents: 0,
    shippingRefunded: false,
    submissionKey: "k",
    createdAt: new Date(),
    receivedAt: new Date(),
    refundedAt: null,
    updatedAt: new Date(),
    items: lines.map((line, index) => ({
      id: index + 1,
      returnId: 1,
      orderItemId: line.orderItemId,
      quantity: line.quantity,
      receivedQuantity: line.receivedQuantity ?? null,
      restocked: false,
    })),
  };
}

const order = { itemSumGrossCents: 10_000, couponValueCents: -1_000, rebateCents: 0, shippingGrossCents: 495 };

describe("returnCredit", () => {
  it("values what arrived at the price paid, less the coupon's share, plus shipping when asked", () => {
    const items = [item(1, 2_000, 3), item(2, 4_000, 1, 700)];
    const credit = returnCredit(order, items, returned([{ orderItemId: 1, quantity: 2, receivedQuantity: 2 }]), false);
    expect(credit).toMatchObject({
      itemsGrossCents: 4_000,
      discountCents: 400,
      shippingGrossCents: 0,
      maximumCents: 3_600,
    });
    const withShipping = returnCredit(
      order,
      items,
      returned([{ orderItemId: 1, quantity: 2, receivedQuantity: 1 }]),
      true,
    );
    expect(withShipping).toMatchObject({ itemsGrossCents: 2_000, discountCents: 200, maximumCents: 1_800 + 495 });
  });

  it("takes each line's own coupon share when the order kept them (a coupon on some items only)", () => {
    // 50 off item 1 only (its two pieces); item 2 had no discount.
    const items = [item(1, 5_000, 2, 1900, 5_000), item(2, 4_000, 1)];
    const order2 = { itemSumGrossCents: 14_000, couponValueCents: -5_000, rebateCents: 0, shippingGrossCents: 0 };
    const one = returnCredit(order2, items, returned([{ orderItemId: 1, quantity: 1, receivedQuantity: 1 }]), false);
    expect(one).toMatchObject({ itemsGrossCents: 5_000, discountCents: 2_500, maximumCents: 2_500 });
    const other = returnCredit(order2, items, returned([{ orderItemId: 2, quantity: 1, receivedQuantity: 1 }]), false);
    expect(other).toMatchObject({ itemsGrossCents: 4_000, discountCents: 0, maximumCents: 4_000 });
  });

  it("leaves out lines of which nothing arrived and lines of other orders", () => {
    const credit = returnCredit(
      order,
      [item(1, 2_000, 3)],
      returned([
        { orderItemId: 1, quantity: 2, receivedQuantity: 0 },
        { orderItemId: 9, quantity: 1, receivedQuantity: 1 },
      ]),
      false,
    );
    expect(credit).toMatchObject({ lines: [], itemsGrossCents: 0, maximumCents: 0 });
  });
});

describe("creditVats", () => {
  it("spreads the amount over the rates by value and the shares add up to it exactly", () => {
    const lines = [
      { item: item(1, 1_999, 1), quantity: 1, grossCents: 1_999 },
      { item: item(2, 1_001, 1, 700), quantity: 1, grossCents: 1_001 },
    ];
    const vats = creditVats(lines, 2_999);
    expect(vats.reduce((sum, vat) => sum + vat.grossCents, 0)).toBe(2_999);
    expect(vats[0]).toMatchObject({ rateBp: 1900, grossCents: 1_998, vatCents: Math.round((1_998 * 19) / 119) });
    expect(vats[1]).toMatchObject({ rateBp: 700, grossCents: 1_001 });
    expect(creditVats(lines, 0)).toEqual([]);
  });
});
