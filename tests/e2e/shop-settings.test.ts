/**
 * The shop's identity and legal texts (docs/shop-settings.md), on a shop of its own: the owner
 * changes the identity in the back office (a refused IBAN named at its field, then saved) and the
 * legal disclosure and the legal texts show it, in German and English; every info page carries
 * its sample marker and passes axe; an operator edits the terms in place, and the saved text is
 * the operator's (no sample marker) while the other pages keep theirs.
 */
import type { Page } from "@playwright/test";
import { checkA11y } from "./harness/axe.ts";
import { landOn, openPage, visit, waitForHydration } from "./harness/browser.ts";
import { press } from "./harness/editor-ui.ts";
import { expect, test } from "./harness/fixtures.ts";
import { demoOperator, logInToEditor } from "./harness/operator.ts";
import { useSeededShop } from "./harness/seeded-shop.ts";

const shop = useSeededShop();
const url = (path: string) => `${shop().url}${path}`;

const INFO_PAGES = {
  de: [
    ["/legal-disclosure", "Impressum"],
    ["/terms-and-conditions", "Allgemeine Geschäftsbedingungen"],
    ["/privacy-policy", "Datenschutzerklärung"],
    ["/cancellation-rights", "Widerrufsbelehrung"],
    ["/shipping", "Versand"],
    ["/declaration-of-accessibility", "Erklärung zur Barrierefreiheit"],
  ],
  en: [
    ["/en/legal-disclosure", "Legal disclosure"],
    ["/en/terms-and-conditions", "Terms and conditions"],
    ["/en/privacy-policy", "Privacy policy"],
    ["/en/cancellation-rights", "Cancellation rights"],
    ["/en/shipping", "Shipping"],
    ["/en/declaration-of-accessibility", "Declaration of accessibility"],
  ],
} as const;

const SAMPLE = { de: "Mustertext.", en: "Sample text." } as const;

/** The owner logs in on the way to the settings page of `locale`. */
async function openSettings(page: Page, locale: "de" | "en") {
  const { email, password } = demoOperator(shop().dataDir);
  const path = locale === "de" ? "/admin/settings" : "/en/admin/settings";
  await visit(page, url(path));
  const login = locale === "de" ? "/editor/login" : "/en/editor/login";
  await landOn(page, `${login}?redirect=${encodeURIComponent(path)}`);
  await page.getByRole("textbox", { name: locale === "de" ? "E-Mail" : "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: locale === "de" ? "Passwort" : "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: locale === "de" ? "Beim Editor anmelden" : "Log in to the editor" }).click();
  await landOn(page, path);
  await waitForHydration(page);
  return page.getByRole("form", { name: locale === "de" ? "Shop-Angaben" : "Shop details" });
}

