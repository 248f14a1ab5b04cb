import { useEffect, useRef, useState, type RefObject } from "react";
import type { OperationOutput } from "#server/operations/registry.ts";
import { useApi } from "~/lib/api.tsx";
import { useT } from "~/lib/i18n.tsx";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { cookieAccepts } from "~/features/consent/consent-cookie.ts";
import { AltchaField } from "./altcha-field.tsx";
import { TurnstileField } from "./turnstile-field.tsx";

type Widget = OperationOutput<"getNewsletterChallenge">;
export type HumanCheckState = "solving" | "solved" | "failed";

/** The widgets' states as this field reports them. */
function stateOf(widgetState: string): HumanCheckState {
  if (widgetState === "verified") return "solved";
  if (widgetState === "error" || widgetState === "expired") return "failed";
  return "solving";
}

/**
 * True once the element is within a screen height of the viewport. The check (its request,
 * the widget's chunk and its work) waits for that: a visitor who never scrolls to a
 * newsletter block further down a page does none of it.
 */
function useNearViewport(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return near;
}

/**
 * The newsletter form's human check (docs/newsletter.md): when the form comes near the
 * viewport, asks the server which one is on, then shows the ALTCHA widget (default) or
 * Cloudflare Turnstile. Either puts its payload into the form's field `humanCheck`. A check is accepted once: the form mounts a new
 * field (key) after each answer. `onStateChange` tells the form, which holds back a submission
 * until the check is solved.
 */
export function HumanCheckField({
  error,
  onStateChange,
}: {
  error?: string | undefined;
  onStateChange: (state: HumanCheckState) => void;
}) {
  const api = useApi();
  const t = useT();
  const hydrated = useHydrated();
  const [widget, setWidget] = useState<Widget | null>(null);
  const [state, setShownState] = useState<HumanCheckState>("solving");
  const field = useRef<HTMLDivElement>(null);
  const near = useNearViewport(field);
  // The latest callback for the request's answer below, without asking again when it changes.
  const reportState = useRef(onStateChange);
  useEffect(() => {
    reportState.current = onStateChange;
  });
  const setState = (next: HumanCheckState) => {
    setShownState(next);
    reportState.current(next);
  };

  useEffect(() => {
    if (!near) return;
    const abort = new AbortController();
    api
      .call("getNewsletterChallenge", {}, { verb: "GET", cacheBuster: true, signal: abort.signal })
      .then((answer) => {
        if (!abort.signal.aborted) setWidget(answer);
      })
      .catch(() => {
        if (!abort.signal.aborted) setState("failed");
      });
    return () => abort.abort();
  }, [api, near]);

  const onWidgetState = (widgetState: string) => setState(stateOf(widgetState));
  // Rendered on the server and shown until the app runs: without JavaScript it never will.
  const message = !hydrated
    ? t("newsletter.humanCheckNeedsJavaScript")
    : state === "solving"
      ? t("newsletter.humanCheckRunning")
      : state === "solved"
        ? t("newsletter.humanCheckDone")
        : t("validation.humanCheckRequired");
  return (
    <div ref={field}>
      {widget?.provider === "altcha" && <AltchaField firstChallenge={widget.challenge} onStateChange={onWidgetState} />}
      {/* Turnstile is Cloudflare's: only with the visitor's consent to 'functional', ALTCHA otherwise. */}
      {widget?.provider === "turnstile" &&
        (cookieAccepts("functional") ? (
          <TurnstileField siteKey={widget.siteKey} scriptUrl={widget.scriptUrl} onStateChange={onWidgetState} />
        ) : (
          <AltchaField firstChallenge={widget.fallback} onStateChange={onWidgetState} />
        ))}
      {/* The widgets show their state; this line tells screen readers (the widgets do not announce it). */}
      <p role="status" className={widget ? "sr-only" : "text-sm text-neutral-700"}>
        {message}
      </p>
      {error && state !== "failed" && <p className="mt-1 text-sm font-medium text-red-700">{error}</p>}
    </div>
  );
}
