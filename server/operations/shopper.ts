import { findCustomerById } from "../modules/customer/customer.ts";
import type { RequestContext } from "../rpc/context.ts";

/**
 * Net prices are shown when the logged-in customer's flag showNetPrices is set
 * (storefront.md section 6); guests and visitors always see gross prices.
 */
export async function showsNetPrices(ctx: RequestContext): Promise<boolean> {
  const userId = ctx.session.data.userId;
  if (!userId || ctx.session.state !== "authorized") return false;
  return (await findCustomerById(ctx.services.db, userId))?.showNetPrices ?? false;
}
