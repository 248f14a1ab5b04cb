import { registerCustomer } from "./harness/accounts.ts";
import { landOn, visit } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";

test("German customer: the account navigation marks the page, an empty order list says so, a visitor is sent to login", async ({
  page,
}) => {
  // A registration and six pages: more than one page's time on a busy machine.
  test.setTimeout(120_000);
  await visit(page, "/my-account/my-orders");
  await landOn(page, `/login?redirect=${encodeURIComponent("/my-account/my-orders")}`);

  await registerCustomer(page);
  await visit(page, "/my-account");
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
    expect((await visit(page, path))?.status(), path).toBe(404);
  }
});
