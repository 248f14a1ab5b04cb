/**
 * The Video block behind its two-click placeholder (docs/consent.md "External media"), on a
 * shop of its own whose shipping page holds a YouTube and a Vimeo video: a visitor's page
 * requests nothing of either provider until 'Load video' is pressed, then only that player
 * loads and takes the focus; 'always load videos' records the consent, and the next visit
 * shows the players at once. The players' origins are answered by a stub: the test never
 * reaches the internet. German and English, axe on the placeholders.
 */
import type { Page } from "@playwright/test";
import { HEADER } from "#common/constants.ts";
import { checkA11y } from "./harness/axe.ts";
import { openPage, visit, waitForHydration } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";
import { logInToEditor } from "./harness/operator.ts";
import { useSeededShop } from "./harness/seeded-shop.ts";

const shop = useSeededShop();

const PLAYERS = /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//;

function video(n: number, url: string, title: string) {
  return {
    name: "Video",
    type: "content",
    meta: { uuid: `6a1c2d3e-4f50-4a6b-8c7d-00000000000${n}` },
    content: { url, title, caption: `${title}: caption` },
  };
}

/** The operator saves two videos as the shipping page's text, in `locale`. */
async function saveVideos(page: Page, locale: "de" | "en") {
  const token = await page.locator('meta[name="csrf-token"]').getAttribute("content");
  const blocks = [
    video(
      1,
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      locale === "de" ? "Aufbau des Sofas" : "Assembling the sofa",
    ),
    video(2, "https://vimeo.com/76979871", locale === "de" ? "Unsere Werkstatt" : "Our workshop"),
  ];
  const response = await page.request.post(`${shop().url}/api/doSaveBlocks`, {
    headers: { [HEADER.csrf]: token ?? "", [HEADER.locale]: locale },
    data: {
      identifier: "shipping",
      entityType: "info",
      blocks: JSON.stringify({ schemaVersion: 1, blocks }),
      expectedVersion: 0,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A visitor's page whose requests are recorded; the players' origins answer with a stub page. */
async function visitor(locale: "de-DE" | "en-GB") {
  const page = await openPage({ baseURL: shop().url, locale });
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await page
    .context()
    .route(PLAYERS, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title><p>player</p>" }),
    );
  const foreign = () => requests.filter((url) => new URL(url).origin !== new URL(shop().url).origin);
  return { page, foreign };
}

test("German: nothing of YouTube or Vimeo before 'Video laden'; then only that player; 'immer laden' is kept", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logInToEditor(page, "de", "/shipping", shop());
  await saveVideos(page, "de");

  const { page: shopper, foreign } = await visitor("de-DE");
  // The placeholder is in the server's page (the video's chunk is loaded before rendering).
  const html = await (await shopper.request.get(`${shop().url}/shipping`)).text();
  expect(html).toContain("Beim Laden überträgt Ihr Browser Daten an");
  expect(html).not.toContain("<iframe");
  await visit(shopper, "/shipping");
  await waitForHydration(shopper);
  const first = shopper.getByRole("figure").filter({ hasText: "Aufbau des Sofas" });
  await expect(first).toContainText("Beim Laden überträgt Ihr Browser Daten an YouTube.");
  await expect(first.getByRole("link", { name: "Auf YouTube ansehen" })).toHaveAttribute(
    "href",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  );
  expect(await shopper.locator("iframe").count()).toBe(0);
  expect(foreign()).toEqual([]);
  await checkA11y(shopper);

  await first.getByRole("button", { name: "Video laden" }).click();
  const player = shopper.frameLocator('iframe[title="Aufbau des Sofas"]');
  await player.getByText("player").waitFor();
  await expect(shopper.locator('iframe[title="Aufbau des Sofas"]')).toBeFocused();
  expect(foreign()).toEqual(["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0"]);
  // The other video stays a placeholder, and the click was for this one video only.
  await shopper
    .getByRole("figure")
    .filter({ hasText: "Unsere Werkstatt" })
    .getByRole("button", { name: "Video laden" })
    .waitFor();
  await shopper.reload();
  await waitForHydration(shopper);
  expect(await shopper.locator("iframe").count()).toBe(0);

  // 'Always load' records the consent for external media; the next page shows both players.
  const workshop = shopper.getByRole("figure").filter({ hasText: "Unsere Werkstatt" });
  await workshop.getByRole("checkbox", { name: "Videos von YouTube und Vimeo immer laden" }).check();
  const recorded = shopper.waitForResponse((response) => response.url().includes("doRecordConsent"));
  await workshop.getByRole("button", { name: "Video laden" }).click();
  expect((await recorded).status()).toBe(200);
  await shopper.frameLocator('iframe[title="Unsere Werkstatt"]').getByText("player").waitFor();
  await shopper.reload();
  await waitForHydration(shopper);
  await expect(shopper.locator("iframe")).toHaveCount(2);
  await expect(shopper.locator('iframe[title="Aufbau des Sofas"]')).toHaveAttribute(
    "src",
    "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=0&rel=0",
  );
});

test("English: the placeholders speak English and pass axe; no banner asks on arrival", async ({ page }) => {
  test.setTimeout(120_000);
  await logInToEditor(page, "en", "/en/shipping", shop());
  await saveVideos(page, "en");

  const { page: shopper, foreign } = await visitor("en-GB");
  await visit(shopper, "/en/shipping");
  await waitForHydration(shopper);
  const workshop = shopper.getByRole("figure").filter({ hasText: "Our workshop" });
  await expect(workshop).toContainText("Loading it sends data from your browser to Vimeo.");
  await expect(workshop.getByText("Our workshop: caption")).toBeVisible();
  await workshop.getByRole("checkbox", { name: "Always load videos from YouTube and Vimeo" }).waitFor();
  await checkA11y(shopper);
  // External media ask where they are: the demo shop, with no tracker, shows no banner.
  expect(await shopper.getByRole("dialog").count()).toBe(0);
  await workshop.getByRole("button", { name: "Load video" }).click();
  await shopper.frameLocator('iframe[title="Our workshop"]').getByText("player").waitFor();
  expect(foreign()).toEqual(["https://player.vimeo.com/video/76979871?dnt=1&autoplay=1"]);
});
