/**
 * What the shopper chose stays on the line from cart to order, mail and documents: the
 * variation's attribute values, its own image and the order property answers, in the
 * shopper's language.
 */
import { expect, it } from "vitest";
import { seedCommerce } from "#server/demo/commerce/index.ts";
import { variationImages } from "#server/modules/catalog/item.table.ts";
import { mailOutbox } from "#server/modules/mail/mail.table.ts";
import type { OrderMailData } from "#server/modules/mail/order-data.ts";
import type { OrderAnswer, PlacedOrderAnswer } from "#server/operations/order.ts";
import { describeDatabases } from "./harness.ts";
import { completeCheckout } from "./order-fixture.ts";
import { addProductFixture, FIXTURE } from "./product-fixture.ts";

/** Kissen Probe in Sand, Groß (its own image is the third); Stickfarbe Silber. */
const EXPECTED = {
  de: {
    attributes: [
      { name: "Farbe", value: "Sand" },
      { name: "Größe", value: "Groß" },
    ],
    thread: { name: "Stickfarbe", displayValue: "Silber" },
    details: ["Farbe: Sand", "Größe: Groß", "Stickfarbe: Silber"],
  },
  en: {
    attributes: [
      { name: "Colour", value: "Sand" },
      { name: "Size", value: "Large" },
    ],
    thread: { name: "Embroidery colour", displayValue: "Silver" },
    details: ["Colour: Sand", "Size: Large", "Embroidery colour: Silver"],
  },
} as const;
const OWN_IMAGE = "kissen-probe-3.webp";

describeDatabases("the chosen variation on cart and order lines", (shop) => {
  it.each(["de", "en"] as const)("keeps attributes, own image and answers from cart to mail (%s)", async (locale) => {
    await seedCommerce(shop().db);
    await addProductFixture(shop().db);
    await shop().db.insert(variationImages).values({ variationId: FIXTURE.sandLarge, imageId: 97903 });
    const visitor = shop().client({ locale });
    const added = await visitor.call("doAddCartItem", {
      productId: FIXTURE.sandLarge,
      quantity: 2,
      basketItemOrderParams: [{ propertyId: 97902, value: "97912" }],
    });
    expect(added.status).toBe(200);
    const line = added.body.data?.items[0];
    expect(line?.variation).toMatchObject({ image: OWN_IMAGE, attributes: EXPECTED[locale].attributes });
    expect(line?.basketItemOrderParams).toEqual([expect.objectContaining(EXPECTED[locale].thread)]);

    await completeCheckout(shop(), visitor, { email: "visitor@example.com" });
    const placed = await visitor.call("doPlaceOrder", { termsAccepted: true });
    expect(placed.status).toBe(200);
    const { orderId, accessKey } = placed.body.data as PlacedOrderAnswer;
    const answer = (await visitor.call("getOrder", { orderId, accessKey })).body.data as Extract<
      OrderAnswer,
      { access: "full" }
    >;
    expect(answer.order.orderItems[0]).toMatchObject({
      itemVariationId: FIXTURE.sandLarge,
      image: OWN_IMAGE,
      attributes: EXPECTED[locale].attributes,
      orderProperties: [expect.objectContaining(EXPECTED[locale].thread)],
    });

    // The mail and the PDF documents print the same lines (OrderMailData.items).
    const [mail] = await shop().db.select().from(mailOutbox);
    expect((mail?.data as OrderMailData).items[0]?.details).toEqual(EXPECTED[locale].details);
  });
});
