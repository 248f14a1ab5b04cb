import { useEffect, useRef } from "react";
import { useNotifications } from "~/components/ui/notifications.tsx";
import { requireTexts } from "#common/i18n/catalogues.ts";
import { errorMessage } from "#common/i18n/error-message.ts";
import { partOfKey } from "#common/i18n/text-parts.ts";
import { useShopLocale } from "~/lib/i18n.tsx";

const NO_SCRIPT_STYLE = {
  positive: "border-green-700 bg-green-50 text-green-900",
  negative: "border-red-700 bg-red-50 text-red-900",
  neutral: "border-neutral-500 bg-white text-neutral-900",
} as const;

type Flash = { type: "positive" | "negative" | "neutral"; key: string } | null;

/**
 * Shows the one-time notice the server kept for this page (after login, logout, a
 * wishlist change, ...): as a notification with JavaScript, and as a plain status line
 * without it (a form posted without JavaScript lands here after its redirect). The key is a
 * catalogue key ("wishlist.added", "errors.csrfTokenMismatch") kept in the session, so it is
 * checked like an error key: one the catalogue lacks shows the generic text, not the key. The
 * server renders the status line with every text; in the browser the notice waits for the
 * key's catalogue part.
 */
export function FlashNotice({ flash }: { flash: Flash }) {
  const { notify } = useNotifications();
  const locale = useShopLocale();
  const shown = useRef<Flash>(null);
  useEffect(() => {
    if (!flash || shown.current === flash) return;
    shown.current = flash;
    // The key may name a text of a catalogue part this page has not loaded ("auth.loggedIn"
    // on the page a login returns to, ADR 029): it is loaded first.
    const part = partOfKey(flash.key);
    void requireTexts(part ? [part] : []).then(() =>
      notify({ type: flash.type, message: errorMessage(locale, flash.key) }),
    );
  }, [flash, locale, notify]);
  if (!flash) return null;
  return (
    <noscript>
      <p role="status" className={`mx-auto max-w-7xl border-l-4 px-4 py-3 font-medium ${NO_SCRIPT_STYLE[flash.type]}`}>
        {errorMessage(locale, flash.key)}
      </p>
    </noscript>
  );
}
