import { useEffect, useRef } from "react";
import { useApi } from "~/lib/api.tsx";
import { useT } from "~/lib/i18n.tsx";
import { useRootData } from "~/lib/root-data.ts";
import type { AltchaState } from "./altcha-widget.ts";

/** The widget's text keys (altcha 3 i18n), each from newsletter.humanCheckWidget.* of our catalogue. */
const STRING_KEYS = [
  "label",
  "verifying",
  "verified",
  "error",
  "expired",
  "verificationRequired",
  "waitAlert",
  "loading",
  "reload",
  "verify",
  "cancel",
  "enterCode",
  "enterCodeAria",
  "enterCodeFromImage",
  "getAudioChallenge",
  "ariaLinkLabel",
  "footer",
] as const;

type Props = {
  /** The challenge that came with the provider's answer: the widget's first one. */
  firstChallenge: unknown;
  onStateChange: (state: AltchaState) => void;
};

/**
 * The ALTCHA widget (docs/newsletter.md). Its chunk is imported when this field mounts
 * (once the form is near the viewport), so pages without a newsletter form never load it.
 * The widget puts its payload into the hidden field `humanCheck` of the surrounding form.
 */
export function AltchaField({ firstChallenge, onStateChange }: Props) {
  const api = useApi();
  const t = useT();
  const { locale } = useRootData();
  const container = useRef<HTMLDivElement>(null);
  // The latest callback without re-mounting the widget when the parent re-renders.
  const stateChange = useRef(onStateChange);
  useEffect(() => {
    stateChange.current = onStateChange;
  });

  useEffect(() => {
    let pending: unknown = firstChallenge;
    let unmount: (() => void) | undefined;
    let gone = false;
    const strings = Object.fromEntries(STRING_KEYS.map((key) => [key, t(`newsletter.humanCheckWidget.${key}`)]));
    const fetchChallenge = async () => {
      const first = pending;
      pending = undefined;
      if (first) return first;
      const answer = await api.call("getNewsletterChallenge", {}, { verb: "GET", cacheBuster: true });
      if (answer.provider !== "altcha") throw new Error("the human check changed its provider");
      return answer.challenge;
    };
    import("./altcha-widget.ts")
      .then(({ mountAltchaWidget }) => {
        if (gone || !container.current) return;
        unmount = mountAltchaWidget(container.current, {
          language: locale,
          strings,
          fetchChallenge,
          onStateChange: (state) => stateChange.current(state),
        });
      })
      .catch(() => stateChange.current("error"));
    return () => {
      gone = true;
      unmount?.();
    };
  }, [api, firstChallenge, locale, t]);

  return <div ref={container} className="min-h-14" />;
}
