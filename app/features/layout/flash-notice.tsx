import { useEffect, useRef } from "react";
import { useNotifications } from "~/components/ui/notifications.tsx";
import { useT } from "~/lib/i18n.tsx";

type Flash = { type: "positive" | "negative" | "neutral"; key: string } | null;

/** Shows the one-time notice the server kept for this page (after login, logout, ...). */
export function FlashNotice({ flash }: { flash: Flash }) {
  const { notify } = useNotifications();
  const t = useT();
  const shown = useRef<Flash>(null);
  useEffect(() => {
    if (!flash || shown.current === flash) return;
    shown.current = flash;
    notify({ type: flash.type, message: t(flash.key as never) });
  }, [flash, notify, t]);
  return null;
}
