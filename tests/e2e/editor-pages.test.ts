/**
 * The editor's Pages view (docs/editor-pages-ui.md) in German and English: an operator adds the
 * page 'Summer Sale' under the Homepage, sets its robots to NOINDEX and takes it out of the
 * sitemap, saves (the page has the robots meta and is gone from /sitemap.xml), changes its slug
 * (the old address redirects) and deletes it. Axe runs on every state. The drawer opens with the
 * toolbar's 'Pages' button (the toolbar and drawer helpers' work).
 */
import type { Locator, Page } from "@playwright/test";
import { checkA11y } from "./harness/axe.ts";
import { landOn, openPage, visit, waitForHydration } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";
import { useSeededShop } from "./harness/seeded-shop.ts";
import { notice, openPagesView } from "./harness/editor-ui.ts";
import { logInToEditor } from "./harness/operator.ts";

// A shop of its own: these tests add, change and delete pages, which the shared shop's
// navigation, sitemap and category tests must not see.
const shop = useSeededShop();

const TEXTS = {
  en: {
    locale: "en",
    home: "/en",
    toolbar: "Editor toolbar",
    pages: "Pages",
    notifications: "Notifications",
    openManual: "Open manual",
    manual: "/en/editor/manual",
    contentPages: "Content Pages",
    productCategories: "Product Categories",
    addPage: "Add Page",
    addDialog: "Add page",
    addSubmit: "Add page",
    pageName: "Page Name",
    parentPage: "Parent Page",
    nameRequired: /^Enter a page name$/,
    added: /Added page Summer Sale \(category ID: (\d+)\)/,
    subpagesOfHome: "Subpages of Homepage",
    actions: "Actions for Summer Sale",
    actionsHome: "Actions for Homepage",
    general: "General Settings",
    seo: "SEO Settings",
    deletePage: "Delete Page",
    robots: "Robots",
    sitemap: "Include page in Sitemap.xml",
    slug: "URL Slug",
    close: "Close",
    unsaved: "Unsaved changes",
    saveSettings: "Save Settings",
    saved: "Page settings saved.",
    deleteDialog: "Delete page?",
    deleteConfirm: "Delete page",
    deleted: /Deleted page Summer Sale \(category ID: (\d+)\)/,
    saveFailed: "Error saving categories.",
    slugInvalid: /^Use lower-case letters/,
    actionsParent: "Actions for Living",
    deleteRefused: /^The page Living \(category ID: 10\) could not be deleted: /,
  },
  de: {
    locale: "de",
    home: "/",
    toolbar: "Editor-Werkzeugleiste",
    pages: "Seiten",
    notifications: "Benachrichtigungen",
    openManual: "Handbuch öffnen",
    manual: "/editor/manual",
    contentPages: "Inhaltsseiten",
    productCategories: "Produktkategorien",
    addPage: "Seite hinzufügen",
    addDialog: "Seite hinzufügen",
    addSubmit: "Seite hinzufügen",
    pageName: "Seitenname",
    parentPage: "Übergeordnete Seite",
    nameRequired: /^Geben Sie einen Seitennamen ein$/,
    added: /Seite Summer Sale hinzugefügt \(Kategorie-ID: (\d+)\)/,
    subpagesOfHome: "Unterseiten von Homepage",
    actions: "Aktionen für Summer Sale",
    actionsHome: "Aktionen für Homepage",
    general: "Allgemeine Einstellungen",
    seo: "SEO-Einstellungen",
    deletePage: "Seite löschen",
    robots: "Robots",
    sitemap: "Seite in Sitemap.xml aufnehmen",
    slug: "URL-Slug",
    close: "Schließen",
    unsaved: "Ungespeicherte Änderungen",
    saveSettings: "Einstellungen speichern",
    saved: "Seiteneinstellungen gespeichert.",
    deleteDialog: "Seite löschen?",
    deleteConfirm: "Seite löschen",
    deleted: /Seite Summer Sale gelöscht \(Kategorie-ID: (\d+)\)/,
    saveFailed: "Fehler beim Speichern der Kategorien.",
    slugInvalid: /^Verwenden Sie nur Kleinbuchstaben/,
    actionsParent: "Aktionen für Wohnen",
    deleteRefused: /^Die Seite Wohnen \(Kategorie-ID: 10\) konnte nicht gelöscht werden: /,
  },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** Opens a page's menu in the tree and picks an entry. */
async function pageMenu(page: Page, drawer: Locator, actions: string, entry: string): Promise<void> {
  await drawer.getByRole("button", { name: actions, exact: true }).click();
  await page.getByRole("menuitem", { name: entry, exact: true }).click();
}

async function expandHomepage(drawer: Locator, text: Texts): Promise<void> {
  const expander = drawer.getByRole("button", { name: text.subpagesOfHome, exact: true });
  if ((await expander.getAttribute("aria-expanded")) !== "true") await expander.click();
}

async function saveSettings(page: Page, drawer: Locator, text: Texts): Promise<void> {
  await drawer.getByText(text.unsaved, { exact: true }).first().waitFor({ state: "attached" });
  await drawer.getByRole("button", { name: text.saveSettings, exact: true }).click();
  await notice(page, text, text.saved);
  expect(await drawer.getByRole("button", { name: text.saveSettings, exact: true }).isDisabled()).toBe(true);
  expect(await drawer.getByText(text.unsaved, { exact: true }).count()).toBe(0);
}

async function robotsMeta(page: Page): Promise<string | null> {
  return page.locator('meta[name="robots"]').getAttribute("content");
}

async function sitemapText(page: Page): Promise<string> {
  const response = await page.request.get(`${shop().url}/sitemap.xml`);
  expect(response.status()).toBe(200);
  return response.text();
}

async function pagesJourney(locale: keyof typeof TEXTS): Promise<void> {
  const text = TEXTS[locale];
  const page = await openPage(locale === "en" ? { baseURL: shop().url, locale: "en-GB" } : { baseURL: shop().url });
  await logInToEditor(page, text.locale, text.home, shop());

  let drawer = await openPagesView(page, text);
  const manual = drawer.getByRole("link", { name: new RegExp(text.openManual) });
  expect(await manual.getAttribute("href")).toBe(text.manual);
  expect(await manual.getAttribute("target")).toBe("_blank");
  expect(await manual.getAttribute("rel")).toContain("noopener");
  await drawer.getByRole("button", { name: text.contentPages }).waitFor();
  await drawer.getByRole("button", { name: text.productCategories }).waitFor();
  expect(await drawer.getByRole("button", { name: text.saveSettings, exact: true }).isDisabled()).toBe(true);
  // The Homepage cannot be deleted: its menu entry is there, disabled.
  await drawer.getByRole("button", { name: text.actionsHome, exact: true }).click();
  const deleteHome = page.getByRole("menuitem", { name: text.deletePage, exact: true });
  expect(await deleteHome.getAttribute("aria-disabled")).toBe("true");
  await checkA11y(page);
  await page.keyboard.press("Escape");
  // A page with subpages is refused by the server: the notice names it, its id and the reason.
  await pageMenu(page, drawer, text.actionsParent, text.deletePage);
  await page
    .getByRole("alertdialog", { name: text.deleteDialog })
    .getByRole("button", { name: text.deleteConfirm, exact: true })
    .click();
  await notice(page, text, text.deleteRefused);
  await drawer.getByRole("button", { name: text.actionsParent, exact: true }).waitFor();

  // Add 'Summer Sale' under the Homepage; an empty name is refused first.
  await drawer.getByRole("button", { name: text.addPage, exact: true }).click();
  const addDialog = page.getByRole("dialog", { name: text.addDialog, exact: true });
  await addDialog.getByRole("button", { name: text.addSubmit, exact: true }).click();
  await addDialog.getByText(text.nameRequired).waitFor();
  await checkA11y(page);
  await addDialog.getByRole("textbox", { name: text.pageName }).fill("Summer Sale");
  await addDialog.getByRole("combobox", { name: text.parentPage }).selectOption({ label: "Homepage" });
  await addDialog.getByRole("button", { name: text.addSubmit, exact: true }).click();
  const addedText = await notice(page, text, text.added);
  const id = Number(text.added.exec(addedText)?.[1]);
  expect(id).toBeGreaterThan(1);
  await addDialog.waitFor({ state: "detached" });

  // Its SEO settings: robots NOINDEX, out of the sitemap.
  await expandHomepage(drawer, text);
  const link = drawer.getByRole("link", { name: "Summer Sale", exact: true });
  const pagePath = (await link.getAttribute("href")) ?? "";
  expect(pagePath).toMatch(locale === "en" ? /^\/en\/summer-sale/ : /^\/summer-sale/);
  await pageMenu(page, drawer, text.actions, text.seo);
  const settings = page.getByRole("dialog", { name: new RegExp(text.seo) });
  await settings.getByRole("combobox", { name: text.robots }).selectOption("NOINDEX");
  const sitemap = settings.getByRole("switch", { name: text.sitemap });
  expect(await sitemap.isChecked()).toBe(true);
  // The switch's input is visually hidden inside its label; a click on the label toggles it.
  await settings.getByText(text.sitemap, { exact: true }).click();
  expect(await sitemap.isChecked()).toBe(false);
  await checkA11y(page);
  await settings.getByRole("button", { name: text.close, exact: true }).click();
  await settings.waitFor({ state: "detached" });
  await checkA11y(page);
  await saveSettings(page, drawer, text);

  await visit(page, pagePath);
  expect(await robotsMeta(page)).toMatch(/^noindex/);
  expect(await sitemapText(page)).not.toContain(pagePath);

  // A new slug; the old address redirects to the new one.
  await waitForHydration(page);
  drawer = await openPagesView(page, text);
  await expandHomepage(drawer, text);
  await pageMenu(page, drawer, text.actions, text.general);
  const general = page.getByRole("dialog", { name: new RegExp(text.general) });
  expect(await general.getByRole("textbox", { name: /ID/ }).inputValue()).toBe(String(id));
  // A slug the server refuses: the save fails as a whole and the field says why.
  await general.getByRole("textbox", { name: text.slug }).fill("Summer Deals!");
  await general.getByRole("button", { name: text.close, exact: true }).click();
  await drawer.getByRole("button", { name: text.saveSettings, exact: true }).click();
  await notice(page, text, text.saveFailed);
  await pageMenu(page, drawer, text.actions, text.general);
  await general.getByText(text.slugInvalid).waitFor();
  expect(await general.getByRole("textbox", { name: text.slug }).getAttribute("aria-invalid")).toBe("true");
  await checkA11y(page);
  await general.getByRole("textbox", { name: text.slug }).fill("summer-deals");
  await general.getByRole("button", { name: text.close, exact: true }).click();
  await saveSettings(page, drawer, text);
  const newPath = pagePath.replace(/summer-sale[\w-]*$/, "summer-deals");
  await visit(page, pagePath);
  expect(new URL(page.url()).pathname).toBe(newPath);

  // Delete it while it is on screen: the editor goes to the homepage.
  await waitForHydration(page);
  drawer = await openPagesView(page, text);
  await expandHomepage(drawer, text);
  await pageMenu(page, drawer, text.actions, text.deletePage);
  const confirm = page.getByRole("alertdialog", { name: text.deleteDialog });
  await confirm.getByText("Summer Sale").waitFor();
  await checkA11y(page);
  await confirm.getByRole("button", { name: text.deleteConfirm, exact: true }).click();
  const deletedText = await notice(page, text, text.deleted);
  expect(Number(text.deleted.exec(deletedText)?.[1])).toBe(id);
  await landOn(page, text.home);
  expect(await drawer.getByRole("link", { name: "Summer Sale", exact: true }).count()).toBe(0);
}

test("an operator adds, configures, renames and deletes a page in the Pages view (English)", async () => {
  await pagesJourney("en");
});

test("ein Betreiber legt eine Seite an, ändert ihre Einstellungen und löscht sie (Deutsch)", async () => {
  await pagesJourney("de");
});

test("the page selector goes to the page chosen by name", async () => {
  const text = TEXTS.en;
  const page = await openPage({ baseURL: shop().url, locale: "en-GB" });
  await logInToEditor(page, text.locale, text.home, shop());
  const selector = page.getByRole("toolbar", { name: text.toolbar }).getByRole("combobox", { name: "Page" });
  // The pages load after hydration; then the field shows the page on screen.
  await expect.poll(() => selector.inputValue()).toBe("Homepage");
  await selector.fill("furni");
  const option = page.getByRole("option", { name: "Furniture" });
  await option.waitFor();
  // The list holds only the pages whose name contains the search.
  expect(await page.getByRole("option").allTextContents()).toEqual(["Furniture"]);
  // No axe run while the list is open: react-aria hides the rest of the page (aria-hidden) for
  // the open combobox and axe reports the focusable controls in it; landOn checks the result.
  await option.click();
  await page.getByRole("listbox").waitFor({ state: "detached" });
  await landOn(page, "/en/living/furniture");
  await expect.poll(() => selector.inputValue()).toBe("Furniture");
});
