/**
 * Offers (docs/after-sales.md "Offers") on a shop of its own with the small catalogue (W-1 is
 * "Tisch Probe" or "Sample table", 11,90 €):
 * - the operator, in German, drafts an offer in English for a guest (two of W-1 at 10,00 € each,
 *   free shipping), sends it; the shopper opens the mailed link, accepts, pays by card through
 *   the sandbox and lands on the order's confirmation; the operator sees it accepted;
 * - the operator, in English, sends a second offer in German; the shopper declines it with a
 *   reason, which the operator reads on the offer's page.
 */
import type { Page } from "@playwright/test";
import { checkA11y } from "./harness/axe.ts";
import { openPage, visit, waitForHydration } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";
import { linkInMail } from "./harness/mail.ts";
import { logInToEditor } from "./harness/operator.ts";
import { startSmallShop } from "./harness/order-shop.ts";
import type { ShopServer } from "./harness/shop-server.ts";

let shop: ShopServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  shop = await startSmallShop();
});

test.afterAll(async () => {
  await shop?.stop();
});

const url = (path: string) => `${shop?.url ?? ""}${path}`;

async function noSidewaysScroll(page: Page) {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 800 });
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBeLessThanOrEqual(0);
  if (viewport) await page.setViewportSize(viewport);
}

type Labels = {
  email: string;
  language: string;
  languageName: string;
  lastName: string;
  street: string;
  houseNumber: string;
  zipCode: string;
  city: string;
  line: string;
  number: string;
  quantity: string;
  unitPrice: string;
  shippingPrice: string;
  submit: string;
};

const GERMAN_FORM: Labels = {
  email: "E-Mail-Adresse",
  language: "Sprache des Angebots",
  languageName: "Englisch",
  lastName: "Nachname",
  street: "Straße",
  houseNumber: "Hausnummer",
  zipCode: "Postleitzahl",
  city: "Ort",
  line: "Position 1",
  number: "Artikelnummer",
  quantity: "Menge",
  unitPrice: "Preis pro Stück (optional)",
  shippingPrice: "Versandkosten (optional, sonst die der Versandart)",
  submit: "Angebot entwerfen",
};

const ENGLISH_FORM: Labels = {
  email: "Email address",
  language: "Language of the offer",
  languageName: "German",
  lastName: "Last name",
  street: "Street",
  houseNumber: "House number",
  zipCode: "Postcode",
  city: "Town or city",
  line: "Line 1",
  number: "Item number",
  quantity: "Quantity",
  unitPrice: "Price per piece (optional)",
  shippingPrice: "Shipping costs (optional, else the method's)",
  submit: "Draft offer",
};

async function draftOffer(
  operator: Page,
  labels: Labels,
  offer: { email: string; lastName: string; unitPrice: string; number?: string },
) {
  const { email, lastName, unitPrice } = offer;
  const form = operator.getByRole("main");
  await form.getByRole("textbox", { name: labels.email }).fill(email);
  await form.getByRole("combobox", { name: labels.language }).selectOption({ label: labels.languageName });
  await form.getByRole("textbox", { name: labels.lastName }).fill(lastName);
  await form.getByRole("textbox", { name: labels.street, exact: true }).fill("Hauptstraße");
  await form.getByRole("textbox", { name: labels.houseNumber }).fill("5");
  await form.getByRole("textbox", { name: labels.zipCode }).fill("10115");
  await form.getByRole("textbox", { name: labels.city }).fill("Berlin");
  const line = form.getByRole("group", { name: labels.line });
  await line.getByRole("textbox", { name: labels.number }).fill(offer.number ?? "W-1");
  await line.getByRole("spinbutton", { name: labels.quantity }).fill("2");
  await line.getByRole("textbox", { name: labels.unitPrice }).fill(unitPrice);
  await form.getByRole("textbox", { name: labels.shippingPrice }).fill("0");
  await form.getByRole("button", { name: labels.submit }).click();
}

