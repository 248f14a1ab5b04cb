import { describe, expect, it, vi } from "vitest";
import { createCartEventBus, type CartLineEvent } from "./cart-events.ts";

const line: CartLineEvent = { cartItemId: 7, variationId: 1001, quantity: 2 };

describe("cart event bus", () => {
  it("delivers a published event to every subscriber of that name only", () => {
    const bus = createCartEventBus();
    const added = vi.fn();
    const addedToo = vi.fn();
    const removed = vi.fn();
    bus.subscribe("addToCart", added);
    bus.subscribe("addToCart", addedToo);
    bus.subscribe("removeFromCart", removed);
    bus.publish("addToCart", [line]);
    expect(added).toHaveBeenCalledExactlyOnceWith([line]);
    expect(addedToo).toHaveBeenCalledExactlyOnceWith([line]);
    expect(removed).not.toHaveBeenCalled();
  });

  it("stops delivering after unsubscribe", () => {
    const bus = createCartEventBus();
    const listener = vi.fn();
    const unsubscribe = bus.subscribe("removeFromCart", listener);
    unsubscribe();
    bus.publish("removeFromCart", [line]);
    expect(listener).not.toHaveBeenCalled();
  });

  it("publishes the cart events of an operation's answer and ignores the rest", () => {
    const bus = createCartEventBus();
    const added = vi.fn();
    const removed = vi.fn();
    bus.subscribe("addToCart", added);
    bus.subscribe("removeFromCart", removed);
    bus.publishAnswer({
      addToCart: [line],
      reachedMaximumQuantity: [{ ...line, stock: 2 }],
      removeFromCart: [],
    });
    expect(added).toHaveBeenCalledExactlyOnceWith([line]);
    // An empty list is no event.
    expect(removed).not.toHaveBeenCalled();
    bus.publishAnswer(undefined);
    bus.publishAnswer({ addToCart: [{ cartItemId: "7" }] });
    expect(added).toHaveBeenCalledTimes(1);
  });

  it("keeps calling the other listeners when one throws, and reports the error", async () => {
    const bus = createCartEventBus();
    const reported = new Promise<unknown>((resolve) => {
      const original = globalThis.queueMicrotask;
      vi.spyOn(globalThis, "queueMicrotask").mockImplementationOnce((task) => {
        try {
          task();
        } catch (error) {
          resolve(error);
        }
        globalThis.queueMicrotask = original;
      });
    });
    const after = vi.fn();
    bus.subscribe("addToCart", () => {
      throw new Error("broken analytics");
    });
    bus.subscribe("addToCart", after);
    bus.publish("addToCart", [line]);
    expect(after).toHaveBeenCalledOnce();
    expect(((await reported) as Error).message).toBe("broken analytics");
    vi.restoreAllMocks();
  });
});
