import { describe, expect, it } from "vitest";
import { addNotification, autoDismisses, createNotification, removeNotification } from "./notification-queue.ts";

describe("notification queue", () => {
  it("keeps at most 5 and drops the oldest", () => {
    let list = [] as ReturnType<typeof createNotification>[];
    for (let id = 1; id <= 7; id++)
      list = addNotification(list, createNotification({ type: "neutral", message: `m${id}` }, id));
    expect(list.map((n) => n.id)).toEqual([3, 4, 5, 6, 7]);
  });

  it("replaces a notice with the same type and text instead of stacking a copy", () => {
    const refusal = (id: number) => createNotification({ type: "negative", message: "Coupon not valid." }, id);
    let list = addNotification([], refusal(1));
    list = addNotification(list, createNotification({ type: "positive", message: "Coupon not valid." }, 2));
    list = addNotification(list, refusal(3));
    list = addNotification(list, refusal(4));
    expect(list.map((n) => [n.id, n.type])).toEqual([
      [2, "positive"],
      [4, "negative"],
    ]);
    const lines = (id: number) => createNotification({ type: "warning", message: ["a", "b"] }, id);
    expect(addNotification([lines(5)], lines(6)).map((n) => n.id)).toEqual([6]);
  });

  it("defaults the dismiss timeout to 5000 ms", () => {
    expect(createNotification({ type: "positive", message: "ok" }, 1).dismissTimeout).toBe(5000);
    expect(createNotification({ type: "positive", message: "ok", dismissTimeout: 800 }, 1).dismissTimeout).toBe(800);
  });

  it("makes negative notifications persistent and never auto-dismissed", () => {
    const negative = createNotification({ type: "negative", message: "failed", persist: false }, 1);
    expect(negative.persist).toBe(true);
    expect(autoDismisses(negative)).toBe(false);
  });

  it("auto-dismisses non-negative, non-persistent ones only", () => {
    expect(autoDismisses(createNotification({ type: "warning", message: "w" }, 1))).toBe(true);
    expect(autoDismisses(createNotification({ type: "secondary", message: "s", persist: true }, 2))).toBe(false);
  });

  it("removes by id and keeps a list message", () => {
    const a = createNotification({ type: "neutral", message: ["line 1", "line 2"] }, 1);
    const b = createNotification({ type: "neutral", message: "b" }, 2);
    const list = removeNotification([a, b], 1);
    expect(list).toEqual([b]);
    expect(a.message).toEqual(["line 1", "line 2"]);
  });
});
