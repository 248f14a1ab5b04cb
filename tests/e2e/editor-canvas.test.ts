/**
 * The editable page canvas (docs/editor.md "Editing blocks"), in both languages: an operator
 * in edit mode sees each block's controls, adds a Rich Text through the blocks list, moves
 * it down and up, deletes it, and reorders the blocks with the keyboard in the block order
 * list; axe checks the page with the drawer open. The device preview's frame shares the page:
 * a move there is undone by the toolbar, 'Edit' opens the editor's drawer, a link navigates the
 * editor. Saving is the toolbar's (its own test).
 */
import type { Locator, Page } from "@playwright/test";
import { checkA11y } from "./harness/axe.ts";
import { expectFailedRequest, openPage, waitForPath } from "./harness/browser.ts";
import { press } from "./harness/editor-ui.ts";
import { expect, test } from "./harness/fixtures.ts";
import { logInToEditor } from "./harness/operator.ts";

/** The `operator` fixture's page on a desktop screen, like the pages the other tests open. */
test.use({ viewport: { width: 1280, height: 900 } });

const BLOCK_NAMES = {
  en: ["Image Banner", "Banner", "Rich Text", "Image", "Image + Text", "Product Gallery", "Newsletter"],
  de: ["Bildbanner", "Banner", "Rich Text", "Image", "Bild + Text", "Produktgalerie", "Newsletter"],
};

/** The top-level blocks of the canvas in order, by their controls' group names. */
async function blockOrder(canvas: Locator, locale: "de" | "en"): Promise<string[]> {
  const names = await canvas
    .getByRole("group")
    .evaluateAll((groups) => groups.map((group) => group.getAttribute("aria-label") ?? ""));
  return names.filter((name) => BLOCK_NAMES[locale].includes(name));
}

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "");

test("an operator adds, moves, deletes and reorders blocks on the homepage (English)", async ({ operator: page }) => {
  const canvas = page.getByRole("region", { name: "Page blocks" });
  const defaultOrder = ["Image Banner", "Rich Text", "Product Gallery", "Newsletter"];
  await expect.poll(() => blockOrder(canvas, "en")).toEqual(defaultOrder);
  await canvas.getByRole("button", { name: "Edit Image Banner" }).waitFor();
  expect(await canvas.getByRole("button", { name: "Move Image Banner up" }).isDisabled()).toBe(true);
  expect(await canvas.getByRole("button", { name: "Move Newsletter down" }).isDisabled()).toBe(true);
  expect(await canvas.getByRole("button", { name: "Move Image Banner down" }).isDisabled()).toBe(false);

  // Add a Rich Text above the first block through the blocks list.
  await press(canvas.getByRole("button", { name: "Add block above Image Banner" }));
  const blocksList = page.getByRole("dialog", { name: "Add block" });
  await blocksList.getByRole("heading", { name: "Text" }).waitFor();
  await checkA11y(page);
  await blocksList.getByRole("button", { name: "Add Rich Text" }).click();
  // Its settings open on the right, titled with the friendly name.
  const settings = page.getByRole("dialog", { name: "Rich Text" });
  await settings.waitFor();
  await checkA11y(page);
  await page.keyboard.press("Escape");
  await settings.waitFor({ state: "detached" });
  await expect.poll(() => blockOrder(canvas, "en")).toEqual(["Rich Text", ...defaultOrder]);

  // Move it down and up again; at the top edge focus goes to the other move button.
  const added = canvas.getByRole("group", { name: "Rich Text" }).first();
  await press(added.getByRole("button", { name: "Move Rich Text down" }));
  await expect
    .poll(() => blockOrder(canvas, "en"))
    .toEqual(["Image Banner", "Rich Text", "Rich Text", "Product Gallery", "Newsletter"]);
  const movedDown = canvas.getByRole("group", { name: "Rich Text" }).first();
  await press(movedDown.getByRole("button", { name: "Move Rich Text up" }));
  await expect.poll(() => blockOrder(canvas, "en")).toEqual(["Rich Text", ...defaultOrder]);
  expect(await focusedName(page)).toBe("Move Rich Text down");

  // Delete it: focus goes to the block now in its place.
  await press(
    canvas.getByRole("group", { name: "Rich Text" }).first().getByRole("button", { name: "Delete Rich Text" }),
  );
  await expect.poll(() => blockOrder(canvas, "en")).toEqual(defaultOrder);
  await expect.poll(() => focusedName(page)).toBe("Edit Image Banner");

  // Keyboard drag and drop in the block order list: the banner goes below the text.
  await canvas.getByRole("button", { name: "Block order" }).click();
  const orderDialog = page.getByRole("dialog", { name: "Block order" });
  const orderList = orderDialog.getByRole("grid", { name: "Block order" });
  await orderList.waitFor();
  await checkA11y(page);
  const handle = orderList.getByRole("button", { name: /^Move Image Banner/ });
  await handle.focus();
  await page.keyboard.press("Enter");
  // The first drop target is right after the dragged block's own place; one down is after the next block.
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect
    .poll(async () => (await orderList.getByRole("row").allInnerTexts()).map((text) => text.split(":")[0]?.trim()))
    .toEqual(["Rich Text", "Image Banner", "Product Gallery", "Newsletter"]);
  await orderDialog.getByRole("button", { name: "Done" }).click();
  await orderDialog.waitFor({ state: "detached" });
  await expect
    .poll(() => blockOrder(canvas, "en"))
    .toEqual(["Rich Text", "Image Banner", "Product Gallery", "Newsletter"]);
});

