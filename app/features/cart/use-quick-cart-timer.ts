import { useCallback, useEffect, useRef, useState } from "react";
import { isExpired, setPaused, startTimer, tick, type PauseReason } from "./quick-cart-timer.ts";

/** How often the countdown looks at the clock; the shown seconds stay exact. */
const TICK_MS = 250;

/**
 * The quick checkout timer while the dialog is open: counts down by the real time passed,
 * pauses while a reason holds, and calls `onExpire` once at zero.
 */
export function useQuickCartTimer(seconds: number, onExpire: () => void) {
  const [timer, setTimer] = useState(() => startTimer(seconds));
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    let last = performance.now();
    const id = setInterval(() => {
      const now = performance.now();
      // Read now: React may run the updater later, after `last` has moved on.
      const elapsed = now - last;
      last = now;
      setTimer((current) => tick(current, elapsed));
    }, TICK_MS);
    return () => clearInterval(id);
  }, []);

  useEffect(() => {
    if (isExpired(timer)) expire.current();
  }, [timer]);

  const pause = useCallback((reason: PauseReason, paused: boolean) => {
    setTimer((current) => setPaused(current, reason, paused));
  }, []);

  return { timer, pause };
}
