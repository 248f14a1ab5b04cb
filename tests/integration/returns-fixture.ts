/** The returns tests' helpers: a paid and shipped order, the new-return form, a return as staff read it. */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { mailOutbox } from "#server/modules/mail/mail.table.ts";
import { orderItems } from "#server/modules/order/order.table.ts";
import type { AdminReturnDetail } from "#server/operations/back-office-returns.ts";
import type { ReturnFormAnswer } from "#server/operations/returns.ts";
import { DHL, operator, placeOrder } from "./back-office-fixture.ts";
import type { Shop } from "./harness.ts";
import { addOrderCatalog, HOSTED_CARD } from "./order-fixture.ts";
import type { ShopClient } from "./shop-client.ts";

export const submissionKey = () => randomUUID().replaceAll("-", "");

/** A paid (sandbox) order of three pieces that has shipped, and its buyer, staff and the line to return. */
export async function shippedOrder(shop: Shop, email = "ada@example.com") {
  await addOrderCatalog(shop);
  const { buyer, placed } = await placeOrder(shop, email, { quantity: 3, paymentMethodId: HOSTED_CARD });
  const payment = await buyer.call("doCreateMolliePaymentFromOrder", { orderId: placed.orderId, options: {} });
  expect(payment.status, payment.text).toBe(200);
  await buyer.call("doCompleteSandboxPayment", { paymentId: payment.body.data!.id, outcome: "paid" });
  const staff = await operator(shop, "staff", `staff-${randomUUID()}@example.com`);
  const key = { orderId: placed.orderId, accessKey: placed.accessKey };
  return { buyer, placed, staff, key };
}

export async function ship(staff: ShopClient, orderId: number) {
  const answer = await staff.call("doShipOrder", {
    orderId,
    parcelServiceId: DHL.id,
    trackingNumber: "00340434161094042557",
  });
  expect(answer.status, answer.text).toBe(200);
}

export async function form(client: ShopClient, key: { orderId: number; accessKey: string }): Promise<ReturnFormAnswer> {
  const answer = await client.call("getReturnForm", key, { method: "GET" });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data as ReturnFormAnswer;
}

export function fullForm(answer: ReturnFormAnswer) {
  if (answer.access !== "full") throw new Error("the form is not shown in full");
  return answer.form;
}

export async function adminReturn(staff: ShopClient, returnId: number): Promise<AdminReturnDetail> {
  const answer = await staff.call("getAdminReturn", { returnId }, { method: "GET" });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data as AdminReturnDetail;
}

export async function variationOf(shop: Shop, orderId: number): Promise<number> {
  const [item] = await shop.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  return item!.variationId!;
}

export async function mailCount(shop: Shop, template: string): Promise<number> {
  return (await shop.db.select().from(mailOutbox).where(eq(mailOutbox.template, template))).length;
}