test("ein Betreiber fügt auf Deutsch einen Block unter dem Bildbanner ein und löscht ihn", async () => {
  const page = await openPage({ viewport: { width: 1280, height: 900 } });
  await logInToEditor(page, "de", "/");
  const canvas = page.getByRole("region", { name: "Seitenblöcke" });
  const defaultOrder = ["Bildbanner", "Rich Text", "Produktgalerie", "Newsletter"];
  await expect.poll(() => blockOrder(canvas, "de")).toEqual(defaultOrder);
  await canvas.getByRole("button", { name: "Bildbanner bearbeiten" }).waitFor();

  await press(canvas.getByRole("button", { name: "Block unter Bildbanner hinzufügen" }));
  const blocksList = page.getByRole("dialog", { name: "Block hinzufügen" });
  await blocksList.getByRole("button", { name: "Bild + Text hinzufügen" }).click();
  const settings = page.getByRole("dialog", { name: "Bild + Text" });
  await settings.waitFor();
  await checkA11y(page);
  await settings.getByRole("button", { name: "Schließen" }).click();
  await expect
    .poll(() => blockOrder(canvas, "de"))
    .toEqual(["Bildbanner", "Bild + Text", "Rich Text", "Produktgalerie", "Newsletter"]);

  await press(canvas.getByRole("button", { name: "Bild + Text nach oben verschieben" }));
  await expect.poll(() => blockOrder(canvas, "de")).toEqual(["Bild + Text", ...defaultOrder]);
  await press(canvas.getByRole("button", { name: "Bild + Text löschen" }));
  await expect.poll(() => blockOrder(canvas, "de")).toEqual(defaultOrder);
  await checkA11y(page);
});

test("an empty category page offers one 'Add block' button; the first block becomes the page's list", async () => {
  const page = await openPage({ viewport: { width: 800, height: 900 } });
  await logInToEditor(page, "en", "/en/living");
  const canvas = page.getByRole("region", { name: "Page blocks" });
  await press(canvas.getByRole("button", { name: "Add block", exact: true }));
  await page.getByRole("dialog", { name: "Add block" }).getByRole("button", { name: "Add Image", exact: true }).click();
  await page.getByRole("dialog", { name: "Image" }).waitFor();
  await page.keyboard.press("Escape");
  await expect.poll(() => blockOrder(canvas, "en")).toEqual(["Image"]);

  // Tablet width: a tap on the block toggles its controls (a pointer's hover would show them anyway).
  const controls = canvas.getByRole("group", { name: "Image" });
  const opacity = () => controls.evaluate((group) => getComputedStyle(group.parentElement as Element).opacity);
  const image = canvas.getByRole("img", { name: "Cookware set in the kitchen" });
  // Neither hovered nor holding focus, the block hides its controls.
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect.poll(opacity).toBe("0");
  await image.dispatchEvent("pointerup");
  await expect.poll(opacity).toBe("1");
  await image.dispatchEvent("pointerup");
  await expect.poll(opacity).toBe("0");
  await checkA11y(page);
});

