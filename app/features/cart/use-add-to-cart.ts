import { useCallback, useRef, useState } from "react";
import type { OperationInput } from "#server/operations/registry.ts";
import type { ClientCart, ClientCartItem } from "~/lib/cart-answer.ts";
import { useCart } from "~/lib/cart-context.tsx";
import type { CartLineEvent } from "~/lib/cart-events.ts";
import { preloadQuickCart } from "./lazy-quick-cart.tsx";

export type AddedToCart = { line: ClientCartItem; cart: ClientCart };

/**
 * Adds through the browser's cart and keeps what the quick cart dialog shows: the line the
 * answer's addToCart event names (the same variation with other order property answers is
 * another line) and the cart it now belongs to.
 */
export function useAddToCart() {
  const { run } = useCart();
  const [added, setAdded] = useState<AddedToCart | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const add = useCallback(
    async (payload: OperationInput<"doAddCartItem">) => {
      // The button that was pressed (a click or Enter focuses it); the dialog returns here.
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      preloadQuickCart();
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

  const close = useCallback(() => {
    setAdded(null);
    // react-aria restores the focus itself when it was inside the dialog; when the timer
    // closes it, the focus can end on the body instead. Two frames: after react-aria's turn.
    const target = opener.current;
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const lost = document.activeElement === null || document.activeElement === document.body;
        if (lost && target?.isConnected) target.focus();
      }),
    );
  }, []);
  return { add, added, close };
}
