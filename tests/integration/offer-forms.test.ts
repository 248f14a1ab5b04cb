/**
 * The offer pages' forms without JavaScript, through their route loaders and actions in process
 * (form-browser.ts): the back office's new-offer form (refusals named by field, then the draft's
 * page), its send form, and the shopper's accept (on to the confirmation) and decline forms.
 */
import { expect, it } from "vitest";
import { OperatorContext } from "#server/modules/operator/operator-context.ts";
import { findOffer } from "#server/modules/offer/index.ts";
import { unsealAccessKey } from "#server/modules/order/index.ts";
import type { AdminOfferDetail } from "#server/operations/back-office-offers.ts";
import type { OfferAnswer } from "#server/operations/offers.ts";
import { shopDay } from "#server/modules/tax/index.ts";
import { action as newOfferAction } from "~/routes/admin-offer-new.tsx";
import { action as adminOfferAction, loader as adminOfferLoader } from "~/routes/admin-offer.tsx";
import { action as offerAction, loader as offerLoader } from "~/routes/offer.tsx";
import { FormBrowser } from "./form-browser.ts";
import { describeDatabases, type Shop } from "./harness.ts";
import { addOperator } from "./operator-fixture.ts";
import { addOrderCatalog, PREPAYMENT } from "./order-fixture.ts";

const OFFER_FORM = {
  email: "ada@example.com",
  locale: "en",
  lastName: "Lovelace",
  streetName: "Hauptstraße",
  houseNumber: "5",
  zipCode: "10115",
  city: "Berlin",
  countryId: "1",
  shippingProfileId: "1",
  shippingPrice: "",
  discount: "1,50",
  note: "",
  "lines[0].variationNumber": "W-1",
  "lines[0].quantity": "2",
  "lines[0].unitPrice": "10,00",
  "lines[0].properties": "",
  "lines[1].variationNumber": "",
  "lines[1].quantity": "",
  "lines[1].unitPrice": "",
  "lines[1].properties": "",
};

async function staffBrowser(shop: Shop): Promise<FormBrowser> {
  const staff = new FormBrowser(shop, {}, "de");
  const identity = await addOperator(shop, { email: "staff-form@example.com", role: "staff" });
  staff.operator = new OperatorContext({ identity, tokenHash: "t".repeat(64) }, null);
  return staff;
}

/** Drafts and sends an offer through the back office's forms; answers its id and the link's key. */
async function sentOffer(staff: FormBrowser) {
  const created = await staff.post(
    (context, request) => newOfferAction({ context, request, params: {} } as never),
    "/admin/offers/new",
    { ...OFFER_FORM, validUntil: shopDay(new Date(Date.now() + 7 * 86_400_000)) },
  );
  expect(created).toMatchObject({ status: 302, location: expect.stringMatching(/^\/admin\/offers\/\d+$/) });
  const path = (created as { location: string }).location;
  const params = { offerId: path.split("/").at(-1)! };
  expect(
    await staff.post((context, request) => adminOfferAction({ context, request, params } as never), path, {
      intent: "send",
    }),
  ).toMatchObject({ status: 302, location: path });
  const detail = (
    (await staff.load((context, request) => adminOfferLoader({ context, request, params } as never), path)).body as {
      detail: AdminOfferDetail;
    }
  ).detail;
  return { offerId: detail.offer.id, detail };
}

describeDatabases("the offer pages' forms", (shop) => {
  it("drafts and sends an offer by form; refusals are named by field and keep what was typed", async () => {
    await addOrderCatalog(shop());
    const staff = await staffBrowser(shop());
    const post = (fields: Record<string, string>) =>
      staff.post(
        (context, request) => newOfferAction({ context, request, params: {} } as never),
        "/admin/offers/new",
        fields,
      );
    const validUntil = shopDay(new Date(Date.now() + 7 * 86_400_000));
    expect(await post({ ...OFFER_FORM, validUntil, email: "" })).toMatchObject({
      status: 400,
      body: { form: "offer", error: { email: ["validation.emailRequired"] } },
    });
    expect(await post({ ...OFFER_FORM, validUntil, "lines[0].variationNumber": "NOPE" })).toMatchObject({
      status: 400,
      body: { error: { "lines[0].variationNumber": ["offers.validation.unknownVariation"] } },
    });
    expect(await post({ ...OFFER_FORM, validUntil, discount: "12,3x" })).toMatchObject({
      status: 400,
      body: { error: { discount: ["admin.validation.amount"] } },
    });
    expect(await post({ ...OFFER_FORM, validUntil, discount: "500" })).toMatchObject({
      status: 400,
      body: { error: { discount: ["offers.validation.discountTooHigh"] } },
    });
    const { detail } = await sentOffer(staff);
    expect(detail).toMatchObject({
      statusKey: "open",
      offer: { totals: { itemSumGross: { value: 2000 }, couponValue: { value: -150 } } },
    });
    expect(staff.flashes.map((flash) => flash.key)).toEqual(["admin.offers.form.done", "admin.offers.send.done"]);
  });

  it("lets the shopper accept by form (on to the confirmation) or decline with a reason", async () => {
    await addOrderCatalog(shop());
    const staff = await staffBrowser(shop());
    const [first, second] = [await sentOffer(staff), await sentOffer(staff)];
    const keyOf = async (offerId: number) => {
      const row = await findOffer(shop().db, offerId);
      return unsealAccessKey(row!.accessKeySealed, shop().config.sessionSecret)!;
    };
    const shopper = new FormBrowser(shop(), {}, "en");
    const page = async (offerId: number) => {
      const accessKey = await keyOf(offerId);
      const path = `/en/offer/${offerId}/${accessKey}`;
      const params = { offerId: String(offerId), accessKey };
      return {
        load: async () =>
          (await shopper.load((context, request) => offerLoader({ context, request, params } as never), path)).body as {
            answer: OfferAnswer;
            submissionKey: string;
          },
        post: (fields: Record<string, string>) =>
          shopper.post((context, request) => offerAction({ context, request, params } as never), path, fields),
      };
    };

    const accepting = await page(first.offerId);
    const { answer, submissionKey } = await accepting.load();
    expect(answer.state).toBe("open");
    const accept = { intent: "accept", paymentMethodId: String(PREPAYMENT), submissionKey };
    expect(await accepting.post(accept)).toMatchObject({
      status: 400,
      body: { ok: false, intent: "accept", message: expect.stringContaining("Accept the terms") },
    });
    const accepted = await accepting.post({ ...accept, termsAccepted: "1" });
    expect(accepted).toMatchObject({ status: 303, location: expect.stringMatching(/^\/en\/confirmation\/\d+\//) });
    // The same form again (a reload of the POST): the same order.
    expect(await accepting.post({ ...accept, termsAccepted: "1" })).toMatchObject({
      status: 303,
      location: (accepted as { location: string }).location,
    });
    expect((await accepting.load()).answer.state).toBe("taken");

    const declining = await page(second.offerId);
    expect(await declining.post({ intent: "decline", reason: "" })).toMatchObject({
      status: 400,
      body: { error: { reason: ["offers.validation.reason"] } },
    });
    expect(await declining.post({ intent: "decline", reason: "Too expensive" })).toMatchObject({
      status: 200,
      body: { declined: true },
    });
    expect((await declining.load()).answer.state).toBe("declined");
  });
});
