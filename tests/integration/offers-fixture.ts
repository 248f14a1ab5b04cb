/** The offers tests' helpers: a draft's input, drafting, sending (and the mailed key), the offer as staff and shopper read it, accepting. */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { mailOutbox } from "#server/modules/mail/mail.table.ts";
import { shopDay } from "#server/modules/tax/index.ts";
import type { AdminOfferDetail } from "#server/operations/back-office-offers.ts";
import type { OfferAnswer } from "#server/operations/offers.ts";
import type { Shop } from "./harness.ts";
import { PREPAYMENT } from "./order-fixture.ts";
import type { ShopClient } from "./shop-client.ts";

export const inDays = (days: number) => shopDay(new Date(Date.now() + days * 86_400_000));

export function offerInput(email: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    locale: "en" as const,
    firstName: "Ada",
    lastName: "Lovelace",
    streetName: "Hauptstraße",
    houseNumber: "5",
    zipCode: "10115",
    city: "Berlin",
    countryId: 1,
    shippingProfileId: 1,
    shippingPriceCents: 0,
    discountCents: 200,
    validUntil: inDays(14),
    note: "Delivered to the second floor.",
    lines: [
      { variationNumber: "W-1", quantity: 2, unitPriceCents: 1000 },
      { variationNumber: "W-2", quantity: 1 },
      { variationNumber: "" },
    ],
    ...overrides,
  };
}

export async function draft(
  staff: ShopClient,
  email: string,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const answer = await staff.call("doCreateOffer", offerInput(email, overrides) as never);
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data!.offerId;
}

export async function detail(staff: ShopClient, offerId: number): Promise<AdminOfferDetail> {
  const answer = await staff.call("getAdminOffer", { offerId }, { method: "GET" });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data as AdminOfferDetail;
}

/** Sends the offer and answers the key its mail links to. */
export async function send(shop: Shop, staff: ShopClient, offerId: number): Promise<string> {
  const sent = await staff.call("doSendOffer", { offerId });
  expect(sent.status, sent.text).toBe(200);
  const [mail] = await shop.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.template, "offerSent"), eq(mailOutbox.reference, `offer:${offerId}:sent:1`)));
  const url = new URL((mail!.data as { offerUrl: string }).offerUrl);
  const parts = url.pathname.split("/");
  const at = parts.indexOf("offer");
  const [id, key] = [parts[at + 1], parts[at + 2]];
  expect(Number(id)).toBe(offerId);
  return decodeURIComponent(key!);
}

export async function open(client: ShopClient, offerId: number, accessKey: string): Promise<OfferAnswer> {
  const answer = await client.call("getOffer", { offerId, accessKey }, { method: "GET" });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data as OfferAnswer;
}

/** An acceptance form of its own page view (its submission key), unless `extra` names the key. */
export const accept = (client: ShopClient, offerId: number, accessKey: string, extra: Record<string, unknown> = {}) =>
  client.call("doAcceptOffer", {
    offerId,
    accessKey,
    paymentMethodId: PREPAYMENT,
    termsAccepted: true,
    submissionKey: randomUUID(),
    ...extra,
  });
