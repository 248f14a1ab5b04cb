import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { customers } from "../modules/customer/index.ts";
import { ADDRESS_TYPE } from "#common/constants.ts";
import { listOwnedAddresses, snapshotOf } from "../modules/address/index.ts";
import { listCustomerOffers } from "../modules/offer/index.ts";
import { listOrderItems, listOrderShipments, orders } from "../modules/order/index.ts";
import { reviewReplies, reviews } from "../modules/review/index.ts";
import { listCustomerWishlist } from "../modules/wishlist/index.ts";
import { subscriptionOf } from "../modules/newsletter/index.ts";

/** The version of the export's shape: a reader can tell what to expect. */
export const CUSTOMER_DATA_EXPORT_VERSION = 1;

const money = (cents: number, currency: string) => ({ cents, currency });

/**
 * Everything the shop keeps about a customer, for the customer (GDPR art. 15 and 20: in a
 * structured, machine-readable format): the account, the address book, every order with its
 * lines, address copies and parcels, reviews and replies, the wishlist, the newsletter subscription
 * of the account's address. No password hash, session or internal key.
 */
export async function customerDataExport(db: Database, customerId: number, now = new Date()) {
  const [account] = await db
    .select({
      email: customers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
      customerTypeId: customers.customerTypeId,
      showNetPrices: customers.showNetPrices,
      createdAt: customers.createdAt,
      updatedAt: customers.updatedAt,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!account) return null;
  const owner = { customerId };
  const [billing, shipping, orderRows, reviewRows, replyRows, wishlist, newsletter, offerRows] = await Promise.all([
    listOwnedAddresses(db, owner, ADDRESS_TYPE.billing),
    listOwnedAddresses(db, owner, ADDRESS_TYPE.shipping),
    db.select().from(orders).where(eq(orders.customerId, customerId)).orderBy(asc(orders.createdAt), asc(orders.id)),
    db
      .select({
        itemId: reviews.itemId,
        title: reviews.title,
        text: reviews.text,
        rating: reviews.rating,
        authorName: reviews.authorName,
        visible: reviews.visible,
        createdAt: reviews.createdAt,
        updatedAt: reviews.updatedAt,
      })
      .from(reviews)
      .where(eq(reviews.customerId, customerId))
      .orderBy(asc(reviews.createdAt)),
    db
      .select({
        reviewId: reviewReplies.reviewId,
        text: reviewReplies.text,
        authorName: reviewReplies.authorName,
        visible: reviewReplies.visible,
        createdAt: reviewReplies.createdAt,
      })
      .from(reviewReplies)
      .where(eq(reviewReplies.customerId, customerId))
      .orderBy(asc(reviewReplies.createdAt)),
    listCustomerWishlist(db, customerId),
    subscriptionOf(db, account.email),
    listCustomerOffers(db, customerId),
  ]);
  const addressBook = new Map([...billing, ...shipping].map((row) => [row.id, row]));
  const orderList = await Promise.all(
    orderRows.map(async (order) => ({
      orderNumber: order.orderNumber,
      createdAt: order.createdAt,
      status: order.status,
      paymentStatus: order.paymentStatus,
      paymentMethod: order.paymentMethodName,
      shippingProfile: order.shippingProfileName,
      contactEmail: order.contactEmail,
      billingAddress: order.billingAddress,
      deliveryAddress: order.deliveryAddress,
      additionalInformation: order.additionalInformation,
      preferredDelivery: order.preferredDelivery,
      couponCode: order.couponCode,
      total: money(order.totalGrossCents, order.currency),
      items: (await listOrderItems(db, order.id)).map((item) => ({
        name: item.name,
        variationId: item.variationId,
        quantity: item.quantity,
        unitPrice: money(item.unitGrossCents, order.currency),
        attributes: item.attributes,
        properties: item.properties,
      })),
      shipments: (await listOrderShipments(db, order.id)).map((shipment) => ({
        carrier: shipment.parcelServiceName,
        trackingNumber: shipment.trackingNumber,
        shippedAt: shipment.shippedAt,
      })),
    })),
  );
  return {
    format: "nordlicht-customer-data",
    version: CUSTOMER_DATA_EXPORT_VERSION,
    exportedAt: now.toISOString(),
    account,
    addresses: [...addressBook.values()].map((row) => ({
      ...snapshotOf(row),
      useAsBilling: row.useAsBilling,
      useAsShipping: row.useAsShipping,
      primaryBilling: row.primaryBilling,
      primaryShipping: row.primaryShipping,
      createdAt: row.createdAt,
    })),
    orders: orderList,
    // Offers made to the account (drafts are the shop's, not yet the customer's).
    offers: offerRows
      .filter((offer) => offer.status !== "draft")
      .map((offer) => ({
        offerNumber: offer.offerNumber,
        createdAt: offer.createdAt,
        status: offer.status,
        validUntil: offer.validUntil,
        email: offer.email,
        address: offer.address,
        note: offer.note,
        declineReason: offer.declineReason,
        total: money(offer.totalGrossCents, offer.currency),
        items: offer.lines.map((line) => ({
          name: line.name,
          variationId: line.variationId ?? null,
          quantity: line.quantity,
          unitPrice: money(line.unitGrossCents, offer.currency),
        })),
      })),
    reviews: reviewRows,
    reviewReplies: replyRows,
    wishlist,
    newsletter,
  };
}

export type CustomerDataExport = NonNullable<Awaited<ReturnType<typeof customerDataExport>>>;
