/**
 * Issue 5 "Done when", in German and English, on a shop of its own (it saves the homepage, the
 * design and pages): an operator logs in, switches to edit, adds a banner above the first block,
 * gives it a title and an image, saves, undoes and redoes; a shopper sees the banner rendered on
 * the server; the operator adds the page 'Summer Sale' under Homepage, sets robots NOINDEX and
 * takes it out of the sitemap, changes the primary colour (the shopper's page uses the new
 * palette), restores an older version of the homepage and deletes the page. The shopper's
 * browser never asks for an editor chunk.
 */
import type { Locator, Page } from "@playwright/test";
import { checkA11y } from "./harness/axe.ts";
import { openPage, visit, waitForHydration } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";
import { useSeededShop } from "./harness/seeded-shop.ts";
import { notice, openPagesView, press } from "./harness/editor-ui.ts";
import { logInToEditor } from "./harness/operator.ts";
import { DONE_WHEN_TEXTS as TEXTS, type DoneWhenTexts as Texts } from "./harness/done-when-texts.ts";

// One shop per language run: each saves its homepage, the design and a page of its own.
const shop = useSeededShop({ perTest: true });

function primary500(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--color-primary-500").trim());
}

/** A shopper's fresh browser on the homepage; answers the page and the editor chunks it asked for. */
async function shopperHome(text: Texts): Promise<{ page: Page; editorChunks: string[] }> {
  const page = await openPage({ baseURL: shop().url, locale: text.browserLocale });
  const editorChunks: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/(editor-shell|editable-blocks|editor-store(?!-slot))-[\w-]+\.js$/.test(request.url())) {
      editorChunks.push(request.url());
    }
  });
  await visit(page, text.home);
  await waitForHydration(page);
  return { page, editorChunks };
}

async function openSummerSaleMenu(page: Page, drawer: Locator, text: Texts, entry: string): Promise<void> {
  const expander = drawer.getByRole("button", { name: text.subpagesOfHome, exact: true });
  if ((await expander.getAttribute("aria-expanded")) !== "true") await expander.click();
  await drawer.getByRole("button", { name: text.actions, exact: true }).click();
  await page.getByRole("menuitem", { name: entry, exact: true }).click();
}

