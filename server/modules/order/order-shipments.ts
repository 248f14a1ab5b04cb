import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { orderShipments, orders, type OrderDate } from "./order.table.ts";

export type OrderShipmentRow = typeof orderShipments.$inferSelect;
export type NewOrderShipment = Omit<typeof orderShipments.$inferInsert, "id" | "orderId">;

/** The order date type of the shipping date (storefront spec §3 'dates'). */
export const SHIPPING_DATE_TYPE = 5;

/**
 * Records a parcel of an order: the order is shipped from now on, and its first parcel dates
 * its shipping (typeId 5). Idempotent per tracking number: a retried or double-clicked 'ship'
 * answers the parcel already recorded (created false) and changes nothing. The caller resolves
 * the carrier's name and tracking page (shipping's trackingUrlFor) and runs this in its
 * transaction.
 */
export async function recordShipment(
  tx: Database,
  orderId: number,
  shipment: NewOrderShipment,
): Promise<{ shipment: OrderShipmentRow; created: boolean }> {
  const [inserted] = await tx
    .insert(orderShipments)
    .values({ ...shipment, orderId })
    .onConflictDoNothing({ target: [orderShipments.orderId, orderShipments.trackingNumber] })
    .returning();
  if (!inserted) {
    const [existing] = await tx
      .select()
      .from(orderShipments)
      .where(and(eq(orderShipments.orderId, orderId), eq(orderShipments.trackingNumber, shipment.trackingNumber)));
    if (!existing) throw new Error("shipment neither inserted nor found");
    return { shipment: existing, created: false };
  }
  const date: OrderDate = { typeId: SHIPPING_DATE_TYPE, date: inserted.shippedAt.toISOString() };
  const dated = sql`${orders.dates} @> ${JSON.stringify([{ typeId: SHIPPING_DATE_TYPE }])}::jsonb`;
  await tx
    .update(orders)
    .set({
      fulfillmentStatus: "shipped",
      dates: sql`case when ${dated} then ${orders.dates} else ${orders.dates} || ${JSON.stringify([date])}::jsonb end`,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, orderId));
  return { shipment: inserted, created: true };
}

/** An order's parcels, first sent first. */
export async function listOrderShipments(db: Database, orderId: number): Promise<OrderShipmentRow[]> {
  return db
    .select()
    .from(orderShipments)
    .where(eq(orderShipments.orderId, orderId))
    .orderBy(asc(orderShipments.shippedAt), asc(orderShipments.id));
}
