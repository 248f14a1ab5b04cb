/**
 * The browser's cart event bus (issue 4 section 1; docs/glossary.md, storefront spec §4): the events the
 * cart operations answer are published here, so analytics and other listeners can follow
 * the cart without knowing which button changed it.
 */

/** One line's change, as the cart operations report it (server/operations/cart.ts). */
export type CartLineEvent = { cartItemId: number; variationId: number; quantity: number };

export type CartEventMap = {
  addToCart: CartLineEvent[];
  removeFromCart: CartLineEvent[];
};

export type CartEventName = keyof CartEventMap;
export type CartEventListener<N extends CartEventName> = (payload: CartEventMap[N]) => void;

export type CartEventBus = {
  /** Returns the function that unsubscribes. */
  subscribe<N extends CartEventName>(name: N, listener: CartEventListener<N>): () => void;
  publish<N extends CartEventName>(name: N, payload: CartEventMap[N]): void;
  /** Publishes the cart events found in an operation's `events` answer; others are ignored. */
  publishAnswer(events: Record<string, unknown> | undefined): void;
};

const EVENT_NAMES: readonly CartEventName[] = ["addToCart", "removeFromCart"];

function isLineEventList(value: unknown): value is CartLineEvent[] {
  return (
    Array.isArray(value) &&
    value.every(
      (entry: unknown) =>
        typeof entry === "object" &&
        entry !== null &&
        typeof (entry as CartLineEvent).cartItemId === "number" &&
        typeof (entry as CartLineEvent).variationId === "number" &&
        typeof (entry as CartLineEvent).quantity === "number",
    )
  );
}

export function createCartEventBus(): CartEventBus {
  const listeners = new Map<CartEventName, Set<(payload: never) => void>>();
  const bus: CartEventBus = {
    subscribe(name, listener) {
      let set = listeners.get(name);
      if (!set) {
        set = new Set();
        listeners.set(name, set);
      }
      const entry = listener as (payload: never) => void;
      set.add(entry);
      return () => {
        set.delete(entry);
      };
    },
    publish(name, payload) {
      // A copy: a listener that unsubscribes while being called must not skip the next one.
      for (const listener of [...(listeners.get(name) ?? [])]) {
        try {
          (listener as CartEventListener<typeof name>)(payload);
        } catch (error) {
          // One broken listener (an analytics script) must not stop the others or the cart.
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
    publishAnswer(events) {
      if (!events) return;
      for (const name of EVENT_NAMES) {
        const payload = events[name];
        if (isLineEventList(payload) && payload.length > 0) bus.publish(name, payload);
      }
    },
  };
  return bus;
}

/** The page's one bus (a module singleton in the browser; per request on the server it stays unused). */
export const cartEvents: CartEventBus = createCartEventBus();
