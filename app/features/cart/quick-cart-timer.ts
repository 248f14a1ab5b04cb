/**
 * The quick checkout timer of the quick cart dialog (docs/glossary.md, storefront spec §9: default 10).
 * A pure countdown: the hook feeds it ticks and pause reasons, so the rules are unit-tested
 * without a browser. It pauses while any reason holds (the pointer over the dialog, the
 * focus on one of its controls), which keeps it from closing under a shopper who is
 * reading or about to choose (WCAG 2.2.1).
 */

export const QUICK_CHECKOUT_SECONDS = 10;

export type PauseReason = "pointer" | "focus";

export type QuickCartTimer = {
  /** Milliseconds left before the dialog closes by itself. */
  remainingMs: number;
  paused: ReadonlySet<PauseReason>;
};

export function startTimer(seconds: number = QUICK_CHECKOUT_SECONDS): QuickCartTimer {
  return { remainingMs: Math.max(0, seconds) * 1000, paused: new Set() };
}

/** Time passed: counts down unless paused; never below zero. */
export function tick(timer: QuickCartTimer, elapsedMs: number): QuickCartTimer {
  if (timer.paused.size > 0 || elapsedMs <= 0 || timer.remainingMs === 0) return timer;
  return { ...timer, remainingMs: Math.max(0, timer.remainingMs - elapsedMs) };
}

export function setPaused(timer: QuickCartTimer, reason: PauseReason, paused: boolean): QuickCartTimer {
  if (timer.paused.has(reason) === paused) return timer;
  const next = new Set(timer.paused);
  if (paused) next.add(reason);
  else next.delete(reason);
  return { ...timer, paused: next };
}

export const isPaused = (timer: QuickCartTimer): boolean => timer.paused.size > 0;
export const isExpired = (timer: QuickCartTimer): boolean => timer.remainingMs === 0;

/** Whole seconds shown in the countdown: 10 until a full second has passed, then 9, ... */
export const secondsLeft = (timer: QuickCartTimer): number => Math.ceil(timer.remainingMs / 1000);
