import { useCallback, useState } from "react";
import type { OperationInput } from "#server/operations/registry.ts";
import type { ClientCart, ClientCartItem } from "~/lib/cart-answer.ts";
import { useCart } from "~/lib/cart-context.tsx";
import type { CartLineEvent } from "~/lib/cart-events.ts";

export type AddedToCart = { line: ClientCartItem; cart: ClientCart };

/**
 * Adds through the browser's cart and keeps what the quick cart dialog shows: the line the
 * answer's addToCart event names (the same variation with other order property answers is
 * another line) and the cart it now belongs to.
 */
export function useAddToCart() {
  const { run } = useCart();
  const [added, setAdded] = useState<AddedToCart | null>(null);

  const add = useCallback(
    async (payload: OperationInput<"doAddCartItem">) => {
      const answer = await run("doAddCartItem", payload);
      if (!answer) return;
      const event = (answer.events?.addToCart as CartLineEvent[] | undefined)?.[0];
      const line =
        answer.cart.items.find((item) => item.id === event?.cartItemId) ??
        answer.cart.items.find((item) => item.variationId === payload.productId);
      if (line) setAdded({ line, cart: answer.cart });
    },
    [run],
  );

  const close = useCallback(() => setAdded(null), []);
  return { add, added, close };
}
