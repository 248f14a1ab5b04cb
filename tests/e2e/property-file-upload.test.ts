/**
 * File order properties on the product page, in both languages: a real file is uploaded
 * when chosen and can be removed; a wrong or too large file shows the spec's upload
 * error as a notification and beside the field. Without JavaScript the field is a plain,
 * labelled file input.
 */
import type { Locator, Page } from "@playwright/test";
import { samplePdf, samplePng, SAMPLE_TEXT } from "../sample-files.ts";
import { checkA11y } from "./harness/axe.ts";
import { openPage, visit, waitForHydration } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";

/** The demo catalog's photo cushion: its "own design" property takes PNG, JPG or PDF up to 5 MB. */
const PHOTO_CUSHION = { de: "/fotokissen-mit-eigenem-motiv_1056", en: "/en/photo-cushion-with-your-own-design_1056" };

/** The texts the field's aria-describedby points at, in order. */
async function description(input: Locator): Promise<string[]> {
  return input.evaluate((element) =>
    (element.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? `<missing #${id}>`),
  );
}

async function isFocused(page: Page, input: Locator): Promise<boolean> {
  const handle = await input.elementHandle();
  return page.evaluate((element) => document.activeElement === element, handle);
}

test("a German shopper uploads a design, removes it, and is told when a file is not supported", async ({ page }) => {
  await visit(page, PHOTO_CUSHION.de);
  await waitForHydration(page);
  // Name, mark and surcharge as before: '*' for the surcharge (not '**': not required), and its legend.
  const input = page.getByLabel(/^Eigenes Motiv \* \(inkl\. 14,90\s€\)$/);
  await page.getByText("* Mit Aufpreis", { exact: true }).waitFor();

  await input.setInputFiles({ name: "mein-motiv.png", mimeType: "image/png", buffer: await samplePng(64) });
  await page
    .getByRole("status")
    .filter({ hasText: /^Hochgeladen: mein-motiv\.png \(/ })
    .waitFor();
  expect(await description(input)).toContainEqual(expect.stringMatching(/^Hochgeladen: mein-motiv\.png/));
  await checkA11y(page);

  await page.getByRole("button", { name: "mein-motiv.png entfernen" }).click();
  await page.getByRole("status").filter({ hasText: "Die Datei wurde entfernt." }).waitFor();
  expect(await isFocused(page, input)).toBe(true);

  // Text that calls itself a PNG is judged by its bytes.
  await input.setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: SAMPLE_TEXT });
  const refusal = "Dieses Dateiformat wird nicht unterstützt.";
  await page.getByRole("alert").filter({ hasText: refusal }).waitFor();
  expect(await description(input)).toContain(refusal);
  expect(await input.getAttribute("aria-invalid")).toBe("true");
  expect(await page.getByRole("button", { name: /entfernen$/ }).count()).toBe(0);
  await checkA11y(page);

  // The next good file clears the error.
  await input.setInputFiles({ name: "entwurf.pdf", mimeType: "application/pdf", buffer: samplePdf() });
  await page
    .getByRole("status")
    .filter({ hasText: /^Hochgeladen: entwurf\.pdf/ })
    .waitFor();
  expect(await input.getAttribute("aria-invalid")).toBeNull();
  expect(await description(input)).not.toContain(refusal);
});

test("an English shopper uploads a PDF, and is told when a file is too large or not supported", async () => {
  const page = await openPage({ locale: "en-GB" });
  await visit(page, PHOTO_CUSHION.en);
  await waitForHydration(page);
  const input = page.getByLabel(/^Your own design \* \(incl €14\.90\)$/);

  await input.setInputFiles({ name: "design.pdf", mimeType: "application/pdf", buffer: samplePdf() });
  await page
    .getByRole("status")
    .filter({ hasText: /^Uploaded: design\.pdf \(/ })
    .waitFor();
  await page.getByRole("button", { name: "Remove design.pdf" }).waitFor();

  const failed = "The file could not be uploaded. Check the maximum allowed file size and file format.";
  await input.setInputFiles({
    name: "poster.png",
    mimeType: "image/png",
    buffer: Buffer.concat([await samplePng(), Buffer.alloc(5 * 1024 * 1024)]),
  });
  await page.getByRole("alert").filter({ hasText: failed }).waitFor();
  expect(await description(input)).toContain(failed);

  await input.setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: SAMPLE_TEXT });
  await page.getByRole("alert").filter({ hasText: "This file format is not supported." }).waitFor();
  expect(await description(input)).toContain("This file format is not supported.");
  await checkA11y(page);
});

test("without JavaScript the design is a labelled file input that goes with the form", async () => {
  const page = await openPage({ javaScriptEnabled: false });
  await visit(page, PHOTO_CUSHION.de);
  const input = page.getByLabel(/^Eigenes Motiv/);
  expect(await input.getAttribute("type")).toBe("file");
  expect(await input.getAttribute("name")).toBe("properties[10]");
  expect(await description(input)).toEqual([
    "PNG, JPG oder PDF bis 5 MB, mindestens 1500 × 1500 Pixel.",
    "Erlaubte Formate: PNG, JPG, PDF. Maximale Dateigröße: 5 MB.",
  ]);
});
