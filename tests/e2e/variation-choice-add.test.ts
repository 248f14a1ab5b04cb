/**
 * A size left on 'Please choose' never puts some variation in the cart: with JavaScript the
 * add is refused with 'Please select a valid variation.', without it the form's choice reaches
 * the server, which refuses it the same way. Both languages, on the demo catalog.
 */
import type { Page } from "@playwright/test";
import { checkA11y } from "./harness/axe.ts";
import { baseUrl, landOn, openPage, visit, waitForHydration } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";

const WORDS = {
  de: {
    product: "/kissenhuelle-lina-leinen_1048",
    size: "Größe",
    choose: "Bitte wählen",
    add: "In den Warenkorb",
    message: "Bitte wählen Sie eine gültige Variante.",
    notifications: "Benachrichtigungen",
    cart: "/cart",
  },
  en: {
    product: "/en/braided-usb-c-cable-100-w_1125",
    size: "Size",
    choose: "Please choose",
    add: "Add to cart",
    message: "Please select a valid variation.",
    notifications: "Notifications",
    cart: "/en/cart",
  },
} as const;

/** The lines of the page's cart, read with its cookies. */
async function cartLineCount(page: Page): Promise<number> {
  const answer = await page.context().request.get(`${baseUrl}/api/getCart`);
  return ((await answer.json()) as { data: { items: unknown[] } }).data.items.length;
}

for (const [locale, words] of Object.entries(WORDS)) {
  test(`pressing add with a size left open adds nothing and says why (${locale})`, async ({ page }) => {
    await visit(page, words.product);
    await waitForHydration(page);
    await page.getByRole("combobox", { name: words.size }).selectOption({ label: words.choose });
    await page.getByRole("main").getByRole("alert").filter({ hasText: words.message }).waitFor();

    await page.getByRole("main").getByRole("button", { name: words.add, exact: true }).click();
    await page.getByRole("region", { name: words.notifications }).getByText(words.message).waitFor();
    expect(await cartLineCount(page)).toBe(0);
    await checkA11y(page);
  });

  test(`without JavaScript the form's open size is refused by the server (${locale})`, async () => {
    const page = await openPage({ javaScriptEnabled: false });
    await visit(page, words.product);
    await page.getByRole("combobox", { name: words.size }).selectOption({ label: words.choose });
    await page.getByRole("button", { name: words.add, exact: true }).click();
    await landOn(page, words.cart);
    await page.getByText(words.message).first().waitFor();
    expect(await cartLineCount(page)).toBe(0);
  });
}