/** At 320 px the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  if (size) await page.setViewportSize(size);
}

test("the owner changes the shop's identity; the legal disclosure and the legal texts show it (Deutsch)", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const form = await openSettings(page, "de");
  await expect(
    page.getByRole("navigation", { name: "Backoffice" }).getByRole("link", { name: "Shop-Angaben" }),
  ).toHaveAttribute("aria-current", "page");
  await checkA11y(page);
  await form.getByRole("textbox", { name: "Firma (mit Rechtsform)" }).fill("Polarstern Wohnen GmbH");
  await form.getByRole("textbox", { name: "Straße und Hausnummer" }).first().fill("Elbchaussee 1");
  await form.getByRole("textbox", { name: "Name des Shops" }).fill("Polarstern");
  const iban = form.getByRole("textbox", { name: "IBAN" });
  await iban.fill("DE00 1234");
  await form.getByRole("button", { name: "Shop-Angaben speichern" }).click();
  await expect(iban).toHaveAccessibleDescription(
    "Diese IBAN ist ungültig. Bitte prüfen Sie Länderkennung, Prüfziffern und Länge.",
  );
  // What was typed stays: only the IBAN needs mending.
  await expect(form.getByRole("textbox", { name: "Firma (mit Rechtsform)" })).toHaveValue("Polarstern Wohnen GmbH");
  await iban.fill("DE02 2005 0550 1015 8713 93");
  await form.getByRole("button", { name: "Shop-Angaben speichern" }).click();
  await page.getByText("Die Shop-Angaben sind gespeichert.").first().waitFor();
  await expect(form.getByRole("textbox", { name: "IBAN" })).toHaveValue("DE02200505501015871393");
  await checkA11y(page);

  const shopper = await openPage();
  await visit(shopper, url("/legal-disclosure"));
  await shopper.getByRole("heading", { level: 1, name: "Impressum" }).waitFor();
  await expect(shopper.getByRole("note")).toContainText("Mustertext. Dieser Text gehört zum Demo-Shop.");
  const identity = shopper.getByRole("region", { name: "Angaben gemäß § 5 DDG" });
  await expect(identity).toContainText("Polarstern Wohnen GmbH");
  await expect(identity).toContainText("Elbchaussee 1");
  await expect(identity).toContainText("Amtsgericht Hamburg, HRB 123456");
  // The shop's name is the settings' in the header, the footer and the home page's title.
  await expect(shopper.getByRole("banner").getByRole("link", { name: "Polarstern", exact: true })).toBeVisible();
  await expect(shopper.getByRole("contentinfo")).toContainText("Polarstern");
  await visit(shopper, url("/"));
  await expect(shopper).toHaveTitle(/^Polarstern – /);
  await visit(shopper, url("/legal-disclosure"));
  await checkA11y(shopper);
  await expectNoSidewaysScroll(shopper);
  // The cancellation policy names the shop as the settings have it, placeholders filled in.
  await visit(shopper, url("/cancellation-rights"));
  const main = shopper.getByRole("main");
  await expect(main).toContainText("Polarstern Wohnen GmbH, Elbchaussee 1, 20457 Hamburg, Deutschland");
  expect(await main.textContent()).not.toContain("{{");
});

test("the legal disclosure in English shows the saved identity; every info page is marked as a sample and passes axe", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const form = await openSettings(page, "en");
  await form.getByRole("textbox", { name: "Phone" }).fill("+49 40 7654321");
  await form.getByRole("button", { name: "Save shop details" }).click();
  await page.getByText("The shop details are saved.").first().waitFor();

  const shopper = await openPage();
  await visit(shopper, url("/en/legal-disclosure"));
  const identity = shopper.getByRole("region", { name: "Information according to § 5 DDG" });
  await expect(identity).toContainText("+49 40 7654321");
  for (const locale of ["de", "en"] as const) {
    for (const [path, title] of INFO_PAGES[locale]) {
      await visit(shopper, url(path));
      await shopper.getByRole("heading", { level: 1, name: title }).waitFor();
      await expect(shopper.getByRole("note")).toContainText(SAMPLE[locale]);
      // The sample's own sections follow the page title.
      expect(await shopper.getByRole("main").getByRole("heading", { level: 2 }).count()).toBeGreaterThan(0);
      await checkA11y(shopper);
      await expectNoSidewaysScroll(shopper);
    }
  }
});

test("an operator edits the terms in place; the saved terms are no longer a sample, the other pages are", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await logInToEditor(page, "de", "/terms-and-conditions", shop());
  const toolbar = page.getByRole("toolbar", { name: "Editor-Werkzeugleiste" });
  await toolbar.waitFor();
  const sections = page.getByRole("main").getByRole("heading", { level: 2 });
  const first = await sections.first().textContent();
  await press(page.getByRole("button", { name: "Rich Text nach unten verschieben" }).first());
  await toolbar.getByRole("button", { name: "Änderungen speichern" }).click();
  const notices = page.getByRole("region", { name: "Benachrichtigungen" }).getByRole("status");
  await notices.getByText("Die Änderungen wurden gespeichert.").waitFor();

  const shopper = await openPage();
  await visit(shopper, url("/terms-and-conditions"));
  await shopper.getByRole("heading", { level: 1, name: "Allgemeine Geschäftsbedingungen" }).waitFor();
  expect(await shopper.getByRole("note").count()).toBe(0);
  const saved = shopper.getByRole("main").getByRole("heading", { level: 2 });
  expect(await saved.nth(1).textContent()).toBe(first);
  await visit(shopper, url("/privacy-policy"));
  await expect(shopper.getByRole("note")).toContainText("Mustertext.");
});
