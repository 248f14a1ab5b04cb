import type { Database } from "../../db/client.ts";
import type { OrderRow } from "./order-store.ts";

/** A placed order with the access key of its links (known only while it is placed). */
export type PlacedOrderEvent = { order: OrderRow; accessKey: string };

/**
 * The order module's events, emitted by the place-order and fulfilment workflows; subscribers in
 * server/subscribers/ react (the confirmation mail and the document job).
 */
export type OrderEvents = {
  /**
   * Inside the placing transaction, after the order and its lines are inserted: what a
   * subscriber writes through `tx` commits or rolls back with the order, and a failing
   * subscriber rolls the order back.
   */
  orderInserted: PlacedOrderEvent & { tx: Database };
  /** After the commit; a failing subscriber is logged, the order stays. */
  orderPlaced: PlacedOrderEvent;
  /** An operator canceled the order (its stock is released); after the commit, like orderPlaced. */
  orderCanceled: { order: OrderRow };
};
