/** The back office's test helpers: a placed order, an operator of a role, the list and an order as operators read them. */
import { expect } from "vitest";
import { DEMO_PARCEL_SERVICES } from "#server/demo/commerce/shipping-profiles.ts";
import type { AdminOrderDetail, AdminOrderList } from "#server/operations/back-office.ts";
import type { PlacedOrderAnswer } from "#server/operations/order.ts";
import { addOperator, loginOperator } from "./operator-fixture.ts";
import { completeCheckout } from "./order-fixture.ts";
import type { Shop } from "./harness.ts";
import type { ShopClient } from "./shop-client.ts";

export const DHL = DEMO_PARCEL_SERVICES[0]!;

export async function placeOrder(
  shop: Shop,
  email: string,
  options: { quantity?: number; paymentMethodId?: number } = {},
): Promise<{ buyer: ShopClient; placed: PlacedOrderAnswer }> {
  const buyer = shop.client({ locale: "en" });
  await buyer.call("doAddCartItem", { productId: 9101, quantity: options.quantity ?? 1 });
  await completeCheckout(shop, buyer, {
    email,
    ...(options.paymentMethodId ? { paymentMethodId: options.paymentMethodId } : {}),
  });
  const answer = await buyer.call("doPlaceOrder", { termsAccepted: true });
  if (!answer.body.data) throw new Error(`placing failed: ${answer.text}`);
  return { buyer, placed: answer.body.data };
}

export async function operator(shop: Shop, role: "owner" | "editor" | "staff", email: string): Promise<ShopClient> {
  await addOperator(shop, { email, name: `Olga ${role}`, role });
  const client = shop.client({ locale: "en" });
  await loginOperator(client, email);
  return client;
}

export async function orderList(client: ShopClient, input: Record<string, unknown> = {}): Promise<AdminOrderList> {
  const answer = await client.call("getAdminOrders", input, { method: "GET" });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data as AdminOrderList;
}

export async function orderDetail(client: ShopClient, orderId: number): Promise<AdminOrderDetail> {
  const answer = await client.call("getAdminOrder", { orderId }, { method: "GET" });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data as AdminOrderDetail;
}