test("an unloadable blocks list says why (docs/glossary.md, editor spec §8); reopening tries again", async () => {
  // No service worker: the routes below must see the drawer's request.
  const page = await openPage({ viewport: { width: 1280, height: 900 }, serviceWorkers: "block" });
  await logInToEditor(page, "en", "/en/living");
  const canvas = page.getByRole("region", { name: "Page blocks" });
  const drawer = page.getByRole("dialog", { name: "Add block" });
  const openList = async () => {
    await press(canvas.getByRole("button", { name: "Add block", exact: true }));
    await drawer.waitFor();
  };
  const closeList = async () => {
    await drawer.getByRole("button", { name: "Close", exact: true }).click();
    await drawer.waitFor({ state: "detached" });
  };

  expectFailedRequest(page, "/blocks/blocksLists.json");
  await page.route("**/blocks/blocksLists.json", (route) => route.fulfill({ status: 503, body: "" }));
  await openList();
  await drawer.getByText("HTTP error! status: 503", { exact: true }).waitFor();
  await page.getByRole("region", { name: "Notifications" }).getByText("HTTP error! status: 503").first().waitFor();
  await closeList();

  await page.unrouteAll();
  await page.route("**/blocks/blocksLists.json", (route) => route.abort("failed"));
  await openList();
  await drawer.getByText(/^Failed to fetch blocksLists: /).waitFor();
  await closeList();

  await page.unrouteAll();
  await openList();
  await drawer.getByRole("button", { name: "Add Image", exact: true }).waitFor();
  await checkA11y(page);
});

test("a Product Gallery added in the editor shows its category's products before it is saved", async () => {
  const page = await openPage({ viewport: { width: 1280, height: 900 } });
  await logInToEditor(page, "en", "/en/living");
  const canvas = page.getByRole("region", { name: "Page blocks" });
  await press(canvas.getByRole("button", { name: "Add block", exact: true }));
  await page
    .getByRole("dialog", { name: "Add block" })
    .getByRole("button", { name: "Add Product Gallery", exact: true })
    .click();
  await page.getByRole("dialog", { name: "Product Gallery" }).getByRole("button", { name: "Close" }).click();
  await canvas.getByRole("heading", { name: "Our recommendations" }).waitFor();
  await expect.poll(() => canvas.getByRole("article").count()).toBeGreaterThan(0);
  await checkA11y(page);
});

test("the device preview's frame edits the editor's page and sends its links to the editor (English)", async ({
  operator: page,
}) => {
  const toolbar = page.getByRole("toolbar", { name: "Editor toolbar" });
  const defaultOrder = ["Image Banner", "Rich Text", "Product Gallery", "Newsletter"];
  await expect.poll(() => blockOrder(page.getByRole("region", { name: "Page blocks" }), "en")).toEqual(defaultOrder);
  await toolbar.getByRole("radiogroup", { name: "Device preview" }).getByRole("radio", { name: "Mobile" }).click();
  const iframe = page.getByTitle("Page preview: Mobile, 375 px wide");
  const frame = iframe.contentFrame();
  const canvas = frame.getByRole("region", { name: "Page blocks" });
  await expect.poll(() => blockOrder(canvas, "en")).toEqual(defaultOrder);

  // A block moved in the frame is a change of the editor's page, and the toolbar's Undo takes it back.
  const save = toolbar.getByRole("button", { name: "Save changes" });
  expect(await save.getAttribute("aria-disabled")).toBe("true");
  await press(canvas.getByRole("button", { name: "Move Image Banner down" }));
  await expect
    .poll(() => blockOrder(canvas, "en"))
    .toEqual(["Rich Text", "Image Banner", "Product Gallery", "Newsletter"]);
  await expect.poll(() => save.getAttribute("aria-disabled")).toBeNull();
  await toolbar.getByRole("button", { name: "Undo" }).click();
  await expect.poll(() => blockOrder(canvas, "en")).toEqual(defaultOrder);
  await expect.poll(() => save.getAttribute("aria-disabled")).toBe("true");

  // 'Edit' in the frame opens the block's settings in the editor's drawer.
  await press(canvas.getByRole("button", { name: "Edit Rich Text" }));
  const settings = page.getByRole("dialog", { name: "Rich Text" });
  await settings.waitFor();
  await settings.getByRole("button", { name: "Close" }).click();
  await settings.waitFor({ state: "detached" });

  // A link in the frame takes the editor there; the frame follows with that page.
  await frame.getByLabel("Menu", { exact: true }).click();
  await frame
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Living", exact: true })
    .click();
  await waitForPath(page, "/en/living");
  await frame.getByRole("heading", { level: 1, name: "Living" }).waitFor();
  expect(await iframe.getAttribute("src")).toBe("/en/living?device-frame=1");
  await canvas.waitFor();

  // Preview: the frame loads again and shows the page as shoppers get it, without the canvas.
  await toolbar.getByRole("button", { name: "Preview", exact: true }).click();
  await toolbar.getByRole("button", { name: "Preview", pressed: true }).waitFor();
  await expect.poll(() => canvas.count()).toBe(0);
  await frame.getByRole("heading", { level: 1, name: "Living" }).waitFor();
});
