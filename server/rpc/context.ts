import type { Locale } from "#common/constants.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import type { RateLimiter } from "../modules/rate-limit/index.ts";
import type { EventBus } from "../event-bus.ts";
import type { OrderEvents } from "../modules/order/index.ts";
import type { PaymentEvents, PaymentProviderFactories } from "../modules/payment/index.ts";
import type { OperatorContext } from "../modules/operator/index.ts";
import type { Session } from "../modules/session/index.ts";
import type { PageCache } from "../modules/page-cache/index.ts";

/** Every event of the shop, by name (each module declares its own). */
export type ShopEvents = OrderEvents & PaymentEvents;

/** Long-lived dependencies, created once per process. */
export type Services = {
  config: Config;
  db: Database;
  log: Logger;
  rateLimiter: RateLimiter;
  paymentProviders: PaymentProviderFactories;
  /** The shop's event bus; subscribers (server/subscribers/) are registered by the composition root. */
  events: EventBus<ShopEvents>;
  /** Shared pages and their invalidation (docs/page-cache.md). */
  pageCache: PageCache;
};

/** Everything an operation may know about the request it serves. */
export type RequestContext = {
  requestId: string;
  locale: Locale;
  ip: string;
  session: Session;
  /** The operator (editor) session, apart from the shopper's; empty for shoppers. */
  operator: OperatorContext;
  services: Services;
  log: Logger;
  /** Accepted transport headers (docs/glossary.md, storefront spec §7); used by later features. */
  configId: string | null;
  editHash: string | null;
  /** Events answered next to the data, e.g. AfterBasketChanged. */
  events: Record<string, unknown>;
};
