/**
 * The editor toolbar (docs/editor-toolbar.md), in English and German: the controls and their
 * states, the drawer buttons, preview closing the drawer, the width at 1024 px; the version
 * history with restore; a save refused because the operator session ended elsewhere.
 * A shop of its own: these tests save the homepage, which the shared shop's tests expect unsaved.
 */
import type { Page } from "@playwright/test";
import { textCard } from "#common/blocks/block-fixtures.ts";
import { HEADER } from "#common/constants.ts";
import { checkA11y } from "./harness/axe.ts";
import { openPage, visit, waitForHydration } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";
import { useSeededShop } from "./harness/seeded-shop.ts";
import { logInToEditor } from "./harness/operator.ts";

const shop = useSeededShop();

const TEXTS = {
  en: {
    prefix: "/en",
    toolbar: "Editor toolbar",
    locale: "en",
    save: "Save changes",
    nothingToSave: "There are no changes to save yet.",
    edit: "Edit",
    preview: "Preview",
    design: "Design",
    pages: "Pages",
    undo: "Undo",
    redo: "Redo",
    history: "Version history",
  },
  de: {
    prefix: "",
    toolbar: "Editor-Werkzeugleiste",
    locale: "de",
    save: "Änderungen speichern",
    nothingToSave: "Es gibt noch keine Änderungen zum Speichern.",
    edit: "Bearbeiten",
    preview: "Vorschau",
    design: "Design",
    pages: "Seiten",
    undo: "Rückgängig",
    redo: "Wiederholen",
    history: "Versionsverlauf",
  },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** Logs the demo operator in on the homepage of the language and answers the toolbar. */
async function enterEditor(page: Page, texts: Texts) {
  await logInToEditor(page, texts.locale, texts.prefix || "/", shop());
  const toolbar = page.getByRole("toolbar", { name: texts.toolbar });
  await toolbar.waitFor();
  return toolbar;
}

/** An API call as the operator's browser makes it: its cookies, the page's CSRF token. */
async function callAsOperator(page: Page, operation: string, payload: unknown, locale: "de" | "en") {
  const token = await page.locator('meta[name="csrf-token"]').getAttribute("content");
  const response = await page.request.post(`${shop().url}/api/${operation}`, {
    headers: { [HEADER.csrf]: token ?? "", [HEADER.locale]: locale },
    data: payload,
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: unknown }).data;
}

test("the toolbar's controls, drawer buttons and preview (English)", async ({ page }) => {
  const texts = TEXTS.en;
  const toolbar = await enterEditor(page, texts);

  const save = toolbar.getByRole("button", { name: texts.save });
  expect(await save.getAttribute("aria-disabled")).toBe("true");
  const describedBy = await save.getAttribute("aria-describedby");
  expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(texts.nothingToSave);
  // The reason shows on focus, not only to screen readers.
  await save.focus();
  expect(await page.locator(`[id="${describedBy}"]`).isVisible()).toBe(true);
  expect(await toolbar.getByRole("button", { name: texts.undo, exact: true }).isDisabled()).toBe(true);
  expect(await toolbar.getByRole("button", { name: texts.redo, exact: true }).isDisabled()).toBe(true);

  // Design and Pages open the drawer's views; Esc closes it and focus comes back.
  for (const [button, title] of [
    [texts.design, "Settings"],
    [texts.pages, "Pages"],
  ] as const) {
    const opener = toolbar.getByRole("button", { name: button, exact: true });
    expect(await opener.getAttribute("aria-expanded")).toBe("false");
    await opener.click();
    await page.getByRole("dialog", { name: title }).waitFor();
    expect(await opener.getAttribute("aria-expanded")).toBe("true");
    await checkA11y(page);
    await page.keyboard.press("Escape");
    await page.getByRole("dialog", { name: title }).waitFor({ state: "detached" });
    expect(await opener.getAttribute("aria-expanded")).toBe("false");
  }

  // Preview leaves editing: the editing controls go, saving and the history stay.
  await toolbar.getByRole("button", { name: texts.preview, exact: true }).click();
  await toolbar.getByRole("button", { name: texts.preview, pressed: true }).waitFor();
  expect(await toolbar.getByRole("button", { name: texts.pages, exact: true }).count()).toBe(0);
  expect(await toolbar.getByRole("button", { name: texts.undo, exact: true }).count()).toBe(0);
  await toolbar.getByRole("button", { name: texts.save }).waitFor();
  await toolbar.getByRole("button", { name: texts.history }).waitFor();
  await checkA11y(page);
  await toolbar.getByRole("button", { name: texts.edit, exact: true }).click();
  await toolbar.getByRole("button", { name: texts.edit, pressed: true }).waitFor();
  await toolbar.getByRole("button", { name: texts.design, exact: true }).waitFor();
});

test("die Werkzeugleiste passt bei 1024 px in eine Zeile und ist per Tastatur erreichbar (Deutsch)", async () => {
  const page = await openPage({ viewport: { width: 1024, height: 768 } });
  const texts = TEXTS.de;
  const toolbar = await enterEditor(page, texts);
  const box = await toolbar.boundingBox();
  expect(box?.height).toBe(52);
  const overflow = await toolbar.evaluate((element) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
    right: Math.max(...[...element.querySelectorAll("button")].map((button) => button.getBoundingClientRect().right)),
  }));
  expect(overflow.scroll).toBeLessThanOrEqual(overflow.client);
  expect(overflow.right).toBeLessThanOrEqual(1024);

  // Arrow keys walk the toolbar: from Bearbeiten to Vorschau.
  await toolbar.getByRole("button", { name: texts.edit, exact: true }).focus();
  await page.keyboard.press("ArrowRight");
  const focused = toolbar.getByRole("button", { name: texts.preview, exact: true });
  expect(await focused.evaluate((element) => element === document.activeElement)).toBe(true);
  await toolbar.getByRole("button", { name: texts.history }).waitFor();
  expect(await toolbar.getByRole("button", { name: texts.save }).getAttribute("aria-disabled")).toBe("true");
  await checkA11y(page);
});

