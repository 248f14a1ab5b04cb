/**
 * The cart visitor of `npm run bench` (scripts/bench.ts). A visitor gets a session only when a
 * request writes one (ADR 023): here the first cart line, asked for as a page of the shop
 * would (Sec-Fetch-Site: same-origin, no token yet); later calls carry its cookie and token.
 */
import { HEADER } from "#common/constants.ts";

/**
 * A visitor's session with its CSRF token and a cart line of one piece, for the cart
 * targets: the first product of Wohnen that may go into the cart straight from its card and
 * has stock for more pieces than the bench has connections.
 */
export async function cartSession(
  shopUrl: string,
  connections: number,
): Promise<{ headers: Record<string, string>; variationId: number; lineId: number }> {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    accept: "application/json",
    "sec-fetch-site": "same-origin",
  };
  const call = async (operation: string, body: unknown) => {
    const response = await fetch(`${shopUrl}/api/${operation}`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as {
      data?: unknown;
      events?: Record<string, unknown>;
      error?: { key: string };
    };
    if (!response.ok) throw new Error(`${operation} answered ${response.status} ${answer.error?.key ?? ""}`);
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0] ?? "")
      .find((pair) => pair.startsWith("sid="));
    if (cookie) headers.cookie = cookie;
    const token = response.headers.get(HEADER.csrf);
    if (token) headers[HEADER.csrf] = token;
    return answer;
  };
  const listing = (await call("getFacet", { categoryUrlPath: "wohnen", itemsPerPage: 50 })).data as {
    products: { variationId: number; canAddToCartDirectly: boolean }[];
  };
  // A product with stock for every connection's line at once (the add target alternates add and reset).
  for (const product of listing.products.filter((candidate) => candidate.canAddToCartDirectly)) {
    const added = await call("doAddCartItem", { productId: product.variationId, quantity: connections + 5 });
    const lineId = (added.data as { items: { id: number }[] }).items[0]?.id;
    if (lineId === undefined) throw new Error("doAddCartItem answered a cart without lines.");
    if (added.events?.reachedMaximumQuantity) {
      await call("deleteCartItem", { cartItemId: lineId });
      continue;
    }
    await call("setCartItemQuantity", { productId: product.variationId, quantity: 1, cartItemId: lineId });
    if (!headers.cookie || !headers[HEADER.csrf]) throw new Error("The shop set no session cookie or CSRF token.");
    return { headers, variationId: product.variationId, lineId };
  }
  throw new Error("No product of Wohnen can go into the cart from its card with enough stock.");
}
