import type { RouterContextProvider } from "react-router";
import { translatorFor } from "#common/i18n/translator.ts";
import { getAppContext } from "~/lib/context.server.ts";

/** /wishlist: the visitor's wishlist as product cards (getWishlistProducts). */
export async function loadWishlistPage(context: Readonly<RouterContextProvider>) {
  const app = getAppContext(context);
  const { products } = await app.rpc.getWishlistProducts();
  return { products, title: translatorFor(app.locale)("wishlist.title") };
}

export type WishlistPageData = Awaited<ReturnType<typeof loadWishlistPage>>;
