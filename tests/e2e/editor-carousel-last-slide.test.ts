/**
 * A carousel keeps at least one slide: in the editor's settings of the default homepage's
 * carousel (two slides), 'Remove slide' takes one away, then stays disabled on the last one
 * with the reason beside it as its description. Both languages; nothing is saved.
 */
import { checkA11y } from "./harness/axe.ts";
import { openPage } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";
import { logInToEditor } from "./harness/operator.ts";

const WORDS = {
  de: {
    home: "/",
    region: "Seitenblöcke",
    edit: "Bildbanner bearbeiten",
    settings: "Bildbanner",
    remove: "Folie entfernen",
    lastOfOne: "Folie 1 von 1",
    reason: "Ein Karussell behält mindestens eine Folie, daher lässt sich die letzte nicht entfernen.",
  },
  en: {
    home: "/en/",
    region: "Page blocks",
    edit: "Edit Image Banner",
    settings: "Image Banner",
    remove: "Remove slide",
    lastOfOne: "Slide 1 of 1",
    reason: "A carousel keeps at least one slide, so the last one cannot be removed.",
  },
} as const;

for (const [locale, words] of Object.entries(WORDS)) {
  test(`the last slide of a carousel cannot be removed, and the editor says why (${locale})`, async () => {
    const page = await openPage({ viewport: { width: 1280, height: 900 } });
    await logInToEditor(page, locale as "de" | "en", words.home);
    const edit = page.getByRole("region", { name: words.region }).getByRole("button", { name: words.edit });
    await edit.focus();
    await edit.press("Enter");
    const settings = page.getByRole("dialog", { name: words.settings });
    const remove = settings.getByRole("button", { name: words.remove, exact: true });
    expect(await remove.isEnabled()).toBe(true);
    expect(await remove.getAttribute("aria-describedby")).toBeNull();

    await remove.click();
    await settings.getByRole("heading", { name: words.lastOfOne }).waitFor();
    expect(await remove.isDisabled()).toBe(true);
    const reason = settings.getByText(words.reason, { exact: true });
    await reason.waitFor();
    expect(await remove.getAttribute("aria-describedby")).toBe(await reason.getAttribute("id"));
    await checkA11y(page);
  });
}
