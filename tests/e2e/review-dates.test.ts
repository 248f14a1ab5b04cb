/**
 * A review written late in the evening (UTC) is already on the next day in Berlin. The shop's
 * server runs in UTC, the shopper's browser in Europe/Berlin (harness/browser.ts): both must
 * render the shop's day (SHOP_TIME_ZONE), or hydration fails (React #418) and the test with it.
 */
import { reviews } from "#server/modules/review/review.table.ts";
import { visit, waitForHydration } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";
import { startPreparedSeededShop } from "./harness/seeded-shop.ts";
import type { ShopServer } from "./harness/shop-server.ts";

/** Esstisch Eske. */
const TABLE = { itemId: 1012, de: "/esstisch-eske_1012", en: "/en/eske-dining-table_1012" };
const TITLE = "Spät am Abend bestellt";

/** The latest 23:30 UTC before now: in Berlin (UTC+1 or +2) already the next day. */
function lastLateEvening(): Date {
  const date = new Date();
  date.setUTCHours(23, 30, 0, 0);
  if (date.getTime() > Date.now()) date.setUTCDate(date.getUTCDate() - 1);
  return date;
}
const writtenAt = lastLateEvening();
const berlinDay = (locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "Europe/Berlin" }).format(writtenAt);

let shop: ShopServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  shop = await startPreparedSeededShop(async ({ database }) => {
    await database.db.insert(reviews).values({
      itemId: TABLE.itemId,
      authorName: "Nachteule",
      title: TITLE,
      text: "Kurz vor Mitternacht bestellt, schnell geliefert.",
      rating: 5,
      visible: true,
      createdAt: writtenAt,
      updatedAt: writtenAt,
    });
  });
});

test.afterAll(async () => {
  await shop?.stop();
});

for (const [locale, tag] of [
  ["de", "de-DE"],
  ["en", "en-GB"],
] as const) {
  test(`${locale}: a late review shows the shop's day and the page hydrates without a mismatch`, async ({ page }) => {
    await visit(page, `${(shop as ShopServer).url}${TABLE[locale]}`);
    await waitForHydration(page);
    const review = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: TITLE }) });
    await review.getByText(berlinDay(tag), { exact: true }).waitFor();
    expect(berlinDay(tag)).not.toBe(
      new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeZone: "UTC" }).format(writtenAt),
    );
  });
}
