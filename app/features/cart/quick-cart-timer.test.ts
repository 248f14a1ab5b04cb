import { describe, expect, it } from "vitest";
import {
  isExpired,
  isPaused,
  QUICK_CHECKOUT_SECONDS,
  secondsLeft,
  setPaused,
  startTimer,
  tick,
} from "./quick-cart-timer.ts";

describe("quick checkout timer", () => {
  it("starts at 10 seconds by default (docs/glossary.md, storefront spec §9)", () => {
    expect(QUICK_CHECKOUT_SECONDS).toBe(10);
    const timer = startTimer();
    expect(timer.remainingMs).toBe(10_000);
    expect(secondsLeft(timer)).toBe(10);
    expect(isExpired(timer)).toBe(false);
  });

  it("counts down and shows whole seconds rounded up", () => {
    let timer = startTimer(3);
    timer = tick(timer, 400);
    expect(secondsLeft(timer)).toBe(3);
    timer = tick(timer, 600);
    expect(secondsLeft(timer)).toBe(2);
    timer = tick(timer, 1_999);
    expect(secondsLeft(timer)).toBe(1);
    expect(isExpired(timer)).toBe(false);
  });

  it("expires at zero and never goes below", () => {
    const timer = tick(tick(startTimer(1), 900), 5_000);
    expect(timer.remainingMs).toBe(0);
    expect(isExpired(timer)).toBe(true);
    expect(secondsLeft(timer)).toBe(0);
  });

  it("does not count while the pointer is over the dialog or the focus is inside", () => {
    let timer = tick(startTimer(10), 2_000);
    timer = setPaused(timer, "pointer", true);
    expect(isPaused(timer)).toBe(true);
    timer = tick(timer, 60_000);
    expect(timer.remainingMs).toBe(8_000);
    // Both reasons: leaving with the pointer does not resume while the focus stays inside.
    timer = setPaused(timer, "focus", true);
    timer = setPaused(timer, "pointer", false);
    timer = tick(timer, 5_000);
    expect(timer.remainingMs).toBe(8_000);
    timer = setPaused(timer, "focus", false);
    expect(isPaused(timer)).toBe(false);
    timer = tick(timer, 5_000);
    expect(timer.remainingMs).toBe(3_000);
  });

  it("keeps the same object when nothing changes (no needless renders)", () => {
    const timer = startTimer();
    expect(setPaused(timer, "focus", false)).toBe(timer);
    expect(tick(timer, 0)).toBe(timer);
    const paused = setPaused(timer, "focus", true);
    expect(setPaused(paused, "focus", true)).toBe(paused);
  });
});
