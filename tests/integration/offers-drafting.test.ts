/**
 * Drafting offers (docs/back-office.md "Offers"): refusals named by field that store nothing,
 * amounts that do not fit, an export's prices, order property answers with their surcharges.
 * The offer's way after drafting: offers.test.ts.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { offers } from "#server/modules/offer/offer.table.ts";
import { shippingProfileCountries } from "#server/modules/shipping/shipping.table.ts";
import { operator } from "./back-office-fixture.ts";
import { describeDatabases } from "./harness.ts";
import { detail, draft, inDays, offerInput } from "./offers-fixture.ts";
import { addOrderCatalog } from "./order-fixture.ts";

describeDatabases("drafting offers", (shop) => {
  it("refuses bad drafts field by field and changes nothing", async () => {
    await addOrderCatalog(shop());
    const staff = await operator(shop(), "staff", "staff@example.com");
    const refused = async (overrides: Record<string, unknown>, field: string, key: string) => {
      const answer = await staff.call("doCreateOffer", offerInput("ada@example.com", overrides) as never);
      expect(answer.status, answer.text).toBe(400);
      expect(answer.body.error?.key).toBe("offerInvalid");
      expect(answer.body.error?.fields?.[field]).toEqual(key);
    };
    await refused(
      { lines: [{ variationNumber: "NOPE", quantity: 1 }] },
      "lines[0].variationNumber",
      "There is no item with this number.",
    );
    await refused(
      {
        lines: [
          { variationNumber: "W-1", quantity: 1 },
          { variationNumber: "C-7", quantity: 1 },
        ],
      },
      "lines[1].properties",
      'Please fill in "Engraving".',
    );
    await refused(
      { lines: [{ variationNumber: "C-7", quantity: 1, properties: "Engraving: Ada; Size: XL" }] },
      "lines[0].properties",
      "This item has no order property “Size”.",
    );
    await refused(
      { lines: [{ variationNumber: "C-7", quantity: 1, properties: "Engraving: Ada; Design: logo.png" }] },
      "lines[0].properties",
      "The order property “Design” is a file; it cannot be given in an offer.",
    );
    await refused({ lines: [] }, "lines[0].variationNumber", "Enter at least one item number.");
    await refused({ validUntil: inDays(-1) }, "validUntil", "The date is in the past.");
    await refused({ discountCents: 50_000 }, "discountCents", "The discount is higher than the item sum.");
    await refused({ countryId: 1, shippingProfileId: 424242 }, "shippingProfileId", expect.any(String) as never);
    const malformed = await staff.call(
      "doCreateOffer",
      offerInput("ada@example.com", { validUntil: "2026-02-30" }) as never,
    );
    expect(malformed.status).toBe(400);
    expect(await shop().db.select().from(offers)).toEqual([]);

    await refused(
      { lines: [{ variationNumber: "W-1", quantity: 10_000, unitPriceCents: 99_999_999 }] },
      "lines[0].quantity",
      "An offer cannot hold amounts this large.",
    );

    // An export (Switzerland): the operator's price is typed gross with German VAT, as the shop's
    // prices are; the offer charges its German net without VAT, as the cart would.
    const [swiss] = await shop()
      .db.select()
      .from(shippingProfileCountries)
      .where(eq(shippingProfileCountries.countryId, 3));
    const exportId = await draft(staff, "zoe@example.ch", {
      countryId: 3,
      zipCode: "8001",
      city: "Zürich",
      shippingProfileId: swiss!.profileId,
      discountCents: null,
      lines: [{ variationNumber: "W-1", quantity: 1, unitPriceCents: 11_900 }],
    });
    const exported = (await detail(staff, exportId)).offer;
    expect(exported.orderItems[0]).toMatchObject({ unitPrice: { value: 10_000 }, vatRate: 0 });
    expect(exported.totals.itemSumGross.value).toBe(10_000);
    expect(exported.totals.vats.every((vat) => vat.value.value === 0)).toBe(true);

    // Answers as the cart takes them, with their surcharges: 20,00 + 2,00 (Blue) + 5,95 (gift wrap, 5,00 net).
    const offerId = await draft(staff, "ada@example.com", {
      discountCents: null,
      lines: [{ variationNumber: "C-7", quantity: 1, properties: "engraving: Ada; Colour: blue; Gift wrap" }],
    });
    const [line] = (await detail(staff, offerId)).offer.orderItems;
    expect(line!.unitPrice.value).toBe(2795);
    expect(line!.orderProperties.map((property) => [property.name, property.displayValue])).toEqual([
      ["Engraving", "Ada"],
      ["Colour", "Blue"],
      ["Gift wrap", "Yes"],
    ]);
  });
});
