import { visit } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";

test("an unknown German address answers 404 with a German page", async ({ page }) => {
  const response = await visit(page, "/does-not-exist");
  expect(response?.status()).toBe(404);
  await page.getByRole("heading", { level: 1, name: "Seite nicht gefunden" }).waitFor();
  await page.getByText("Seite nicht gefunden: /does-not-exist", { exact: true }).waitFor();
});

test("an unknown English address answers 404 with an English page", async ({ page }) => {
  const response = await visit(page, "/en/does-not-exist");
  expect(response?.status()).toBe(404);
  await page.getByRole("heading", { level: 1, name: "Page Not Found" }).waitFor();
  await page.getByText("Page not found: /en/does-not-exist", { exact: true }).waitFor();
});
