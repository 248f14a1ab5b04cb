import { afterAll, afterEach, beforeAll } from "vitest";
import type { Config } from "#server/config.ts";
import type { PaymentStatusChange } from "#server/modules/payment/payment-events.ts";
import { startFakeMollie, trustFakeMollie, type FakeMollie } from "../fakes/mollie-server.ts";
import type { Shop } from "./harness.ts";
import { recordStatusChanges, shopWithConfig, SHOP_URL, type PaymentShop } from "./payment-fixture.ts";

/**
 * The fake Mollie API (tests/fakes/mollie-server.ts) for one test file: started once, its
 * webhooks delivered to the shop of the running test. Call at the top level of the file.
 */
export function useFakeMollie() {
  let fake: FakeMollie | undefined;
  let distrust: () => void = () => {};
  let current: PaymentShop | undefined;
  const stops: (() => void)[] = [];

  beforeAll(async () => {
    distrust = trustFakeMollie();
    fake = await startFakeMollie({
      deliverWebhook: (url, init) => {
        if (!current) throw new Error("no shop to deliver to");
        return Promise.resolve(current.app.request(url.replace(SHOP_URL, ""), init));
      },
    });
  });
  afterAll(async () => {
    await fake?.close();
    distrust();
  });
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    current = undefined;
  });

  const running = (): FakeMollie => {
    if (!fake) throw new Error("the fake Mollie API is not running");
    return fake;
  };
  return {
    fake: running,
    /** The test's shop with the fake's key and endpoint (and `extra`); the fake's webhooks go to it. */
    shopFor(shop: Shop, extra: Partial<Config> = {}): PaymentShop {
      current = shopWithConfig(shop, {
        MOLLIE_API_KEY: running().apiKey,
        MOLLIE_API_ENDPOINT: running().endpoint,
        PUBLIC_URL: SHOP_URL,
        ...extra,
      });
      return current;
    },
    /** The payment status changes the subscribers of `shop` hear until the test ends. */
    listen(shop: Shop): PaymentStatusChange[] {
      const recorder = recordStatusChanges(shop);
      stops.push(recorder.stop);
      return recorder.changes;
    },
    /** Runs `stop` when the test ends (a subscriber the test added). */
    untilTestEnds(stop: () => void): void {
      stops.push(stop);
    },
  };
}
