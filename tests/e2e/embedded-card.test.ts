/**
 * The embedded card form (Mollie Components) end to end, on a shop of its own in component
 * mode against the fake Mollie API, whose fake Components script (tests/fakes/mollie-components.js)
 * stands in for js.mollie.com. A German guest checks out with the card: Apple Pay is not
 * offered (no ApplePaySession in Chromium); a bad card number shows the form's error and places
 * no order; without JavaScript the form says the card details go to Mollie's page; the corrected card is charged with
 * its token and the confirmation says fully paid.
 */
import { startFakeMollie, type FakeMollie } from "../fakes/mollie-server.ts";
import { checkA11y } from "./harness/axe.ts";
import { openPage, visit, waitForHydration } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";
import { startSmallShop } from "./harness/order-shop.ts";
import type { ShopServer } from "./harness/shop-server.ts";

let fake: FakeMollie | undefined;
let shop: ShopServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fake = await startFakeMollie();
  shop = await startSmallShop({
    MOLLIE_API_KEY: fake.apiKey,
    MOLLIE_API_ENDPOINT: fake.endpoint,
    MOLLIE_COMPONENTS: "true",
    MOLLIE_PROFILE_ID: "pfl_e2ecards",
    MOLLIE_COMPONENTS_SCRIPT_URL: fake.componentsScriptUrl,
    // The fake serves HTTPS with a throwaway certificate (docs/payments.md, "Tests"); only this test shop trusts it.
    NODE_TLS_REJECT_UNAUTHORIZED: "0",
  });
});

test.afterAll(async () => {
  await shop?.stop();
  await fake?.close();
});

const paymentPosts = () =>
  (fake?.requests ?? []).filter((request) => request.method === "POST" && request.path === "/v2/payments");

test("a guest pays with the embedded card form; a bad card number places no order", async () => {
  test.setTimeout(60_000);
  if (!shop || !fake) throw new Error("the card shop did not start");
  // The browser loads the fake script from the fake's HTTPS origin with its throwaway certificate.
  const page = await openPage({ baseURL: shop.url, ignoreHTTPSErrors: true });
  await visit(page, "/tisch-probe_9001");
  await waitForHydration(page);
  await page.getByRole("main").getByRole("button", { name: "In den Warenkorb", exact: true }).click();
  await page.getByRole("dialog", { name: "In den Warenkorb gelegt" }).waitFor();
  await visit(page, "/checkout");
  await waitForHydration(page);

  await page.getByRole("textbox", { name: "E-Mail für Ihre Bestellbestätigung" }).fill("karte@example.com");
  await page.getByRole("button", { name: "E-Mail speichern" }).click();
  const fields: [string, string][] = [
    ["Vorname", "Erika"],
    ["Nachname", "Mustermann"],
    ["Straße", "Hauptstraße"],
    ["Hausnummer", "5a"],
    ["PLZ", "10115"],
    ["Ort", "Berlin"],
  ];
  for (const [name, value] of fields) await page.getByRole("textbox", { name, exact: true }).fill(value);
  await page.getByRole("combobox", { name: "Bundesland" }).selectOption({ label: "Berlin" });
  await page.getByRole("button", { name: "Adresse speichern" }).click();
  await page.getByRole("radio", { name: /Hauptstraße 5a/ }).waitFor();
  await page.getByRole("group", { name: "Versandart wählen" }).getByRole("radio").first().check();

  const methods = page.getByRole("group", { name: "Zahlungsart wählen" });
  await methods.getByRole("radio", { name: "PayPal" }).waitFor();
  expect(await methods.getByRole("radio", { name: "Apple Pay" }).count()).toBe(0);
  await methods.getByRole("radio", { name: "Kreditkarte" }).check();

  // Mollie's fields, mounted by the (fake) script under our labels.
  const card = page.getByRole("group", { name: "Kartendaten" });
  await card.getByRole("textbox", { name: "Kartennummer" }).fill("4111 1111 1111 1112");
  await card.getByRole("textbox", { name: "Karteninhaber" }).fill("Erika Mustermann");
  await card.getByRole("textbox", { name: "Ablaufdatum" }).fill("12/30");
  await card.getByRole("textbox", { name: "CVV" }).fill("123");
  await page.getByRole("checkbox", { name: /^Ich habe die AGB/ }).check();
  const orderButton = page.getByRole("button", { name: "Zahlungspflichtig bestellen" });
  await expect.poll(() => orderButton.isEnabled()).toBe(true);
  await checkA11y(page);

  await orderButton.click();
  const alert = card.getByRole("alert");
  await alert.waitFor();
  expect(await alert.innerText()).toBe(
    "Die Eingaben sind ungültig. Prüfen Sie die Felder Kartennummer, CVV und Ablaufdatum.",
  );
  await expect.poll(() => orderButton.isEnabled()).toBe(true);
  expect(new URL(page.url()).pathname).toBe("/checkout");
  // No order: Mollie was never asked, and the session's cart (emptied by an order) is still full.
  expect(paymentPosts()).toHaveLength(0);
  const cart = (await (await page.request.get("/api/getCart")).json()) as { data: { items: unknown[] } };
  expect(cart.data.items).toHaveLength(1);
  await checkA11y(page);

  // The same checkout without JavaScript: Mollie's script cannot run, and the form says where
  // the card details go instead (Mollie's hosted page).
  const storageState = await page.context().storageState();
  const scriptless = await openPage({ baseURL: shop.url, javaScriptEnabled: false, storageState });
  await visit(scriptless, "/checkout");
  await scriptless
    .getByRole("group", { name: "Kartendaten" })
    .getByText("Ohne JavaScript geben Sie Ihre Kartendaten", { exact: false })
    .waitFor();

  await card.getByRole("textbox", { name: "Kartennummer" }).fill("4111 1111 1111 1111");
  await orderButton.click();
  // The address is what counts; the page's load event may come late on a busy machine (a CI
  // run once waited 20 s for it), and the heading below waits for the page itself.
  await page.waitForURL((url) => /^\/confirmation\/\d+\//.test(url.pathname), {
    timeout: 20_000,
    waitUntil: "commit",
  });
  await page.getByRole("heading", { level: 1, name: "Vielen Dank für Ihre Bestellung!" }).waitFor({ timeout: 20_000 });
  expect(await page.locator("main").innerText()).toContain("Vollständig bezahlt");
  await checkA11y(page);
  const posts = paymentPosts();
  expect(posts).toHaveLength(1);
  expect(posts[0]?.body).toMatchObject({ method: "creditcard", cardToken: expect.stringMatching(/^tkn_ok[a-z0-9]+$/) });
});
