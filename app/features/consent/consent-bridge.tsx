import { useEffect } from "react";
import { useLocation } from "react-router";
import type { ConsentGroup } from "#common/consent.ts";
import type { Locale } from "#common/constants.ts";
import { withTexts } from "#common/i18n/catalogues.ts";
import type { ConsentSetupView } from "#server/operations/consent.ts";
import { useApi } from "~/lib/api.tsx";
import { useRootData } from "~/lib/root-data.ts";
import type { ConsentManagerOptions, startConsentManager } from "./consent-manager.ts";

/**
 * The page's side of cookie consent (docs/consent.md): starts the consent manager (a lazy
 * chunk with vanilla-cookieconsent) when the browser is idle after hydration, opens its
 * settings from the footer, and starts what the accepted groups allow. Nothing of a group
 * runs before the visitor accepted it; without JavaScript nothing runs at all.
 */
type Manager = Awaited<ReturnType<typeof startConsentManager>>;

/** The manager's chunk with its texts (the `consent` catalogue part in the page's language). */
const loadManager = withTexts(["consent"], () => import("./consent-manager.ts"));
let starting: Promise<Manager> | undefined;
let startOptions: (() => ConsentManagerOptions) | undefined;
let accepted: ReadonlySet<ConsentGroup> = new Set(["essentials"]);

function ensureStarted(): Promise<Manager> | undefined {
  const options = startOptions;
  if (!options) return undefined;
  starting ??= loadManager().then((module) => module.startConsentManager(options()));
  return starting;
}

/** The footer's 'Cookie settings': the settings dialog (the manager starts first if it had not yet). */
export function openConsentSettings(): void {
  void ensureStarted()?.then((manager) => manager.showSettings());
}

/** Groups allowed before the bridge was mounted (it mounts after hydration): accepted when it is. */
const pendingGroups: ConsentGroup[] = [];

/**
 * A group the visitor allows where it is needed (a video's 'always load videos'): recorded like
 * a choice in the settings.
 */
export function allowConsentGroup(group: ConsentGroup): void {
  const started = ensureStarted();
  if (started) void started.then((manager) => manager.accept(group));
  else pendingGroups.push(group);
}

type TrackedOrder = { number: string; totalCents: number };
/** Orders shown before the manager read the visitor's choice: sent once it did, if allowed. */
const waitingOrders: TrackedOrder[] = [];

/** What the accepted groups start (each at most once). */
function applyConsent(setup: ConsentSetupView, groups: ReadonlySet<ConsentGroup>): void {
  accepted = groups;
  const { matomo } = setup;
  const orders = waitingOrders.splice(0);
  if (!groups.has("marketing") || !matomo) return;
  void import("./matomo.ts").then((module) => {
    module.startMatomo(matomo);
    for (const order of orders) module.trackMatomoOrder(matomo, order);
  });
}

/**
 * A placed order, for the tracker when the visitor accepted 'Marketing' (once per order and
 * browser tab: a reload of the confirmation page does not count it again). The confirmation
 * page may show before consent is read (it is loaded after hydration): then it waits.
 */
export function trackOrder(setup: ConsentSetupView, order: TrackedOrder): void {
  if (!setup.matomo) return;
  waitingOrders.push(order);
  void ensureStarted()?.then(() => applyConsent(setup, accepted));
}

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1500);
}

/** In the root: starts consent once per page load and keeps it in the page's language. */
export function ConsentBridge({ setup }: { setup: ConsentSetupView }) {
  const api = useApi();
  const { locale, prefix } = useRootData();
  const location = useLocation();
  useEffect(() => {
    startOptions = () => ({
      locale,
      prefix,
      setup,
      apply: (groups) => applyConsent(setup, groups),
      record: async (decision) => {
        await api.call("doRecordConsent", decision).catch(() => undefined);
      },
    });
    // With essential cookies alone there is nothing to ask: the manager waits for the footer's link.
    if (setup.matomo || setup.turnstile) whenIdle(() => void ensureStarted());
    for (const group of pendingGroups.splice(0)) allowConsentGroup(group);
    // The options are read once, at the start; a language change is handled below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const language = `${locale} ${prefix}`;
  useEffect(() => {
    void starting?.then((manager) => manager.setLocale(locale as Locale, prefix));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language]);
  // Page views of client-side navigations, for the tracker if it runs.
  useEffect(() => {
    if (!accepted.has("marketing") || !setup.matomo) return;
    void import("./matomo.ts").then((module) =>
      module.trackMatomoPageView(location.pathname + location.search, document.title),
    );
  }, [location.pathname, location.search, setup.matomo]);
  return null;
}
