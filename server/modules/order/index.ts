/** Orders: tables, lines, access rules, the order view and payment status. Public entry: other floors and modules import only this file. */
export { accessKeyMatches, hashAccessKey, newAccessKey, sealAccessKey, unsealAccessKey } from "./access-key.ts";
export { bankDetailsFor, shopBankAccount, type ShopBankAccount } from "./bank-details.ts";
export { sessionSeesOrder, softLoginMatches, withVerifiedOrder } from "./order-access.ts";
export { cartSignature, orderLinesFromCart, orderVatsFromCart, type BundlePart } from "./order-lines.ts";
export type { OrderEvents, PlacedOrderEvent } from "./order-events.ts";
export { formatOrderNumber } from "./order-number.ts";
export { anonymiseCustomerOrders } from "./order-erasure.ts";
export { searchOrders, type OrderSearchPage } from "./order-search.ts";
export { addOrderCredit, applyPaidAmount, lockOrder, orderStatusKey, owedCents } from "./order-payment-status.ts";
export {
  listOrderShipments,
  recordShipment,
  SHIPPING_DATE_TYPE,
  type NewOrderShipment,
  type OrderShipmentRow,
} from "./order-shipments.ts";
export {
  attachGuestOrders,
  countOrdersOf,
  findOrderById,
  findOrderByNumberAndEmail,
  findOrderByPlacementKey,
  findOrdersWithItems,
  findRecentOrderFromCart,
  insertOrder,
  listCustomerOrders,
  listOrderItems,
  nextOrderSequenceValue,
  type NewOrderItemRow,
  type NewOrderRow,
  type OrderItemRow,
  type OrderRow,
} from "./order-store.ts";
export { orderItemView } from "./order-item-view.ts";
export {
  orderDetailView,
  type OrderItemView,
  type OrderAddressView,
  orderPropertyDisplay,
  orderSummaryView,
  paymentMethodNameIn,
  type OrderDetailView,
  type OrderDocuments,
  type OrderReturnFacts,
  type OrderReturnView,
  type OrderShipmentView,
  type OrderSummaryView,
} from "./order-view.ts";
export {
  ORDER_ITEM_TYPE,
  orderItems,
  orderShipments,
  orders,
  type FulfillmentStatus,
  type OrderAdditionalInformation,
  type OrderVat,
  type PaymentStatus,
} from "./order.table.ts";
