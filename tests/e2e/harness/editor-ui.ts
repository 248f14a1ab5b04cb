/** Steps through the editor's UI that several e2e files take (toolbar, Pages view, notices, block controls). */
import type { Locator, Page } from "@playwright/test";

/** Opens the Pages view from the toolbar; answers the drawer. */
export async function openPagesView(page: Page, text: { toolbar: string; pages: string }): Promise<Locator> {
  await page
    .getByRole("toolbar", { name: text.toolbar })
    .getByRole("button", { name: text.pages, exact: true })
    .click();
  const drawer = page.getByRole("dialog", { name: text.pages, exact: true });
  await drawer.getByRole("heading", { name: text.pages, exact: true }).waitFor();
  return drawer;
}

/** Waits for a notice in the notifications region; answers its whole text. */
export async function notice(page: Page, text: { notifications: string }, message: string | RegExp): Promise<string> {
  const found = page.getByRole("region", { name: text.notifications }).getByText(message).first();
  await found.waitFor();
  return (await found.textContent()) ?? "";
}

/** Keyboard activation: block controls show on focus (a pointer would hover them away again). */
export async function press(button: Locator): Promise<void> {
  await button.focus();
  await button.press("Enter");
}
