import { describe, expect, it } from "vitest";
import { money } from "#common/money.ts";
import type { Cart, CartItem } from "../cart/cart-view.ts";
import { cartSignature, orderLinesFromCart, orderVatsFromCart, spreadDiscount } from "./order-lines.ts";

const m = (cents: number) => money(cents, "EUR", "de");

function item(
  id: number,
  variationId: number,
  quantity: number,
  unit: number,
  itemType: "default" | "bundle",
): CartItem {
  return {
    id,
    variationId,
    quantity,
    price: m(unit),
    priceNet: m(Math.round(unit / 1.19)),
    amount: m(unit * quantity),
    vatValue: 19,
    variation: {
      id: variationId,
      itemId: variationId - 100,
      number: `N-${variationId}`,
      name: `Name ${variationId}`,
      urlPath: `name_${variationId - 100}_${variationId}`,
      image: null,
      attributes: [],
      itemType,
      minimumOrderQuantity: 1,
      intervalOrderQuantity: 1,
      maximumOrderQuantity: null,
      availability: {
        id: 1,
        averageDays: 1,
        name: "",
        colour: "green",
      } as unknown as CartItem["variation"]["availability"],
    },
    basketItemOrderParams: [],
  };
}

function cart(items: CartItem[], coupon: { code: string; cents: number; lineIds?: number[] } | null): Cart {
  return {
    id: 7,
    items,
    basketAmount: m(0),
    basketAmountNet: m(0),
    itemSum: m(0),
    itemSumNet: m(0),
    shippingAmount: m(0),
    shippingAmountNet: m(0),
    shippingAvailable: true,
    basketRebate: m(0),
    couponDiscount: m(coupon?.cents ?? 0),
    couponShippingSaving: m(0),
    couponCode: coupon?.code ?? null,
    couponLineIds: coupon ? (coupon.lineIds ?? items.map((item) => item.id)) : [],
    totalVats: [
      { vatValue: 19, vatAmount: m(190) },
      { vatValue: 5.5, vatAmount: m(55) },
    ],
    shippingCountryId: 1,
    shopCountryId: 1,
    currency: "EUR",
    customerInvoiceAddressId: null,
    customerShippingAddressId: null,
    maxDeliveryDays: 1,
    itemQuantity: 0,
  };
}

describe("orderLinesFromCart", () => {
  it("copies the lines, puts bundle parts under their bundle and the coupon last", () => {
    const rows = orderLinesFromCart(
      cart([item(1, 201, 2, 1190, "default"), item(2, 202, 3, 3000, "bundle")], { code: "SPRING", cents: 500 }),
      new Map([[202, [{ variationId: 203, quantity: 2, name: "Part", number: "P-1" }]]]),
    );
    expect(rows.map((row) => [row.position, row.typeId, row.variationId, row.quantity, row.amountGrossCents])).toEqual([
      [1, 1, 201, 2, 2380],
      [2, 3, 202, 3, 9000],
      [3, 2, 203, 6, 0],
      [4, 4, null, 1, -500],
    ]);
    expect(rows[2]?.parentPosition).toBe(2);
    expect(rows[3]?.name).toBe("SPRING");
    // The coupon's 5 € spread over the lines it applies to by value (23,80 and 90,00).
    expect(rows.map((row) => row.discountCents ?? 0)).toEqual([105, 395, 0, 0]);
  });

  it("keeps the coupon's share only on the lines it applies to, adding up to the discount", () => {
    const rows = orderLinesFromCart(
      cart([item(1, 201, 2, 1190, "default"), item(2, 202, 1, 999, "default"), item(3, 204, 1, 1, "default")], {
        code: "SOME",
        cents: -1000,
        lineIds: [2, 3],
      }),
      new Map(),
    );
    expect(rows.map((row) => row.discountCents ?? 0)).toEqual([0, 999, 1, 0]);
    expect(
      spreadDiscount(100, [
        { id: 1, cents: 100 },
        { id: 2, cents: 100 },
        { id: 3, cents: 100 },
      ]),
    ).toEqual(
      new Map([
        [1, 34],
        [2, 33],
        [3, 33],
      ]),
    );
    expect(spreadDiscount(500, [{ id: 1, cents: 200 }])).toEqual(new Map([[1, 200]]));
  });

  it("copies the chosen variation's attribute values and own image onto its line", () => {
    const chosen = item(1, 201, 1, 1190, "default");
    chosen.variation.image = "sofa-anthracite.webp";
    chosen.variation.attributes = [{ name: "Farbe", value: "Anthrazit" }];
    const [row] = orderLinesFromCart(cart([chosen], null), new Map());
    expect(row).toMatchObject({ image: "sofa-anthracite.webp", attributes: [{ name: "Farbe", value: "Anthrazit" }] });
  });

  it("treats a bundle without known parts as a plain line and leaves out a coupon worth nothing", () => {
    const rows = orderLinesFromCart(cart([item(1, 202, 1, 3000, "bundle")], { code: "ZERO", cents: 0 }), new Map());
    expect(rows.map((row) => row.typeId)).toEqual([1]);
  });

  it("keeps VAT per rate in basis points", () => {
    expect(orderVatsFromCart(cart([], null))).toEqual([
      { rateBp: 1900, vatCents: 190 },
      { rateBp: 550, vatCents: 55 },
    ]);
  });
});

describe("cartSignature", () => {
  it("does not depend on line order but on every id, quantity and the coupon", () => {
    const lines = [
      { id: 2, variationId: 9, quantity: 1 },
      { id: 1, variationId: 8, quantity: 3 },
    ];
    const base = cartSignature(5, lines, null);
    expect(cartSignature(5, [...lines].reverse(), null)).toBe(base);
    expect(cartSignature(5, [{ ...lines[0]!, quantity: 2 }, lines[1]!], null)).not.toBe(base);
    expect(cartSignature(5, [{ ...lines[0]!, id: 3 }, lines[1]!], null)).not.toBe(base);
    expect(cartSignature(5, lines, "SPRING")).not.toBe(base);
    expect(cartSignature(6, lines, null)).not.toBe(base);
  });
});
