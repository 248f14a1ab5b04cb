import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { useLocation } from "react-router";
import { useT } from "~/lib/i18n.tsx";
import { InstallAppButton } from "./install-app-button.tsx";
import { setInstallOffer, type InstallPrompt } from "./install-offer.ts";
import { reloadOnce } from "./reload-guard.ts";

/**
 * The installable app's side in the page (docs/pwa.md; storefront spec §§4 and 9): the service
 * worker `/sw.js` (scope `/`) registered when the browser is idle; the page reloads when an
 * updated worker takes over; a new build, found by polling every hour, is loaded on the next
 * navigation; a lazy chunk that fails to load reloads the page at most once per 10 seconds per
 * address; the browser's install offer kept for the 'Install app' button.
 */
function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 2000);
}

/** In the root, once: the chunk guard and the install offer at once, the rest when idle (pwa-runtime.ts). */
export function PwaBridge() {
  const location = useLocation();
  const [outdated, setOutdated] = useState(false);
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      if (reloadOnce(window.location.pathname)) window.location.reload();
    };
    const onInstallOffer = (event: Event) => {
      event.preventDefault();
      setInstallOffer(event as InstallPrompt);
    };
    // Offline, a link of the shop is followed as a whole page load, which the service worker
    // answers from its cache or with the offline page; a client-side navigation would only
    // fail to fetch its data (docs/pwa.md).
    const onClickOffline = (event: MouseEvent) => {
      if (navigator.onLine || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download")) return;
      if (link.origin !== window.location.origin) return;
      event.preventDefault();
      window.location.assign(link.href);
    };
    document.addEventListener("click", onClickOffline, true);
    window.addEventListener("vite:preloadError", onPreloadError);
    window.addEventListener("beforeinstallprompt", onInstallOffer);
    let stop: (() => void) | undefined;
    let stopped = false;
    whenIdle(() => {
      void import("./pwa-runtime.ts").then((runtime) => {
        if (!stopped) stop = runtime.startPwaRuntime(() => setOutdated(true));
      });
    });
    return () => {
      stopped = true;
      stop?.();
      document.removeEventListener("click", onClickOffline, true);
      window.removeEventListener("vite:preloadError", onPreloadError);
      window.removeEventListener("beforeinstallprompt", onInstallOffer);
    };
  }, []);
  // A new build: the next navigation loads its page from the server, with the new build.
  const address = location.pathname + location.search;
  const [outdatedAt, setOutdatedAt] = useState<string | null>(null);
  if (outdated && outdatedAt === null) setOutdatedAt(address);
  useEffect(() => {
    if (outdatedAt !== null && address !== outdatedAt) window.location.reload();
  }, [address, outdatedAt]);
  return <AccountInstallOffer />;
}

/**
 * The element a page leaves for the install offer: the account overview's (app/routes/my-account.tsx
 * names it literally; importing it from here would pull this module into the account's chunk).
 */
const INSTALL_OFFER_SLOT = "install-app-offer";

/**
 * The account area's 'Install as app' (docs/pwa.md): rendered into the slot the account overview
 * leaves, so the button's module stays in the one chunk the footer has it in. The slot's text
 * shows only with a button in it (CSS `:has`), that is when the browser offers the install.
 */
function AccountInstallOffer() {
  const t = useT();
  const location = useLocation();
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setSlot(document.getElementById(INSTALL_OFFER_SLOT)));
    return () => cancelAnimationFrame(frame);
  }, [location.key]);
  if (!slot || !slot.isConnected) return null;
  return createPortal(
    <InstallAppButton
      label={t("footer.installApp")}
      className="rounded-md border border-primary-700 px-3 py-1.5 font-semibold text-primary-800 hover:bg-primary-50"
    />,
    slot,
  );
}
