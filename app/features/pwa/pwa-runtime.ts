import { VERSION_POLL_MS } from "./reload-guard.ts";

/**
 * The part of the installable app that can wait for an idle moment (docs/pwa.md): registering
 * the service worker, and telling the page when an updated one took over or the server runs a
 * newer build (hourly poll): the page then loads its next address from the server. A chunk of
 * its own, so first-load JavaScript does not grow by it.
 */
export function startPwaRuntime(onOutdated: () => void): () => void {
  if ("serviceWorker" in navigator) {
    const hadController = Boolean(navigator.serviceWorker.controller);
    navigator.serviceWorker.addEventListener("controllerchange", () => {
      // An updated worker (not the first one) took over: the next navigation loads from the
      // server, as for a new build; never a reload in the middle of what the visitor types.
      if (hadController) onOutdated();
    });
    void navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined);
  }
  // The build this page runs: React Router's manifest in the page names it.
  const version = (window as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version;
  const timer = setInterval(() => {
    void fetch("/build-version.json", { cache: "no-store" })
      .then((answer) => (answer.ok ? (answer.json() as Promise<{ version?: string }>) : null))
      .then((latest) => {
        if (latest?.version && version && latest.version !== version) onOutdated();
      })
      .catch(() => undefined);
  }, VERSION_POLL_MS);
  return () => clearInterval(timer);
}
