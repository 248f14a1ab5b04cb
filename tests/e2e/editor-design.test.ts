/**
 * The editor's Design view (docs/design-settings.md "The Design view"), device preview and
 * language select, in both languages: font, colours and block spacing change the page live
 * (the same CSS variables the server renders), 'Reset' brings the saved design back; the
 * device preview shows the page in an iframe 375 / 768 px wide; the language select is locked while
 * editing and switches the page's language in preview. Nothing is saved here, so the shared
 * shop keeps its design for the other tests. Needs the toolbar's 'Design' button and the
 * canvas branch's drawer (issue 5 merge); passed against both merged at 17:05.
 */
import type { Locator, Page } from "@playwright/test";
import { DEFAULT_DESIGN_SETTINGS } from "#common/design/design-settings.ts";
import { hexToRgb } from "#common/design/oklab.ts";
import { generatePalette } from "#common/design/palette.ts";
import { checkA11y } from "./harness/axe.ts";
import { landOn, openPage, waitForHydration } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";
import { logInToEditor } from "./harness/operator.ts";

const TEXTS = {
  en: {
    home: "/en",
    other: { locale: "de", home: "/de", option: "Deutsch" },
    toolbar: "Editor toolbar",
    edit: "Edit",
    preview: "Preview",
    design: "Design",
    settings: "Settings",
    fonts: "Fonts",
    font: "Font",
    colors: "Colors",
    spacing: "Blocks spacing",
    primaryHex: "Primary color (hex value)",
    secondary: "Secondary color",
    primaryPalette: "Primary palette",
    baseSwatch: "500 (base color): #7a3fc2",
    xl: "XL (3.75 rem)",
    unsaved: /^Unsaved changes/,
    hexError: "Enter a colour as a 6-digit hex value, for example #2f867d.",
    reset: "Reset",
    search: "Search",
    device: "Device preview",
    mobile: "Mobile",
    tablet: "Tablet",
    full: "Full width",
    mobileFrame: "Page preview: Mobile, 375 px wide",
    tabletFrame: "Page preview: Tablet, 768 px wide",
    menu: "Menu",
    language: "Language",
    languageLocked: "Switch to Preview to change the language.",
  },
  de: {
    home: "/",
    other: { locale: "en", home: "/en", option: "English" },
    toolbar: "Editor-Werkzeugleiste",
    edit: "Bearbeiten",
    preview: "Vorschau",
    design: "Design",
    settings: "Einstellungen",
    fonts: "Schriftarten",
    font: "Schriftart",
    colors: "Farben",
    spacing: "Abstand der Blöcke",
    primaryHex: "Primärfarbe (Hex-Wert)",
    secondary: "Sekundärfarbe",
    primaryPalette: "Primärpalette",
    baseSwatch: "500 (Grundfarbe): #7a3fc2",
    xl: "XL (3,75 rem)",
    unsaved: /^Nicht gespeicherte Änderungen/,
    hexError: "Bitte geben Sie eine Farbe als 6-stelligen Hex-Wert ein, zum Beispiel #2f867d.",
    reset: "Zurücksetzen",
    search: "Suchen",
    device: "Gerätevorschau",
    mobile: "Mobil",
    tablet: "Tablet",
    full: "Volle Breite",
    mobileFrame: "Seitenvorschau: Mobil, 375 px breit",
    tabletFrame: "Seitenvorschau: Tablet, 768 px breit",
    menu: "Menü",
    language: "Sprache",
    languageLocked: "Wechseln Sie zur Vorschau, um die Sprache zu ändern.",
  },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** Logs the demo operator in on the English login page and lands on `home` in edit mode. */
async function operatorOn(home: string, texts: Texts): Promise<Page> {
  const page = await openPage();
  await logInToEditor(page, "en", home);
  const toolbar = page.getByRole("toolbar", { name: texts.toolbar });
  await toolbar.getByRole("button", { name: texts.edit, pressed: true }).waitFor();
  return page;
}

function cssVariable(page: Page, name: string): Promise<string> {
  return page.evaluate(
    (variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(),
    name,
  );
}

function paletteColour(base: string, stop: number): string {
  return generatePalette("primary", base)?.entries.find((entry) => entry.stop === stop)?.colour ?? "";
}

function cssRgb(hex: string): string {
  const [r, g, b] = hexToRgb(hex).map((channel) => Math.round(channel * 255));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The width of the viewport the page inside a preview iframe sees. */
function frameViewportWidth(frame: Locator): Promise<number> {
  return frame.evaluate((element) => (element as HTMLIFrameElement).contentWindow?.innerWidth ?? 0);
}

/** Picks a radio option by keyboard (the visually hidden input sits under its label). */
async function choose(radio: Locator): Promise<void> {
  await radio.focus();
  await radio.press("Space");
  expect(await radio.isChecked()).toBe(true);
}

async function openSection(view: Locator, name: string): Promise<void> {
  const trigger = view.getByRole("button", { name, exact: true });
  if ((await trigger.getAttribute("aria-expanded")) !== "true") await trigger.click();
  expect(await trigger.getAttribute("aria-expanded")).toBe("true");
}

for (const [locale, texts] of Object.entries(TEXTS)) {
  test.describe(`the Design view (${locale})`, () => {
    test("font, colours and spacing show on the page at once; Reset brings the saved design back", async () => {
      const page = await operatorOn(texts.home, texts);
      const toolbar = page.getByRole("toolbar", { name: texts.toolbar });
      const searchButton = page.getByRole("button", { name: texts.search, exact: true });
      const primary = DEFAULT_DESIGN_SETTINGS.primaryColor;
      await expect.poll(() => cssVariable(page, "--color-primary-500")).toBe(primary);

      await toolbar.getByRole("button", { name: texts.design, exact: true }).click();
      const view = page.getByRole("dialog", { name: texts.settings });
      await view.getByRole("radiogroup", { name: texts.font }).waitFor();
      await checkA11y(page);

      // Font: the variable names it first, and its self-hosted file is what the page loads.
      const fontFiles: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/fonts/lato/")) fontFiles.push(new URL(request.url()).pathname);
      });
      await choose(view.getByRole("radio", { name: "Lato" }));
      await expect.poll(() => cssVariable(page, "--font-sans")).toMatch(/^"Lato", /);
      expect(await page.evaluate(async () => (await document.fonts.load("700 16px Lato")).length)).toBeGreaterThan(0);
      expect(fontFiles.some((file) => /^\/fonts\/lato\/[\d.]+\/lato-latin-700-normal\.woff2$/.test(file))).toBe(true);
      await view.getByRole("status").filter({ hasText: texts.unsaved }).waitFor();

      // Colours: a valid hex changes the whole palette live; an invalid one is refused with its message.
      await openSection(view, texts.colors);
      const hex = view.getByRole("textbox", { name: texts.primaryHex });
      await hex.fill("#7A3FC2");
      await expect.poll(() => cssVariable(page, "--color-primary-500")).toBe("#7a3fc2");
      await expect.poll(() => cssVariable(page, "--color-primary-700")).toBe(paletteColour("#7a3fc2", 700));
      expect(await searchButton.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
        cssRgb(paletteColour("#7a3fc2", 700)),
      );
      const palette = view.getByRole("list", { name: texts.primaryPalette });
      expect(await palette.getByRole("listitem").count()).toBe(12);
      await palette.getByText(texts.baseSwatch, { exact: true }).waitFor({ state: "attached" });
      await hex.fill("#12345");
      await hex.press("Tab");
      await view.getByText(texts.hexError).waitFor();
      expect(await hex.getAttribute("aria-invalid")).toBe("true");
      await expect.poll(() => cssVariable(page, "--color-primary-500")).toBe("#7a3fc2");
      await view.getByLabel(texts.secondary, { exact: true }).fill("#1f6f3a");
      await expect.poll(() => cssVariable(page, "--color-secondary-500")).toBe("#1f6f3a");

      // Blocks spacing.
      await openSection(view, texts.spacing);
      await choose(view.getByRole("radio", { name: texts.xl }));
      await expect.poll(() => cssVariable(page, "--block-spacing")).toBe("3.75rem");
      await checkA11y(page);

      // Closing the drawer keeps the preview; the view opens again with the changes.
      await page.keyboard.press("Escape");
      await view.waitFor({ state: "detached" });
      await expect.poll(() => cssVariable(page, "--color-primary-500")).toBe("#7a3fc2");
      // The device preview's frame shows the unsaved design as well.
      const devices = toolbar.getByRole("radiogroup", { name: texts.device });
      await devices.getByRole("radio", { name: texts.mobile }).click();
      const frameRoot = page.getByTitle(texts.mobileFrame).contentFrame().locator("html");
      await expect
        .poll(() => frameRoot.evaluate((html) => getComputedStyle(html).getPropertyValue("--color-primary-500").trim()))
        .toBe("#7a3fc2");
      await devices.getByRole("radio", { name: texts.full }).click();
      await toolbar.getByRole("button", { name: texts.design, exact: true }).click();
      expect(await view.getByRole("radio", { name: "Lato" }).isChecked()).toBe(true);

      const reset = view.getByRole("button", { name: texts.reset });
      await reset.click();
      await expect.poll(() => cssVariable(page, "--color-primary-500")).toBe(primary);
      await expect.poll(() => cssVariable(page, "--block-spacing")).toBe("2.5rem");
      await expect.poll(() => cssVariable(page, "--font-sans")).not.toMatch(/Lato/);
      expect(await view.getByRole("status").filter({ hasText: texts.unsaved }).count()).toBe(0);
      expect(await reset.isDisabled()).toBe(true);
      await openSection(view, texts.colors);
      expect(await view.getByRole("textbox", { name: texts.primaryHex }).inputValue()).toBe(primary);
    });

    test("the device preview shows the page in a phone's and a tablet's width; the language is locked while editing and switches in preview", async () => {
      const page = await operatorOn(texts.home, texts);
      const toolbar = page.getByRole("toolbar", { name: texts.toolbar });
      const devices = toolbar.getByRole("radiogroup", { name: texts.device });
      const ownPage = page.locator("[data-page-frame]");
      expect(await devices.getByRole("radio", { name: texts.full }).isChecked()).toBe(true);
      expect(await page.getByLabel(texts.menu, { exact: true }).isVisible()).toBe(false);

      await devices.getByRole("radio", { name: texts.mobile }).click();
      const mobile = page.getByTitle(texts.mobileFrame);
      // The page inside the frame has a phone's viewport, so its breakpoints give the phone layout.
      await mobile.contentFrame().getByLabel(texts.menu, { exact: true }).waitFor();
      expect(await frameViewportWidth(mobile)).toBe(375);
      expect(await ownPage.isVisible()).toBe(false);
      await checkA11y(page);

      await devices.getByRole("radio", { name: texts.tablet }).click();
      expect(await devices.getByRole("radio", { name: texts.tablet }).isChecked()).toBe(true);
      const tablet = page.getByTitle(texts.tabletFrame);
      await tablet.contentFrame().getByLabel(texts.menu, { exact: true }).waitFor();
      expect(await frameViewportWidth(tablet)).toBe(768);

      await devices.getByRole("radio", { name: texts.full }).click();
      await tablet.waitFor({ state: "detached" });
      expect(await ownPage.isVisible()).toBe(true);

      const language = toolbar.getByRole("button", { name: texts.language });
      expect(await language.isDisabled()).toBe(true);
      const described = await language.getAttribute("aria-describedby");
      const descriptions = await Promise.all(
        (described ?? "").split(" ").map((id) => page.locator(`[id="${id}"]`).textContent()),
      );
      expect(descriptions).toContain(texts.languageLocked);

      await toolbar.getByRole("button", { name: texts.preview, exact: true }).click();
      await toolbar.getByRole("button", { name: texts.preview, pressed: true }).waitFor();
      await waitForHydration(page);
      expect(await language.isDisabled()).toBe(false);
      await language.click();
      await page.getByRole("option", { name: texts.other.option }).click();
      await landOn(page, texts.other.home);
      const other = TEXTS[texts.other.locale];
      await page.getByRole("toolbar", { name: other.toolbar }).getByRole("button", { name: other.language }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toMatch(new RegExp(`^${texts.other.locale}`));
      await checkA11y(page);
    });
  });
}
