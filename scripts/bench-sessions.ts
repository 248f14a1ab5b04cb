/** The visitors of `npm run bench` (scripts/bench.ts): a session cookie, and a session with a cart line. */
import { HEADER } from "#common/constants.ts";

type FirstVisit = { cookie: string; csrfToken: string };

/** GET / as a new visitor: the session cookie and the CSRF token the shop hands out. */
async function firstVisit(shopUrl: string): Promise<FirstVisit> {
  const response = await fetch(`${shopUrl}/`);
  await response.arrayBuffer();
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .find((pair) => pair.startsWith("sid="));
  const csrfToken = response.headers.get(HEADER.csrf);
  if (!cookie || !csrfToken) throw new Error("The shop set no session cookie or CSRF token on GET /.");
  return { cookie, csrfToken };
}

/** A returning visitor: the shop's session cookie, so the run does not create a session per request. */
export async function sessionCookie(shopUrl: string): Promise<string> {
  return (await firstVisit(shopUrl)).cookie;
}

/**
 * A visitor's session with its CSRF token and a cart line of one piece, for the cart
 * targets: the first product of Wohnen that may go into the cart straight from its card and
 * has stock for more pieces than the bench has connections.
 */
export async function cartSession(
  shopUrl: string,
  connections: number,
): Promise<{ headers: Record<string, string>; variationId: number; lineId: number }> {
  const { cookie, csrfToken } = await firstVisit(shopUrl);
  const headers = { cookie, [HEADER.csrf]: csrfToken, "content-type": "application/json", accept: "application/json" };
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
    return { headers, variationId: product.variationId, lineId };
  }
  throw new Error("No product of Wohnen can go into the cart from its card with enough stock.");
}
