import { readFile } from "node:fs/promises";
import { PASSWORD, registerCustomer } from "./harness/accounts.ts";
import { checkA11y } from "./harness/axe.ts";
import { landOn, visit, waitForHydration } from "./harness/browser.ts";
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
