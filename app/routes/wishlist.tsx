import { wishlistAction } from "~/features/wishlist/wishlist-action.server.ts";
import type { Route } from "./+types/wishlist";

/** POST /wishlist: the wishlist toggle. The page listing the wishlist is still to come. */
export function action({ context, request }: Route.ActionArgs) {
  return wishlistAction(context, request);
}

export function loader(): never {
  throw new Response("Not Found", { status: 404 });
}