test("the operator sends an offer; the shopper accepts it and pays; a second offer is declined with a reason the operator reads", async () => {
  test.setTimeout(240_000);
  const operator = await openPage();
  await logInToEditor(operator, "de", "/admin/offers/new", shop);
  await operator.getByRole("heading", { level: 1, name: "Neues Angebot" }).waitFor();
  await checkA11y(operator);
  // An unknown item number: said at its field, nothing drafted, the form keeps what was typed.
  const olivia = { email: "olivia@example.com", lastName: "Offermann", unitPrice: "10,00" };
  await draftOffer(operator, GERMAN_FORM, { ...olivia, number: "GIBT-ES-NICHT" });
  await operator.getByText("Diese Artikelnummer gibt es nicht.").waitFor();
  await checkA11y(operator);
  await draftOffer(operator, GERMAN_FORM, olivia);
  await operator.getByText("Das Angebot ist entworfen. Prüfen Sie es und senden Sie es dann.").first().waitFor();
  const title = operator.getByRole("heading", { level: 1, name: /^Angebot AN-\d{4}-\d+$/ });
  await title.waitFor();
  const offerNumber = ((await title.textContent()) ?? "").replace("Angebot ", "");
  await expect(operator.getByRole("main")).toContainText("Entwurf");
  await expect(operator.getByRole("main")).toContainText("20,00");
  await waitForHydration(operator);
  await checkA11y(operator);
  await operator.getByRole("button", { name: "Angebot senden" }).click();
  await operator.getByText("Das Angebot ist gesendet.").first().waitFor();
  await expect(operator.getByRole("region", { name: "Verlauf" })).toContainText(
    "Angebot an olivia@example.com gesendet",
  );

  // The shopper, in English, through the mailed link.
  const link = await linkInMail("olivia@example.com", /http:\/\/[^\s"<>]+\/en\/offer\/\d+\/[^\s"<>]+/, shop!.dataDir);
  const page = await openPage();
  await visit(page, link.replace(/^http:\/\/[^/]+/, shop!.url));
  await page.getByRole("heading", { level: 1, name: `Offer ${offerNumber}` }).waitFor();
  await waitForHydration(page);
  await checkA11y(page);
  await noSidewaysScroll(page);
  await expect(page.getByRole("main")).toContainText("1 item");
  await expect(page.getByRole("table").getByRole("rowheader", { name: /Sample table/ })).toBeVisible();
  const accept = page.getByRole("form", { name: "Accept offer" });
  await accept.getByRole("radio", { name: "Credit card" }).check();
  // Without the terms' tick the server refuses.
  await accept.getByRole("button", { name: "Accept offer and place binding order" }).click();
  await accept.getByText("Accept the terms").first().waitFor();
  await accept.getByRole("checkbox", { name: /^I have read/ }).check();
  await accept.getByRole("button", { name: "Accept offer and place binding order" }).click();
  // Straight on to the provider's page, as from the checkout.
  await page.waitForURL((next) => next.pathname.includes("/sandbox-payment/tr_"), { timeout: 20_000 });
  await page.getByRole("radio", { name: "Paid" }).check();
  await page.getByRole("button", { name: "Complete test payment" }).click();
  await page.waitForURL((next) => /^\/en\/confirmation\/\d+\//.test(next.pathname), { timeout: 20_000 });
  await page.getByRole("heading", { level: 1, name: "Thank you for your order!" }).waitFor();
  await expect(page.getByRole("main")).toContainText("20.00");
  await checkA11y(page);
  // The link again: taken, with the way to the order.
  await visit(page, link.replace(/^http:\/\/[^/]+/, shop!.url));
  await page.getByText("This offer has already been accepted.").waitFor();
  await checkA11y(page);
  // A wrong key: not authorised, with the status of an unknown page.
  const wrong = await page.goto(link.replace(/^http:\/\/[^/]+/, shop!.url).replace(/\/[^/]+$/, "/wrong-key"));
  expect(wrong?.status()).toBe(404);
  await page.getByRole("heading", { level: 1, name: "You are not authorised to open this offer." }).waitFor();
  await checkA11y(page);

  await operator.reload();
  await expect(operator.getByRole("main")).toContainText("Angenommen");
  await expect(operator.getByRole("main")).toContainText(/Vom Kunden geöffnet/);

  // The second offer: the operator in English, the shopper in German declines.
  await visit(operator, url("/en/admin/offers/new"));
  await waitForHydration(operator);
  await draftOffer(operator, ENGLISH_FORM, { email: "dieter@example.com", lastName: "Absager", unitPrice: "9.50" });
  await operator.getByText("The offer has been drafted. Check it, then send it.").first().waitFor();
  await operator.getByRole("button", { name: "Send offer" }).click();
  await operator.getByText("The offer has been sent.").first().waitFor();
  const second = await linkInMail("dieter@example.com", /http:\/\/[^\s"<>]+\/offer\/\d+\/[^\s"<>]+/, shop!.dataDir);
  const german = await openPage();
  await visit(german, second.replace(/^http:\/\/[^/]+/, shop!.url));
  await german.getByRole("heading", { level: 1, name: /^Angebot AN-/ }).waitFor();
  await waitForHydration(german);
  const decline = german.getByRole("form", { name: "Angebot ablehnen" });
  await decline.getByRole("button", { name: "Angebot ablehnen" }).click();
  await decline.getByText("Bitte nennen Sie einen Grund.").waitFor();
  await decline.getByRole("textbox", { name: "Warum lehnen Sie das Angebot ab?" }).fill("Wir haben schon einen Tisch.");
  await decline.getByRole("button", { name: "Angebot ablehnen" }).click();
  await german.getByText("Sie haben das Angebot abgelehnt. Danke für Ihre Rückmeldung.").waitFor();
  await checkA11y(german);

  await operator.reload();
  await expect(operator.getByRole("main")).toContainText("Declined");
  await expect(operator.getByRole("main")).toContainText("Wir haben schon einen Tisch.");
  await visit(operator, url("/en/admin/offers?status=declined"));
  await expect(operator.getByRole("table")).toContainText("Absager");
  await checkA11y(operator);
  await noSidewaysScroll(operator);
});
