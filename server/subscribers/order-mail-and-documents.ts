import type { Services } from "../rpc/context.ts";
import { queueOrderMailAndDocuments } from "../workflows/order-documents.ts";

/**
 * A placed order gets its confirmation mail and its document job, in the placing
 * transaction: a failure rolls the order back, so no order is left without its mail.
 */
export function subscribeOrderMailAndDocuments(services: Services): () => void {
  return services.events.on("orderInserted", (placed) => queueOrderMailAndDocuments(services, placed));
}
