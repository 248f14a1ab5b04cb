/**
 * The operator's manual (docs/pages.md "Manual"), in both languages: a server-rendered page of
 * the shop that the Pages view's help icon opens, with a table of contents and no indexing.
 */
import { checkA11y } from "./harness/axe.ts";
import { visit, waitForHydration } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";

const cases = [
  { path: "/editor/manual", title: "Handbuch zum Editor", contents: "Inhalt", chapter: "Seiteneinstellungen" },
  { path: "/en/editor/manual", title: "Editor manual", contents: "Contents", chapter: "Page settings" },
];

for (const { path, title, contents, chapter } of cases) {
  test(`the manual at ${path} reads as a page with a table of contents, not for search engines`, async ({ page }) => {
    const response = await visit(page, path);
    expect(response?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, follow");
    const toc = page.getByRole("navigation", { name: contents });
    expect(await toc.getByRole("link").count()).toBe(7);
    await waitForHydration(page);
    await toc.getByRole("link", { name: chapter }).click();
    await page.waitForURL((url) => url.hash === "#settings");
    await page.getByRole("region", { name: chapter }).getByRole("heading", { level: 2, name: chapter }).waitFor();
    await checkA11y(page);
  });
}
