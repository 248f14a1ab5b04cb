import { cartEvents } from "~/lib/cart-events.ts";

/**
 * Matomo, started only once the visitor accepted 'Marketing and statistics' (docs/consent.md):
 * the tracker's queue, its script from the shop's Matomo, page views on every navigation, the
 * cart's add and remove events and placed orders.
 */
/** An array until the tracker loads, then Matomo's own object: always reached through window._paq. */
type Queue = { push: (...commands: unknown[][]) => unknown };
declare global {
  interface Window {
    _paq?: Queue;
  }
}

let started = false;
const push = (...commands: unknown[][]) => window._paq?.push(...commands);

export function startMatomo(setup: { url: string; siteId: string }): void {
  if (started) return;
  started = true;
  window._paq ??= [] as unknown[][];
  push(
    ["setTrackerUrl", `${setup.url}matomo.php`],
    ["setSiteId", setup.siteId],
    ["trackPageView"],
    ["enableLinkTracking"],
  );
  const script = document.createElement("script");
  script.async = true;
  script.src = `${setup.url}matomo.js`;
  document.head.append(script);
  cartEvents.subscribe("addToCart", (lines) => {
    for (const line of lines) push(["trackEvent", "cart", "add", String(line.variationId), line.quantity]);
  });
  cartEvents.subscribe("removeFromCart", (lines) => {
    for (const line of lines) push(["trackEvent", "cart", "remove", String(line.variationId), line.quantity]);
  });
}

/** A client-side navigation: one more page view (the first one is in the start). */
export function trackMatomoPageView(url: string, title: string): void {
  if (!started) return;
  push(["setCustomUrl", url], ["setDocumentTitle", title], ["trackPageView"]);
}

/** A placed order, once per browser tab (a reload of its page does not count it again): number and total in euros. */
export function trackMatomoOrder(
  setup: { url: string; siteId: string },
  order: { number: string; totalCents: number },
): void {
  const key = `tracked-order:${order.number}`;
  if (sessionStorage.getItem(key)) return;
  sessionStorage.setItem(key, "1");
  startMatomo(setup);
  push(["trackEcommerceOrder", order.number, order.totalCents / 100]);
}
