import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { OperationInput } from "#server/operations/registry.ts";
import { useNotifications } from "~/components/ui/notifications.tsx";
import { ApiError } from "./api-client.ts";
import { useApi } from "./api.tsx";
import { basketAfterFailure, cartNotices, type ClientCart } from "./cart-answer.ts";
import { cartEvents } from "./cart-events.ts";
import { useViewer } from "./viewer.tsx";

type CartOperation =
  "getCart" | "doAddCartItem" | "doAddCartItems" | "setCartItemQuantity" | "deleteCartItem" | "deleteCart";
export type CartAnswer = { cart: ClientCart; events: Record<string, unknown> | undefined };

type CartState = {
  /** Null on a shared page until the visitor is known (lib/viewer.tsx). */
  cart: ClientCart | null;
  /**
   * Runs a cart operation and takes its answer as the cart. A failure is already shown by
   * the API client (a persistent negative notification); its afterBasketChanged basket
   * replaces the cart, and the call gives null.
   */
  run: <N extends CartOperation>(name: N, payload: OperationInput<N>) => Promise<CartAnswer | null>;
  /** A cart answered some other way (a route action): published and shown like run's. */
  accept: (answer: CartAnswer) => void;
};

const CartContext = createContext<CartState | null>(null);

/**
 * The browser's one cart (issue 4 section 1). It starts with the visitor's cart (the root
 * loader's, or the one a shared page asks for after hydration, lib/viewer.tsx), follows every
 * revalidation of that loader (route actions, login), and in between takes the answers of
 * the cart operations. Their addToCart and removeFromCart events go to the event bus, and
 * their stock warnings become notifications. A visitor's cart read before a cart answer came
 * in (a shared page's first question, still under way at a quick click) does not undo it.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const { notify } = useNotifications();
  const viewer = useViewer();
  const serverCart = viewer.cart;
  const serverNotices = viewer.cartNotices;
  // Derived from the visitor's cart during render, so a revalidated cart wins at once.
  const [state, setState] = useState({ cart: serverCart, from: serverCart, answeredAt: -1 });
  if (state.from !== serverCart) {
    const older = viewer.cartReadAt > 0 && viewer.cartReadAt < state.answeredAt;
    setState({ cart: older ? state.cart : serverCart, from: serverCart, answeredAt: state.answeredAt });
  }

  useEffect(() => {
    for (const message of serverNotices) notify({ type: "warning", message });
  }, [serverNotices, notify]);

  const accept = useCallback(
    ({ cart, events }: CartAnswer) => {
      setState((current) => ({ ...current, cart, answeredAt: performance.now() }));
      cartEvents.publishAnswer(events);
      for (const message of cartNotices(events)) notify({ type: "warning", message });
    },
    [notify],
  );

  const run = useCallback(
    async <N extends CartOperation>(name: N, payload: OperationInput<N>): Promise<CartAnswer | null> => {
      try {
        const answer = await api.callWithEvents(name, payload);
        const result = { cart: answer.data as ClientCart, events: answer.events };
        accept(result);
        return result;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const basket = basketAfterFailure(error.events);
        if (basket) setState((current) => ({ ...current, cart: basket, answeredAt: performance.now() }));
        return null;
      }
    },
    [api, accept],
  );

  const value = useMemo(() => ({ cart: state.cart, run, accept }), [state.cart, run, accept]);
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartState {
  const state = useContext(CartContext);
  if (!state) throw new Error("useCart needs a CartProvider");
  return state;
}
