/**
 * The operator's way into the editor and out again (docs/operators.md), in both languages:
 * the login form, the toolbar with its Preview/Edit toggle, logout; and the lazy editor chunk
 * that only an operator in the editor downloads.
 */
import type { Page } from "@playwright/test";
import { checkA11y } from "./harness/axe.ts";
import { landOn, openPage, visit, waitForHydration } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";
import { demoOperator } from "./harness/operator.ts";

const SHOPPER_PRODUCT = "/esstisch-eske_1012";

/** The addresses of the editor chunk this page requested so far. */
function editorChunkRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/editor-shell-[\w-]+\.js$/.test(request.url())) requested.push(request.url());
  });
  return requested;
}

test("a shopper never downloads the editor; an operator logs in, previews and logs out (English)", async ({ page }) => {
  const editorChunk = editorChunkRequests(page);
  await visit(page, SHOPPER_PRODUCT);
  await waitForHydration(page);
  expect(await page.getByRole("toolbar").count()).toBe(0);
  expect(editorChunk).toEqual([]);

  const { email, password } = demoOperator();
  await visit(page, `/en/editor/login?redirect=${encodeURIComponent("/en/living")}`);
  await page.getByRole("heading", { level: 1, name: "Log in to the editor" }).waitFor();
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in to the editor" }).click();
  await landOn(page, "/en/living");

  const toolbar = page.getByRole("region", { name: "Editor" }).getByRole("toolbar", { name: "Editor toolbar" });
  await toolbar.waitFor();
  expect(editorChunk).toHaveLength(1);
  await toolbar.getByText("Editor: Demo owner", { exact: true }).waitFor();
  const edit = toolbar.getByRole("button", { name: "Edit", exact: true });
  const preview = toolbar.getByRole("button", { name: "Preview", exact: true });
  expect(await edit.getAttribute("aria-pressed")).toBe("true");
  const save = toolbar.getByRole("button", { name: "Save changes" });
  expect(await save.getAttribute("aria-disabled")).toBe("true");
  expect(await save.getAttribute("aria-describedby")).toBeTruthy();
  await toolbar.getByText("There are no changes to save yet.").first().waitFor({ state: "attached" });

  // Arrow keys move between the toolbar's controls.
  await edit.focus();
  await page.keyboard.press("ArrowRight");
  expect(await preview.evaluate((element) => element === document.activeElement)).toBe(true);

  await preview.click();
  await toolbar.getByRole("button", { name: "Preview", pressed: true }).waitFor();
  await checkA11y(page);
  // The mode lives in the edit cookie: a reload keeps the preview.
  await page.reload();
  await toolbar.getByRole("button", { name: "Preview", pressed: true }).waitFor();
  await toolbar.getByRole("button", { name: "Edit", exact: true }).click();
  await toolbar.getByRole("button", { name: "Edit", pressed: true }).waitFor();

  await toolbar.getByRole("button", { name: "Log out" }).click();
  await page.getByRole("region", { name: "Notifications" }).getByText("You have left the editor.").waitFor();
  expect(await page.getByRole("toolbar", { name: "Editor toolbar" }).count()).toBe(0);
  expect(new URL(page.url()).pathname).toBe("/en/living");
  await checkA11y(page);
});

test("ein Betreiber meldet sich auf Deutsch an, auch nach einem falschen Passwort, und wieder ab", async ({ page }) => {
  const { email, password } = demoOperator();
  await visit(page, "/editor/login?redirect=%2Fwohnen");
  await page.getByRole("textbox", { name: "E-Mail", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Passwort", exact: true }).fill("Falsches-Passwort-1");
  await page.getByRole("button", { name: "Beim Editor anmelden" }).click();
  await page.getByRole("alert").filter({ hasText: "Ungültige Anmeldedaten" }).first().waitFor();
  await checkA11y(page);

  await page.getByRole("textbox", { name: "Passwort", exact: true }).fill(password);
  await page.getByRole("button", { name: "Beim Editor anmelden" }).click();
  await landOn(page, "/wohnen");
  const toolbar = page.getByRole("toolbar", { name: "Editor-Werkzeugleiste" });
  await toolbar.getByRole("button", { name: "Vorschau", pressed: false }).click();
  await toolbar.getByRole("button", { name: "Vorschau", pressed: true }).waitFor();
  await toolbar.getByRole("button", { name: "Änderungen speichern" }).waitFor();
  // Already in the editor: the login page sends the operator straight on.
  await visit(page, "/editor/login?redirect=%2Fwohnen");
  expect(new URL(page.url()).pathname).toBe("/wohnen");

  await toolbar.getByRole("button", { name: "Abmelden" }).click();
  await page.getByText("Sie haben den Editor verlassen.").first().waitFor();
  expect(await page.getByRole("toolbar", { name: "Editor-Werkzeugleiste" }).count()).toBe(0);
});

test("the operator login works without JavaScript", async () => {
  const page = await openPage({ javaScriptEnabled: false });
  const { email, password } = demoOperator();
  await visit(page, "/en/editor/login?redirect=%2Fen%2Fkitchen");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in to the editor" }).click();
  await landOn(page, "/en/kitchen");
  await page.getByRole("toolbar", { name: "Editor toolbar" }).getByRole("button", { name: "Log out" }).click();
  await landOn(page, "/en/kitchen");
  expect(await page.getByRole("toolbar", { name: "Editor toolbar" }).count()).toBe(0);
});
