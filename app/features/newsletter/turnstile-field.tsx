import { useEffect, useRef } from "react";
import { useRootData } from "~/lib/root-data.ts";

/** The part of Cloudflare's Turnstile API (explicit rendering) this field uses. */
type TurnstileApi = {
  render: (container: HTMLElement, options: Record<string, unknown>) => string | undefined;
  remove: (widgetId: string) => void;
};
declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

export type TurnstileState = "verified" | "expired" | "error";

let scriptLoad: Promise<TurnstileApi> | undefined;

/** Loads Turnstile's script once per page, with the page's CSP nonce (its origin is allowed only when Turnstile is on). */
function loadTurnstile(scriptUrl: string, nonce: string | undefined): Promise<TurnstileApi> {
  scriptLoad ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement("script");
    const url = new URL(scriptUrl);
    url.searchParams.set("render", "explicit");
    script.src = url.toString();
    script.async = true;
    if (nonce) script.nonce = nonce;
    script.addEventListener("load", () =>
      window.turnstile ? resolve(window.turnstile) : reject(new Error("Turnstile did not load")),
    );
    script.addEventListener("error", () => {
      scriptLoad = undefined;
      reject(new Error("Turnstile did not load"));
    });
    document.head.append(script);
  });
  return scriptLoad;
}

type Props = { siteKey: string; scriptUrl: string; onStateChange: (state: TurnstileState) => void };

/**
 * Cloudflare Turnstile, used instead of ALTCHA when TURNSTILE_SITE_KEY is set
 * (docs/newsletter.md). Turnstile writes its token into the form's hidden field `humanCheck`.
 */
export function TurnstileField({ siteKey, scriptUrl, onStateChange }: Props) {
  const { locale, nonce } = useRootData();
  const container = useRef<HTMLDivElement>(null);
  const stateChange = useRef(onStateChange);
  useEffect(() => {
    stateChange.current = onStateChange;
  });

  useEffect(() => {
    let widgetId: string | undefined;
    let api: TurnstileApi | undefined;
    let gone = false;
    loadTurnstile(scriptUrl, nonce)
      .then((turnstile) => {
        if (gone || !container.current) return;
        api = turnstile;
        widgetId = turnstile.render(container.current, {
          sitekey: siteKey,
          language: locale,
          "response-field-name": "humanCheck",
          callback: () => stateChange.current("verified"),
          "expired-callback": () => stateChange.current("expired"),
          "error-callback": () => stateChange.current("error"),
        });
      })
      .catch(() => stateChange.current("error"));
    return () => {
      gone = true;
      if (api && widgetId !== undefined) api.remove(widgetId);
    };
  }, [siteKey, scriptUrl, nonce, locale]);

  return <div ref={container} className="min-h-16" />;
}
