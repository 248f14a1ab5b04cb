import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { LOADING_BAR } from "#common/constants.ts";
import { useT } from "~/lib/i18n.tsx";

type Phase = "idle" | "starting" | "loading" | "finishing" | "hidden";

/**
 * Page loading bar (docs/glossary.md, storefront spec §9): appears only when a navigation takes
 * longer than the throttle, grows over the duration, completes, hides after the hide
 * delay and resets after the reset delay.
 */
export function LoadingBar() {
  const t = useT();
  const busy = useNavigation().state !== "idle";
  const [phase, setPhase] = useState<Phase>("idle");

  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setPhase("starting"), LOADING_BAR.throttleMs);
    return () => {
      clearTimeout(timer);
      setPhase((current) => (current === "idle" ? "idle" : "finishing"));
    };
  }, [busy]);

  useEffect(() => {
    // Each phase moves on by itself; "starting" renders width 0 for one frame so the
    // growth to 90% is animated.
    if (phase === "starting") {
      const frame = requestAnimationFrame(() => setPhase("loading"));
      return () => cancelAnimationFrame(frame);
    }
    const next: Partial<Record<Phase, [Phase, number]>> = {
      finishing: ["hidden", LOADING_BAR.hideDelayMs],
      hidden: ["idle", LOADING_BAR.resetDelayMs],
    };
    const step = next[phase];
    if (!step) return;
    const timer = setTimeout(() => setPhase(step[0]), step[1]);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === "idle") return null;
  const width = phase === "starting" ? "0%" : phase === "loading" ? "90%" : "100%";
  return (
    <div
      role="progressbar"
      aria-label={t("nav.loading")}
      className="fixed top-0 left-0 z-50 bg-primary-500"
      style={{
        height: LOADING_BAR.height,
        width,
        opacity: phase === "hidden" ? 0 : 1,
        transition:
          phase === "loading"
            ? `width ${LOADING_BAR.durationMs}ms ease-out`
            : `width 200ms ease-out, opacity ${LOADING_BAR.resetDelayMs}ms`,
      }}
    />
  );
}
