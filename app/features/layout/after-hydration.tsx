import type { ConsentSetupView } from "#server/operations/consent.ts";
import { ConsentBridge } from "~/features/consent/consent-bridge.tsx";
import { PwaBridge } from "~/features/pwa/pwa.tsx";

/**
 * What the page starts once it runs (a lazy chunk, loaded after hydration: none of it is
 * needed for the first paint): cookie consent (docs/consent.md) and the installable app
 * (docs/pwa.md).
 */
export default function AfterHydration({ consent, pwa }: { consent: ConsentSetupView; pwa: boolean }) {
  return (
    <>
      <ConsentBridge setup={consent} />
      {pwa && <PwaBridge />}
    </>
  );
}
