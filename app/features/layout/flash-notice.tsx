import { useEffect, useRef } from "react";
import { useNotifications } from "~/components/ui/notifications.tsx";
import { useT } from "~/lib/i18n.tsx";

const NO_SCRIPT_STYLE = {
  positive: "border-green-700 bg-green-50 text-green-900",
  negative: "border-red-700 bg-red-50 text-red-900",
  neutral: "border-neutral-500 bg-white text-neutral-900",
} as const;

type Flash = { type: "positive" | "negative" | "neutral"; key: string } | null;

/**
 * Shows the one-time notice the server kept for this page (after login, logout, a
 * wishlist change, ...): as a notification with JavaScript, and as a plain status line
 * without it (a form posted without JavaScript lands here after its redirect).
 */
export function FlashNotice({ flash }: { flash: Flash }) {
  const { notify } = useNotifications();
  const t = useT();
  const shown = useRef<Flash>(null);
  useEffect(() => {
    if (!flash || shown.current === flash) return;
    shown.current = flash;
    notify({ type: flash.type, message: t(flash.key as never) });
  }, [flash, notify, t]);
  if (!flash) return null;
  return (
    <noscript>
      <p role="status" className={`mx-auto max-w-7xl border-l-4 px-4 py-3 font-medium ${NO_SCRIPT_STYLE[flash.type]}`}>
        {t(flash.key as never)}
      </p>
    </noscript>
  );
}