test("version history lists saved versions; restoring one is what shoppers see (English)", async ({ page }) => {
  const texts = TEXTS.en;
  const toolbar = await enterEditor(page, texts);
  const home = { identifier: "index", entityType: "immutable" } as const;
  const first = { schemaVersion: 1, blocks: [textCard(1, "Summer collection")] };
  const second = { schemaVersion: 1, blocks: [textCard(2, "Winter collection")] };
  await callAsOperator(page, "doSaveBlocks", { ...home, blocks: JSON.stringify(first), expectedVersion: 0 }, "en");
  await callAsOperator(page, "doSaveBlocks", { ...home, blocks: JSON.stringify(second), expectedVersion: 1 }, "en");

  // The editor starts from the stored version 2.
  await page.reload();
  await waitForHydration(page);
  await page.getByRole("heading", { name: "Winter collection" }).waitFor();
  await toolbar.getByRole("button", { name: texts.history }).click();
  const dialog = page.getByRole("dialog", { name: "Version history" });
  const list = dialog.getByRole("list", { name: "Version history" });
  await list.getByRole("listitem").nth(1).waitFor();
  const items = await list.getByRole("listitem").allTextContents();
  expect(items.map((text) => /Version (\d+)/.exec(text)?.[1])).toEqual(["2", "1"]);
  expect(items[0]).toContain("(current)");
  expect(items[0]).toMatch(new RegExp(`Saved on .*${new Date().getFullYear()}`));
  await checkA11y(page);

  await dialog.getByRole("button", { name: "Restore version 1" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Restore this version?" });
  await confirm.getByText("Version 1 of").waitFor();
  await checkA11y(page);
  await confirm.getByRole("button", { name: "Restore version" }).click();
  await page.getByRole("region", { name: "Notifications" }).getByText("Version 1 has been restored.").waitFor();
  expect(await page.getByRole("dialog").count()).toBe(0);
  await page.getByRole("heading", { name: "Summer collection" }).waitFor();

  const shopper = await openPage();
  await visit(shopper, `${shop().url}/en`);
  await shopper.getByRole("heading", { name: "Summer collection" }).waitFor();
  expect(await shopper.getByRole("heading", { name: "Winter collection" }).count()).toBe(0);
  // German shoppers keep their own homepage: versions are per language. (A new browser: the
  // first one remembers English.)
  const german = await openPage();
  await visit(german, `${shop().url}/`);
  await german.getByRole("heading", { name: "Schön wohnen, klug vernetzt" }).waitFor();
  expect(await german.getByRole("heading", { name: "Summer collection" }).count()).toBe(0);
});

test("ein Speichern nach dem Abmelden in einem anderen Tab zeigt den Speicherfehler (Deutsch)", async ({ page }) => {
  const texts = TEXTS.de;
  const toolbar = await enterEditor(page, texts);
  const history = toolbar.getByRole("button", { name: texts.history });
  await history.click();
  const dialog = page.getByRole("dialog", { name: "Versionsverlauf" });
  await dialog.getByText("Für diese Seite gibt es noch keine gespeicherten Versionen.").waitFor();
  await checkA11y(page);
  await dialog.getByRole("button", { name: "Schließen" }).click();

  // Another tab of the same browser logs the operator out: the session is gone.
  const other = await page.context().newPage();
  await other.goto(`${shop().url}/`);
  const token = await other.locator('meta[name="csrf-token"]').getAttribute("content");
  const logout = await other.request.post(`${shop().url}/editor/logout`, {
    form: { _csrf: token ?? "", redirect: "/" },
    maxRedirects: 0,
  });
  expect(logout.status()).toBeLessThan(400);
  await other.close();

  await changeSomething(page);
  await toolbar.getByRole("button", { name: texts.save }).click();
  const notice = page.getByRole("region", { name: "Benachrichtigungen" }).getByRole("alert");
  await notice
    .getByText(
      "Die Änderungen konnten nicht gespeichert werden. Ihre Sitzung ist möglicherweise abgelaufen. Öffnen Sie den Editor erneut, um eine neue Sitzung zu starten.",
    )
    .waitFor();
  // One failure, one notice.
  expect(await notice.count()).toBe(1);
  await checkA11y(page);
});

test("Rückgängig, Wiederholen und Speichern mit Hinweis; Kunden sehen die neue Reihenfolge (Deutsch)", async ({
  page,
}) => {
  const texts = TEXTS.de;
  const toolbar = await enterEditor(page, texts);
  const save = toolbar.getByRole("button", { name: texts.save });
  const undo = toolbar.getByRole("button", { name: texts.undo, exact: true });
  const redo = toolbar.getByRole("button", { name: texts.redo, exact: true });

  await changeSomething(page);
  await expect.poll(() => save.getAttribute("aria-disabled")).toBeNull();
  expect(await undo.isDisabled()).toBe(false);
  await checkA11y(page);

  // The shortcuts work on the page, outside fields.
  await page.locator("body").click({ position: { x: 5, y: 300 } });
  await page.keyboard.press("Control+z");
  await expect.poll(() => save.getAttribute("aria-disabled")).toBe("true");
  expect(await redo.isDisabled()).toBe(false);
  await page.keyboard.press("Control+Shift+z");
  await expect.poll(() => save.getAttribute("aria-disabled")).toBeNull();
  await undo.click();
  await expect.poll(() => save.getAttribute("aria-disabled")).toBe("true");
  await redo.click();
  await expect.poll(() => save.getAttribute("aria-disabled")).toBeNull();

  // A double click saves once: one notice, one new version.
  await save.dblclick();
  const notices = page.getByRole("region", { name: "Benachrichtigungen" }).getByRole("status");
  await notices.getByText("Die Änderungen wurden gespeichert.").waitFor();
  await notices.getByText("Gespeichert: Blöcke").waitFor();
  expect(await notices.filter({ hasText: "Die Änderungen wurden gespeichert." }).count()).toBe(1);
  await expect.poll(() => save.getAttribute("aria-disabled")).toBe("true");
  await checkA11y(page);
  await toolbar.getByRole("button", { name: texts.history }).click();
  const versions = page.getByRole("dialog", { name: "Versionsverlauf" }).getByRole("listitem");
  await versions.first().waitFor();
  expect(await versions.count()).toBe(1);
  await page.keyboard.press("Escape");

  // The shopper gets the saved order server-rendered: the text card now comes before the carousel.
  const shopper = await openPage();
  await visit(shopper, `${shop().url}/`);
  const text = await shopper.getByRole("heading", { name: "Schön wohnen, klug vernetzt" }).boundingBox();
  const carousel = await shopper.getByRole("region", { name: "Highlights" }).boundingBox();
  expect(text && carousel && text.y < carousel.y).toBe(true);
});

/** A block change through the block canvas's controls (docs/editor.md "Editing blocks"). */
async function changeSomething(page: Page): Promise<void> {
  await page.getByRole("button", { name: /^(Move Image Banner down|Bildbanner nach unten verschieben)$/ }).click();
}
