import { readFile } from "node:fs/promises";
import { PASSWORD, registerCustomer, submitEnglishLogin, uniqueEmail } from "./harness/accounts.ts";
import { checkA11y } from "./harness/axe.ts";
import { landOn, openPage, visit, waitForHydration } from "./harness/browser.ts";
import { addToCartThroughApi, callAsPage, fillGermanAddress, placeUnpaidCardOrder } from "./harness/checkout.ts";
import { linkInMail } from "./harness/mail.ts";
import { productData } from "./harness/product.ts";
import { expect, test } from "./harness/fixtures.ts";
import { useSeededShop } from "./harness/seeded-shop.ts";

// A shop of its own: registrations are limited per IP an hour on the shared one.
const shop = useSeededShop();

test("German customer: the account navigation marks the page, an empty order list says so, a visitor is sent to login", async ({
  page,
}) => {
  // A registration and six pages: more than one page's time on a busy machine.
  test.setTimeout(120_000);
  await visit(page, `${shop().url}/my-account/my-orders`);
  await landOn(page, `/login?redirect=${encodeURIComponent("/my-account/my-orders")}`);

  await registerCustomer(page, undefined, shop().url);
  await visit(page, `${shop().url}/my-account`);
  const nav = page.getByRole("navigation", { name: "Konto" });
  await expect(nav.getByRole("link", { name: "Übersicht" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("heading", { level: 2, name: "Ihre letzten Bestellungen" }).waitFor();
  await page.getByText("Sie haben noch keine Bestellung aufgegeben.").first().waitFor();

  await nav.getByRole("link", { name: "Meine Bestellungen" }).click();
  await landOn(page, "/my-account/my-orders");
  await page.getByRole("heading", { level: 1, name: "Meine Bestellungen" }).waitFor();
  await expect(nav.getByRole("link", { name: "Meine Bestellungen" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Übersicht" })).not.toHaveAttribute("aria-current", "page");
  await page.getByText("Sie haben noch keine Bestellung aufgegeben.").waitFor();
  await page.getByRole("link", { name: "Jetzt einkaufen" }).waitFor();

  for (const path of ["/my-account/my-orders/1", "/my-account/my-orders/abc", "/my-account/my-orders?page=2"]) {
    expect((await visit(page, `${shop().url}${path}`))?.status(), path).toBe(404);
  }
});

test("English customer: personal data keeps the name, changes the password and downloads the data", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = await registerCustomer(page, undefined, shop().url);
  const nav = page.getByRole("navigation", { name: "Account" });
  await nav.getByRole("link", { name: "Personal data" }).click();
  await landOn(page, "/en/my-account/personal-data");
  await expect(nav.getByRole("link", { name: "Personal data" })).toHaveAttribute("aria-current", "page");
  await waitForHydration(page);

  const nameForm = page.getByRole("region", { name: "Your name" });
  await nameForm.getByRole("textbox", { name: "First name" }).fill("");
  await nameForm.getByRole("button", { name: "Save" }).click();
  await nameForm.getByText("This is a mandatory field.").waitFor();
  await nameForm.getByRole("textbox", { name: "First name" }).fill("Anna");
  await nameForm.getByRole("button", { name: "Save" }).click();
  await nameForm.getByRole("status").getByText("Your personal data has been saved.").waitFor();
  await checkA11y(page);

  const passwordForm = page.getByRole("region", { name: "Change password" });
  await passwordForm.getByRole("textbox", { name: "Current password" }).fill("wrong-password-1");
  await passwordForm.getByRole("textbox", { name: "New password" }).fill("Polarstern-2028");
  await passwordForm.getByRole("textbox", { name: "Repeat password" }).fill("Polarstern-2028");
  await passwordForm.getByRole("button", { name: "Change password" }).click();
  await passwordForm.getByText("The current password is not correct.").waitFor();
  await passwordForm.getByRole("textbox", { name: "Current password" }).fill(PASSWORD);
  await passwordForm.getByRole("textbox", { name: "New password" }).fill("Polarstern-2028");
  await passwordForm.getByRole("textbox", { name: "Repeat password" }).fill("Polarstern-2028");
  await passwordForm.getByRole("button", { name: "Change password" }).click();
  await passwordForm.getByRole("status").getByText("Your password has been changed.").waitFor();

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await file.path(), "utf8")) as { account: Record<string, string> };
  expect(data.account).toMatchObject({ email, firstName: "Anna" });

  await visit(page, `${shop().url}/en/my-account`);
  await page.getByText("Hello Anna Mustermann", { exact: true }).waitFor();
});

const NEWSLETTER_CONSENT_REQUIRED = "Please agree to receive the newsletter and to the privacy policy.";

/** A table of the demo catalogue (any salable product does). */
const TABLE_ID = 1012;

test("German customer: address book with two addresses, a new default that the checkout preselects, 'Pay now' for an unpaid order, deleting the default asks first", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await registerCustomer(page, undefined, shop().url);
  await visit(page, `${shop().url}/my-account`);
  const overview = page.getByRole("region", { name: "Ihre Standardadressen" });
  await expect(overview.getByText("Noch keine Standardadresse")).toHaveCount(2);
  await overview.getByRole("link", { name: "Verwalten: Lieferadressen" }).click();
  await landOn(page, "/my-account/shipping-details");
  await page.getByRole("heading", { level: 1, name: "Lieferadressen" }).waitFor();
  const nav = page.getByRole("navigation", { name: "Konto" });
  await expect(nav.getByRole("link", { name: "Lieferadressen" })).toHaveAttribute("aria-current", "page");
  await waitForHydration(page);

  // No address yet: the form is open; a wrong postcode is refused beside its field.
  await fillGermanAddress(page, "de", { zipCode: "1011" });
  await page.getByRole("button", { name: "Adresse speichern" }).click();
  await page.getByText("Bitte geben Sie eine gültige Postleitzahl für dieses Land ein.").waitFor();
  await page.getByRole("textbox", { name: "PLZ" }).fill("10115");
  await page.getByRole("button", { name: "Adresse speichern" }).click();
  await page.getByRole("status").getByText("Die Adresse wurde gespeichert.").waitFor();
  const cards = page.getByRole("main").getByRole("listitem");
  await expect(cards).toHaveCount(1);

  await page.getByRole("button", { name: "Neue Adresse hinzufügen" }).click();
  await fillGermanAddress(page, "de", { firstName: "Max", city: "Potsdam", zipCode: "14467", state: "Brandenburg" });
  await page.getByRole("button", { name: "Adresse speichern" }).click();
  await expect(cards).toHaveCount(2);
  await checkA11y(page);

  await page.getByRole("button", { name: "Adresse Max Mustermann als Standard festlegen" }).click();
  await page.getByRole("status").getByText("Die Standardadresse wurde geändert.").waitFor();
  // The default comes first, marked as such.
  await expect(cards.first()).toContainText("Standardadresse");
  await expect(cards.first()).toContainText("Max Mustermann");
  await expect(page.getByRole("button", { name: "Adresse Max Mustermann als Standard festlegen" })).toHaveCount(0);

  // The checkout has Max's address chosen without being asked.
  // The file's shop is seeded like the shared one, whose API names the variation.
  await addToCartThroughApi(page, (await productData(TABLE_ID, "de")).mainVariationId, shop().url);
  await visit(page, `${shop().url}/checkout`);
  const shipping = page.getByRole("region", { name: "Lieferadresse" });
  await expect(shipping.getByRole("radio", { name: /Max Mustermann/ })).toBeChecked();

  // An order by card whose payment never happened: the account's order page offers 'Pay now'.
  const order = await placeUnpaidCardOrder(page, shop().url);
  await visit(page, `${shop().url}/my-account/my-orders/${order}`);
  await waitForHydration(page);
  await page.getByText("Diese Bestellung ist noch nicht bezahlt.").waitFor();
  await page.getByRole("button", { name: "Jetzt bezahlen" }).click();
  await page.waitForURL(/\/sandbox-payment\//);
  await page.getByRole("radio", { name: "Bezahlt" }).check();
  await page.getByRole("button", { name: "Testzahlung abschließen" }).click();
  await page.waitForURL((url) => !url.pathname.includes("sandbox-payment"));
  await visit(page, `${shop().url}/my-account/my-orders/${order}`);
  await expect(page.getByRole("button", { name: "Jetzt bezahlen" })).toHaveCount(0);

  // Deleting the default (which the open checkout also uses) asks first; Keep keeps it.
  await visit(page, `${shop().url}/my-account/shipping-details`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Adresse Max Mustermann löschen" }).click();
  const question = page.getByRole("group", { name: /Das ist Ihre Standard-Lieferadresse/ });
  await expect(question.getByText(/Möchten Sie sie trotzdem löschen/)).toBeFocused();
  await checkA11y(page);
  await question.getByRole("button", { name: "Behalten" }).click();
  await expect(question).toHaveCount(0);
  await expect(cards).toHaveCount(2);
  await page.getByRole("button", { name: "Adresse Max Mustermann löschen" }).click();
  await question.getByRole("button", { name: "Ja, löschen" }).click();
  await page.getByRole("status").getByText("Die Adresse wurde gelöscht.").waitFor();
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1, name: "Lieferadressen" })).toBeFocused();
  // The other address was never the default: it goes without a question.
  await page.getByRole("button", { name: "Adresse Erika Mustermann löschen" }).click();
  await page.getByText("Noch keine gespeicherten Adressen.").waitFor();
});

test("English customer without JavaScript: adds, edits, makes default and deletes a billing address", async () => {
  test.setTimeout(150_000);
  const page = await openPage({ javaScriptEnabled: false });
  await registerCustomer(page, undefined, shop().url);
  await visit(page, `${shop().url}/en/my-account/billing-details`);
  await page.getByRole("heading", { level: 1, name: "Billing addresses" }).waitFor();
  await fillGermanAddress(page, "en", { city: "" });
  await page.getByRole("button", { name: "Save address" }).click();
  await page.getByText("This is a mandatory field.").waitFor();
  await expect(page.getByRole("textbox", { name: "Street" })).toHaveValue("Hauptstraße");
  await page.getByRole("textbox", { name: "Town/City" }).fill("Berlin");
  await page.getByRole("button", { name: "Save address" }).click();
  await page.getByRole("status").getByText("The address has been saved.").waitFor();

  await page.getByRole("link", { name: "Add a new address" }).click();
  await fillGermanAddress(page, "en", { firstName: "Max" });
  await page.getByRole("button", { name: "Save address" }).click();
  await page.getByRole("link", { name: "Edit address Max Mustermann" }).click();
  await page.getByRole("textbox", { name: "Town/City" }).fill("Hamburg");
  await page.getByRole("textbox", { name: "Postcode" }).fill("20095");
  await page.getByRole("combobox", { name: "State" }).selectOption({ label: "Hamburg" });
  await page.getByRole("button", { name: "Save address" }).click();
  const cards = page.getByRole("main").getByRole("listitem");
  await expect(cards.filter({ hasText: "Max Mustermann" })).toContainText("20095 Hamburg");

  await page.getByRole("button", { name: "Make address Max Mustermann the default" }).click();
  await page.getByRole("status").getByText("The default address was changed.").waitFor();
  await page.getByRole("button", { name: "Delete address Max Mustermann" }).click();
  const question = page.getByRole("group", { name: /This is your default billing address/ });
  await question.getByRole("button", { name: "Yes, delete" }).click();
  await page.getByRole("status").getByText("The address has been deleted.").waitFor();
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText("Erika Mustermann");
});

test("German customer changes the email address through the link mailed to the new one", async ({ page }) => {
  test.setTimeout(150_000);
  const oldEmail = await registerCustomer(page, undefined, shop().url);
  const newEmail = uniqueEmail();
  await visit(page, `${shop().url}/my-account/personal-data`);
  await waitForHydration(page);
  const section = page.getByRole("region", { name: "E-Mail-Adresse ändern" });
  await section.getByRole("textbox", { name: "Neue E-Mail-Adresse" }).fill(newEmail);
  await section.getByRole("textbox", { name: "Aktuelles Passwort" }).fill("falsch-12345");
  await section.getByRole("button", { name: "Bestätigungslink senden" }).click();
  await section.getByText("Das aktuelle Passwort ist nicht korrekt.").waitFor();
  await section.getByRole("textbox", { name: "Aktuelles Passwort" }).fill(PASSWORD);
  await section.getByRole("button", { name: "Bestätigungslink senden" }).click();
  await section.getByRole("status").getByText(`Wir haben einen Bestätigungslink an ${newEmail} gesendet`).waitFor();

  // The mail is opened in another browser, where nobody is logged in.
  const link = new URL(
    await linkInMail(newEmail, /https?:\/\/\S+?\/confirm-email-change\?token=[\w-]{43}/, shop().dataDir),
  );
  const mailApp = await openPage();
  await visit(mailApp, `${shop().url}${link.pathname}${link.search}`);
  await mailApp.getByText(`Ihr Konto verwendet nach der Bestätigung die Adresse ${newEmail}`).waitFor();
  await mailApp.getByRole("button", { name: "E-Mail-Adresse bestätigen" }).click();
  await mailApp.getByRole("status").getByText(`Ihre E-Mail-Adresse ist jetzt ${newEmail}.`).waitFor();
  await checkA11y(mailApp);
  // The link works once.
  await visit(mailApp, `${shop().url}${link.pathname}${link.search}`);
  await mailApp
    .getByRole("alert")
    .getByText(/Dieser Bestätigungslink ist ungültig/)
    .waitFor();

  await visit(page, `${shop().url}/my-account/personal-data`);
  await page.getByText(newEmail).first().waitFor();
  const stranger = await openPage();
  await visit(stranger, `${shop().url}/en/login`);
  await submitEnglishLogin(stranger, oldEmail, PASSWORD);
  await stranger.getByText("Invalid login data").first().waitFor();
  await submitEnglishLogin(stranger, newEmail, PASSWORD);
  await landOn(stranger, "/en/my-account");
});

test("English customer subscribes to the newsletter, then deletes the account with the password; the login then fails", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = await registerCustomer(page, undefined, shop().url);
  await visit(page, `${shop().url}/en/my-account/personal-data`);
  await waitForHydration(page);
  // The newsletter of the account's address: consent first, then double opt-in.
  const newsletter = page.getByRole("region", { name: "Newsletter" });
  await newsletter.getByText("You do not receive our newsletter.").waitFor();
  await newsletter.getByRole("button", { name: "Subscribe to the newsletter" }).click();
  await newsletter.getByText(NEWSLETTER_CONSENT_REQUIRED).waitFor();
  await newsletter.getByRole("checkbox").check();
  await newsletter.getByRole("button", { name: "Subscribe to the newsletter" }).click();
  await newsletter.getByText(`We have sent a confirmation link to ${email}.`).waitFor();
  await expect(newsletter.getByRole("button", { name: "Unsubscribe from the newsletter" })).toBeVisible();

  const section = page.getByRole("region", { name: "Delete account" });
  await section.getByRole("textbox", { name: "Current password" }).fill("wrong-password-1");
  await section.getByRole("button", { name: "Delete account for good" }).click();
  await section.getByText("The current password is not correct.").waitFor();
  await section.getByRole("textbox", { name: "Current password" }).fill(PASSWORD);
  await section.getByRole("button", { name: "Delete account for good" }).click();
  await landOn(page, "/en");
  await page.getByText("Your account has been deleted.").first().waitFor();
  await visit(page, `${shop().url}/en/login`);
  await submitEnglishLogin(page, email, PASSWORD);
  await page.getByText("Invalid login data").first().waitFor();
});

test("German customer finds the wishlist in the account and removes an entry there", async ({ page }) => {
  test.setTimeout(120_000);
  await registerCustomer(page, undefined, shop().url);
  const product = await productData(TABLE_ID, "de");
  await callAsPage(page, "doAddWishlistItem", { variationId: product.mainVariationId }, shop().url);

  await visit(page, `${shop().url}/my-account`);
  const nav = page.getByRole("navigation", { name: "Konto" });
  await nav.getByRole("link", { name: "Wunschliste" }).click();
  await landOn(page, "/my-account/wishlist");
  await expect(nav.getByRole("link", { name: "Wunschliste" })).toHaveAttribute("aria-current", "page");
  const heading = page.getByRole("heading", { level: 1, name: /Wunschliste/ });
  await expect(heading).toContainText("(1");
  await checkA11y(page);
  await waitForHydration(page);
  await page.getByRole("button", { name: /von der Wunschliste entfernen/ }).click();
  await page.getByText("Ihre Wunschliste ist leer.", { exact: false }).waitFor();
  await expect(heading).toBeFocused();
});
