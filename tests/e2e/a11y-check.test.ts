import { checkA11y } from "./harness/axe.ts";
import { visit } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";

// The harness's own check must be able to fail: every other e2e test relies on it.
test("the accessibility check reports serious violations and passes a clean page", async ({ page }) => {
  await visit(page, "/en/login");
  await page.setContent(
    '<!doctype html><html lang="en"><title>Broken</title><main><input type="text"><button></button></main></html>',
  );
  const failure = await checkA11y(page).then(
    () => "no violations",
    (error: Error) => error.message,
  );
  expect(failure).toContain("label");
  expect(failure).toContain("button-name");

  await page.setContent(
    '<!doctype html><html lang="en"><title>Fine</title><main><h1>Fine</h1><label>Name <input type="text"></label><button>Send</button></main></html>',
  );
  await checkA11y(page);
});
