import type { Services } from "../rpc/context.ts";
import { subscribeOrderMailAndDocuments } from "./order-mail-and-documents.ts";
import { subscribeOrderPaymentStatus } from "./order-payment-status.ts";
import { subscribePageCacheInvalidation } from "./page-cache-invalidation.ts";

/**
 * Every subscriber of the shop's event bus, registered once per shop by the composition root
 * (server/services.ts). Answers the function that removes them all again.
 */
export function registerSubscribers(services: Services): () => void {
  const removers = [
    subscribeOrderMailAndDocuments(services),
    subscribeOrderPaymentStatus(services),
    subscribePageCacheInvalidation(services),
  ];
  return () => {
    for (const remove of removers) remove();
  };
}
