import { useSyncExternalStore } from "react";
import { installOffer, setInstallOffer, subscribeInstallOffer } from "./install-offer.ts";

/** Whether the page runs as the installed app (display mode standalone). */
export function isStandalone(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(display-mode: standalone)").matches === true;
}

/** 'Install app': shown only when the browser offers the install and the shop is not installed yet. */
export function InstallAppButton({
  label,
  className,
  listItem = false,
}: {
  label: string;
  className?: string;
  /** Wrapped in an `<li>` (in a list of links), so the list has no empty item without it. */
  listItem?: boolean;
}) {
  const offered = useSyncExternalStore(
    subscribeInstallOffer,
    () => installOffer() !== null && !isStandalone(),
    () => false,
  );
  if (!offered) return null;
  const button = (
    <button
      type="button"
      className={className}
      onClick={() => {
        const prompt = installOffer();
        if (!prompt) return;
        void prompt.prompt().then(() => prompt.userChoice.then(() => setInstallOffer(null)));
      }}
    >
      {label}
    </button>
  );
  return listItem ? <li>{button}</li> : button;
}
