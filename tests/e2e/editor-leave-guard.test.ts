/**
 * The editor's leave guard (docs/editor-toolbar.md): with unsaved changes, a link to another
 * page of the shop asks in an alertdialog first, and closing or reloading the tab gets the
 * browser's own beforeunload question. On the shared shop: nothing is saved.
 */
import { checkA11y } from "./harness/axe.ts";
import { landOn } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";

/** The `operator` fixture: the demo operator in edit mode on the German home page, on a desktop screen. */
test.use({ viewport: { width: 1280, height: 900 }, operatorStart: { locale: "de", target: "/" } });

test("ungespeicherte Änderungen: ein Link im Shop fragt erst, ein Neuladen fragt der Browser (Deutsch)", async ({
  operator: page,
}) => {
  const canvas = page.getByRole("region", { name: "Seitenblöcke" });
  const save = page.getByRole("toolbar", { name: "Editor-Werkzeugleiste" }).getByRole("button", {
    name: "Änderungen speichern",
  });
  const move = canvas.getByRole("button", { name: "Bildbanner nach unten verschieben" });
  await move.focus();
  await move.press("Enter");
  await expect.poll(() => save.getAttribute("aria-disabled")).not.toBe("true");

  // A link to another page of the shop asks first; staying keeps the change.
  const living = page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Wohnen" });
  await living.click();
  const question = page.getByRole("alertdialog", { name: "Diese Seite verlassen?" });
  await question.getByText("Ihre ungespeicherten Änderungen gehen verloren.").waitFor();
  await checkA11y(page);
  await question.getByRole("button", { name: "Auf dieser Seite bleiben" }).click();
  await question.waitFor({ state: "detached" });
  expect(new URL(page.url()).pathname).toBe("/");
  expect(await save.getAttribute("aria-disabled")).not.toBe("true");

  // Closing the tab or reloading gets the browser's own question.
  const asked = new Promise<string>((resolve) => {
    page.once("dialog", (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    });
  });
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe("beforeunload");
  expect(page.isClosed()).toBe(false);

  // Leaving through the question goes on to the page.
  await living.click();
  await question.getByRole("button", { name: "Seite verlassen" }).click();
  await landOn(page, "/wohnen");
});
