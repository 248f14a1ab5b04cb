/**
 * The `altcha` widget (a web component), loaded only when a form with a human check is on
 * the page (a chunk of its own). The `external` build has no inline workers or styles:
 * the SHA worker is a file of ours (CSP `script-src 'self'` covers it, no `blob:` needed)
 * and the styles come with this chunk. Nothing is fetched from a third party: challenges
 * come through our API client (`fetchChallenge`), the footer link and logo are hidden.
 */
import "altcha/external";
import "altcha/altcha.css";
import ShaWorker from "altcha/workers/sha?worker";
import type { WidgetMethods } from "altcha/types";

export type AltchaState = "unverified" | "verifying" | "verified" | "expired" | "error" | "code";

type MountOptions = {
  language: string;
  /** The widget's texts (its i18n keys) in `language`, from our catalogue. */
  strings: Record<string, string>;
  /** A fresh challenge as JSON: the widget asks again after an expiry or an error. */
  fetchChallenge: () => Promise<unknown>;
  onStateChange: (state: AltchaState) => void;
};

/** The widget never fetches this address itself: our `fetch` answers every request for it. */
const CHALLENGE_SOURCE = "/api/getNewsletterChallenge";

let algorithmsRegistered = false;

/** Puts a widget into `container` (which React leaves empty) and answers its removal. */
export function mountAltchaWidget(container: HTMLElement, options: MountOptions): () => void {
  if (!algorithmsRegistered) {
    globalThis.$altcha.algorithms.set("SHA-256", () => new ShaWorker());
    algorithmsRegistered = true;
  }
  globalThis.$altcha.i18n.set(options.language, options.strings);
  // Set before the element exists: `auto: "onload"` starts the work as soon as it mounts.
  globalThis.$altcha.defaults.set({
    challenge: CHALLENGE_SOURCE,
    fetch: async () =>
      new Response(JSON.stringify(await options.fetchChallenge()), {
        headers: { "content-type": "application/json" },
      }),
    auto: "onload",
    name: "humanCheck",
    hideFooter: true,
    hideLogo: true,
    // Pointer and scroll traces are only for ALTCHA's hosted service; we collect nothing.
    humanInteractionSignature: false,
  });
  const widget = document.createElement("altcha-widget") as HTMLElement & Partial<WidgetMethods>;
  widget.setAttribute("language", options.language);
  const onStateChange = (event: Event) => {
    const state = (event as CustomEvent<{ state?: AltchaState }>).detail?.state;
    if (state) options.onStateChange(state);
  };
  widget.addEventListener("statechange", onStateChange);
  container.append(widget);
  return () => {
    widget.removeEventListener("statechange", onStateChange);
    widget.remove();
  };
}
