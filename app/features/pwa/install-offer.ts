/**
 * The browser's offer to install the shop (`beforeinstallprompt`), kept for the 'Install app'
 * button (docs/pwa.md): set by the page's PWA side (pwa.tsx), read by install-app-button.tsx.
 */
export type InstallPrompt = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };

let offer: InstallPrompt | null = null;
const listeners = new Set<() => void>();

export function setInstallOffer(next: InstallPrompt | null): void {
  offer = next;
  for (const listener of listeners) listener();
}

export const installOffer = (): InstallPrompt | null => offer;

export function subscribeInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
