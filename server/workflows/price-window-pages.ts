import { itemTag } from "#common/page-cache-tags.ts";
import { startRounds, type Rounds } from "../jobs/job-runner.ts";
import type { Logger } from "../logger.ts";
import { itemsWithPriceChangesBetween } from "../modules/catalog/index.ts";
import type { Services } from "../rpc/context.ts";

/** How often a node looks for prices that began or ended (a shared page shows them at most this late). */
export const PRICE_WINDOW_INTERVAL_MS = 30_000;

export type PriceWindowRound = { items: number };

/**
 * A special offer starts or ends at its time, without a write: every round retires the
 * shared pages of the items whose prices began or ended since the last round (docs/page-cache.md).
 * The first round looks back as far as a cached page can be old.
 */
export function startPriceWindowRounds(
  services: Pick<Services, "db" | "pageCache" | "config">,
  log: Logger,
  intervalMs = PRICE_WINDOW_INTERVAL_MS,
): Rounds<PriceWindowRound> {
  let checkedUntil = new Date(Date.now() - services.config.PAGE_CACHE_SECONDS * 1000);
  return startRounds(
    async () => {
      const now = new Date();
      const itemIds = await itemsWithPriceChangesBetween(services.db, checkedUntil, now);
      await services.pageCache.invalidate(itemIds.map(itemTag));
      checkedUntil = now;
      return { items: itemIds.length };
    },
    { intervalMs, runAtStart: true, log, failedMessage: "price window round failed", idle: { items: 0 } },
  );
}
