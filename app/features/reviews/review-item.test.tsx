import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Locale } from "#common/constants.ts";
import { I18nProvider } from "~/lib/i18n.tsx";
import { ReviewItem } from "./review-item.tsx";

/** Noon UTC: already the next day at UTC+14, still the same day at UTC-11. */
const review = {
  id: 1,
  title: "Solid",
  text: "Does what it should.",
  rating: 4,
  authorName: "Ada",
  verifiedPurchase: false,
  isVisible: true,
  isOwn: false,
  createdAt: "2026-10-01T12:00:00.000Z",
  replies: [],
};

function renderReview(locale: Locale, timeZone: string): string {
  const router = createMemoryRouter(
    [{ id: "root", path: "*", element: <ReviewItem review={review} onModal={() => {}} />, loader: () => null }],
    {
      initialEntries: ["/"],
      hydrationData: { loaderData: { root: { locale, prefix: "", session: { state: "anonymous" } } } },
    },
  );
  return renderToStaticMarkup(
    <I18nProvider locale={locale} timeZone={timeZone}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

const dateShown = (markup: string) => /<time[^>]*>([^<]*)<\/time>/.exec(markup)?.[1];

describe("a review's date", () => {
  // The server and the browser both render it; only the shop's zone (not the runtime's) makes
  // them agree, so a shopper in another zone than the server gets no hydration error (#418).
  it("is the day in the shop's time zone, not in the runtime's", () => {
    expect(dateShown(renderReview("de", "Pacific/Kiritimati"))).toBe("02.10.2026");
    expect(dateShown(renderReview("de", "Pacific/Pago_Pago"))).toBe("01.10.2026");
    expect(dateShown(renderReview("en", "Pacific/Kiritimati"))).toBe("2 Oct 2026");
    expect(dateShown(renderReview("en", "Pacific/Pago_Pago"))).toBe("1 Oct 2026");
  });
});