async function doneWhen(text: Texts): Promise<void> {
  const page = await openPage({
    baseURL: shop().url,
    locale: text.browserLocale,
    viewport: { width: 1280, height: 900 },
  });
  await logInToEditor(page, text.locale, text.home, shop());
  const toolbar = page.getByRole("toolbar", { name: text.toolbar });
  const save = toolbar.getByRole("button", { name: text.save });

  // Preview, then switch to edit.
  await toolbar.getByRole("button", { name: text.preview, exact: true }).click();
  await toolbar.getByRole("button", { name: text.preview, pressed: true }).waitFor();
  await toolbar.getByRole("button", { name: text.edit, exact: true }).click();
  await toolbar.getByRole("button", { name: text.edit, pressed: true }).waitFor();
  await waitForHydration(page);

  // A banner above the first block, with an image, alt text and title.
  const canvas = page.getByRole("region", { name: text.canvas });
  await press(canvas.getByRole("button", { name: text.addAboveFirst }));
  await page
    .getByRole("dialog", { name: text.blocksList })
    .getByRole("button", { name: text.addBanner, exact: true })
    .click();
  const settings = page.getByRole("dialog", { name: "Banner", exact: true });
  await settings.waitFor();
  const imageField = settings.getByRole("group", { name: text.desktopImage }).first();
  await imageField.getByRole("button", { name: text.chooseImage }).click();
  const picker = page.getByRole("dialog", { name: text.chooseImage });
  await picker.getByRole("tab", { name: text.catalogImages }).click();
  // "1,200 × 1,200 pixels" / "1.200 × 1.200 Pixel": sizes are grouped as each language writes them.
  const firstImage = picker.getByRole("button", { name: / × [\d.,]+ / }).first();
  await firstImage.waitFor();
  await firstImage.click();
  await picker.waitFor({ state: "detached" });
  await settings.getByRole("textbox", { name: text.alt, exact: true }).first().fill(text.bannerAlt);
  await settings.getByRole("textbox", { name: text.title, exact: true }).fill(text.bannerTitle);
  await checkA11y(page);
  await page.keyboard.press("Escape");
  await settings.waitFor({ state: "detached" });
  const bannerHeading = canvas.getByRole("heading", { name: text.bannerTitle });
  await bannerHeading.waitFor();

  await save.click();
  await notice(page, text, text.saved);
  await expect.poll(() => save.getAttribute("aria-disabled")).toBe("true");

  // Undo takes the title away (the edit is unsaved again), redo brings it back.
  await toolbar.getByRole("button", { name: text.undo, exact: true }).click();
  await bannerHeading.waitFor({ state: "detached" });
  await expect.poll(() => save.getAttribute("aria-disabled")).not.toBe("true");
  await toolbar.getByRole("button", { name: text.redo, exact: true }).click();
  await bannerHeading.waitFor();
  await expect.poll(() => save.getAttribute("aria-disabled")).toBe("true");

  // A shopper sees the banner first, rendered on the server, and downloads no editor code.
  const shopper = await shopperHome(text);
  const html = await (await shopper.page.request.get(`${shop().url}${text.home}`)).text();
  expect(html).toContain(text.bannerTitle);
  const shopperHeadings = shopper.page.getByRole("main").getByRole("heading", { level: 2 });
  expect(await shopperHeadings.first().textContent()).toBe(text.bannerTitle);
  await shopper.page.getByRole("img", { name: text.bannerAlt }).waitFor();
  expect(shopper.editorChunks).toEqual([]);

  // The page 'Summer Sale' under Homepage, robots NOINDEX, out of the sitemap.
  let drawer = await openPagesView(page, text);
  await drawer.getByRole("button", { name: text.addPage, exact: true }).click();
  const addDialog = page.getByRole("dialog", { name: text.addDialog, exact: true });
  await addDialog.getByRole("textbox", { name: text.pageName }).fill("Summer Sale");
  await addDialog.getByRole("combobox", { name: text.parentPage }).selectOption({ label: "Homepage" });
  await addDialog.getByRole("button", { name: text.addDialog, exact: true }).click();
  const id = Number(text.added.exec(await notice(page, text, text.added))?.[1]);
  expect(id).toBeGreaterThan(1);
  await addDialog.waitFor({ state: "detached" });
  await openSummerSaleMenu(page, drawer, text, text.seo);
  const seo = page.getByRole("dialog", { name: new RegExp(text.seo) });
  await seo.getByRole("combobox", { name: text.robots }).selectOption("NOINDEX");
  await seo.getByText(text.sitemap, { exact: true }).click();
  expect(await seo.getByRole("switch", { name: text.sitemap }).isChecked()).toBe(false);
  await seo.getByRole("button", { name: text.close, exact: true }).click();
  await seo.waitFor({ state: "detached" });
  await drawer.getByRole("button", { name: text.saveSettings, exact: true }).click();
  await notice(page, text, text.settingsSaved);
  const pagePath = (await drawer.getByRole("link", { name: "Summer Sale", exact: true }).getAttribute("href")) ?? "";
  expect(pagePath).toMatch(/summer-sale/);
  await drawer.getByRole("button", { name: text.close, exact: true }).first().click();
  await drawer.waitFor({ state: "detached" });
  const summerSale = await openPage({ baseURL: shop().url, locale: text.browserLocale });
  await visit(summerSale, pagePath);
  expect(await summerSale.locator('meta[name="robots"]').getAttribute("content")).toMatch(/^noindex/);
  const sitemap = await (await summerSale.request.get(`${shop().url}/sitemap.xml`)).text();
  expect(sitemap).toContain("<urlset");
  expect(sitemap).not.toContain(pagePath);

  // A new primary colour: the shopper's page uses the new palette.
  await toolbar.getByRole("button", { name: text.design, exact: true }).click();
  const design = page.getByRole("dialog", { name: text.settings });
  const colours = design.getByRole("button", { name: text.colors, exact: true });
  if ((await colours.getAttribute("aria-expanded")) !== "true") await colours.click();
  await design.getByRole("textbox", { name: text.primaryHex }).fill(text.colour);
  await expect.poll(() => primary500(page)).toBe(text.colour);
  await page.keyboard.press("Escape");
  await design.waitFor({ state: "detached" });
  await save.click();
  await notice(page, text, text.saved);
  await shopper.page.reload();
  expect(await primary500(shopper.page)).toBe(text.colour);

  // A second version of the homepage, then version 1 restored: shoppers see its title again.
  await press(canvas.getByRole("button", { name: text.editBanner, exact: true }));
  const again = page.getByRole("dialog", { name: "Banner", exact: true });
  await again.getByRole("textbox", { name: text.title, exact: true }).fill(text.bannerTitle2);
  await page.keyboard.press("Escape");
  await again.waitFor({ state: "detached" });
  await save.click();
  await notice(page, text, text.saved);
  await shopper.page.reload();
  await shopper.page.getByRole("heading", { name: text.bannerTitle2 }).waitFor();
  await toolbar.getByRole("button", { name: text.history }).click();
  const history = page.getByRole("dialog", { name: text.history });
  await history.getByRole("button", { name: text.restore1 }).click();
  const confirm = page.getByRole("alertdialog", { name: text.restoreDialog });
  await checkA11y(page);
  await confirm.getByRole("button", { name: text.restoreConfirm }).click();
  await notice(page, text, text.restored);
  await canvas.getByRole("heading", { name: text.bannerTitle }).waitFor();
  await shopper.page.reload();
  await shopper.page.getByRole("heading", { name: text.bannerTitle }).waitFor();
  expect(await shopper.page.getByRole("heading", { name: text.bannerTitle2 }).count()).toBe(0);

  // Delete the page.
  await page.getByRole("region", { name: text.notifications }).getByText(text.restored).first().waitFor();
  drawer = await openPagesView(page, text);
  await openSummerSaleMenu(page, drawer, text, text.deletePage);
  const deleteDialog = page.getByRole("alertdialog", { name: text.deleteDialog });
  await deleteDialog.getByRole("button", { name: text.deleteConfirm, exact: true }).click();
  expect(Number(text.deleted.exec(await notice(page, text, text.deleted))?.[1])).toBe(id);
  // The 404 page is a shared one: it asks for the visitor after hydration; the answer must be
  // in before the test ends and stops its shop (a refused request is a browser error).
  const [gone] = await Promise.all([
    summerSale.goto(`${shop().url}${pagePath}`),
    summerSale.waitForResponse((response) => response.url().endsWith("/api/getViewer")),
  ]);
  expect(gone?.status()).toBe(404);
  expect(shopper.editorChunks).toEqual([]);
}

test("an operator edits the homepage, a page and the design end to end (English)", async () => {
  await doneWhen(TEXTS.en);
});

test("ein Betreiber bearbeitet Startseite, eine Seite und das Design von Anfang bis Ende (Deutsch)", async () => {
  await doneWhen(TEXTS.de);
});
