/**
 * The media library end to end (docs/images.md "Media library and uploads"): an operator in a
 * real browser uploads an image the browser drew (a real PNG from a canvas) through the API,
 * a text file posing as a JPEG is refused with the translated error, the uploaded image goes
 * into a Banner on a category page, and a shopper's browser loads its responsive variant.
 * The page's blocks are emptied again at the end, because the e2e shop is shared by every test
 * file. The picker dialog's journey (`pickImages`) runs on the image field of a Banner's settings
 * and ends by deleting its unused upload; the library keeps the one the page uses.
 */
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { checkA11y } from "./harness/axe.ts";
import { openPage, visit, waitForHydration } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";
import { logInToEditor } from "./harness/operator.ts";

type Envelope<T> = { status: number; body: { data?: T; error?: { key: string; message: string } } };
type CategoryNode = {
  id: number;
  right: string;
  details: { lang: string; urlPath: string }[];
  children: CategoryNode[];
};

/** An API call from the page, as the SDK makes it: the session's cookies and the CSRF token of the last answer. */
function call<T>(page: Page, operation: string, input: unknown): Promise<Envelope<T>> {
  return page.evaluate(
    async ({ operation, input }) => {
      const holder = window as unknown as { __csrf?: string };
      holder.__csrf ??= document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? "";
      let body: BodyInit;
      const headers: Record<string, string> = { "x-csrf-token": holder.__csrf, "x-locale": "en" };
      if (input instanceof Object && "upload" in input) {
        const { upload } = input as { upload: { kind: "png" | "text"; name: string } };
        const form = new FormData();
        if (upload.kind === "png") {
          const canvas = document.createElement("canvas");
          canvas.width = 1600;
          canvas.height = 800;
          const context = canvas.getContext("2d")!;
          const gradient = context.createLinearGradient(0, 0, 1600, 800);
          gradient.addColorStop(0, "#f4a261");
          gradient.addColorStop(1, "#264653");
          context.fillStyle = gradient;
          context.fillRect(0, 0, 1600, 800);
          const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), "image/png"));
          form.set("file", blob, upload.name);
        } else {
          form.set("file", new Blob(["Just words, not an image."], { type: "image/jpeg" }), upload.name);
        }
        body = form;
      } else {
        headers["content-type"] = "application/json";
        body = JSON.stringify(input);
      }
      const response = await fetch(`/api/${operation}`, { method: "POST", headers, body });
      holder.__csrf = response.headers.get("x-csrf-token") ?? holder.__csrf;
      return { status: response.status, body: await response.json() };
    },
    { operation, input },
  ) as Promise<Envelope<T>>;
}

/** A nested leaf category no other e2e file visits (the last one), open to everyone, and its English path. */
function quietLeaf(tree: CategoryNode[], depth = 0): { id: number; path: string } | null {
  for (const node of [...tree].reverse()) {
    const english = node.details.find((detail) => detail.lang === "en");
    if (!english || node.right !== "all") continue;
    if (node.children.length === 0 && depth > 0) return { id: node.id, path: `/en/${english.urlPath}` };
    const deeper = quietLeaf(node.children, depth + 1);
    if (deeper) return deeper;
  }
  return null;
}

/**
 * The picker on one image field (its fieldset, a group named by the field's label), English:
 * pick a catalog image, page on, a refused and an accepted upload, Esc, remove, a refused address.
 */
async function pickImages(page: Page, field: Locator): Promise<void> {
  const choose = field.getByRole("button", { name: "Choose image" });
  const address = field.getByRole("textbox", { name: "Image address" });
  const dialog = page.getByRole("dialog", { name: "Choose image" });
  // Sizes as English writes them: "1,200 × 800 pixels".
  const images = dialog.getByRole("button", { name: /, [\d,]+ × [\d,]+ pixels/ });

  await choose.click();
  await dialog.getByRole("tab", { name: "Catalog images" }).click();
  await images.first().waitFor();
  expect(await images.count()).toBe(24);
  await dialog.getByRole("button", { name: "Show more images" }).click();
  await images.nth(24).waitFor();
  await checkA11y(page);
  const picked = (await images.first().textContent())?.split(",")[0] ?? "";
  await images.first().click();
  await dialog.waitFor({ state: "detached" });
  expect(await address.inputValue()).toBe(`items/${picked}`);
  await page.waitForFunction(() => document.activeElement?.textContent === "Choose image");
  await field.getByRole("img", { name: `Preview: items/${picked}` }).waitFor();

  await choose.click();
  const upload = dialog.getByLabel("Upload image");
  await upload.setInputFiles({ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not an image") });
  await dialog
    .getByRole("alert")
    .getByText("This file is not a supported image. Upload a JPEG, PNG, WebP, AVIF or GIF image.")
    .waitFor();
  await checkA11y(page);
  const png = await sharp({ create: { width: 900, height: 500, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();
  await upload.setInputFiles({ name: "Blue Sky.png", mimeType: "image/png", buffer: png });
  await dialog.waitFor({ state: "detached" });
  expect(await address.inputValue()).toMatch(/^uploads\/blue-sky-[a-z0-9]{6}\.webp$/);
  await page.waitForFunction(() => document.activeElement?.textContent === "Choose image");

  await choose.click();
  // The grid marks the field's image; its button's name says so.
  await dialog.getByRole("button", { name: "Blue Sky.png, 900 × 500 pixels chosen", exact: true }).waitFor();
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
  await field.getByRole("button", { name: "Remove image" }).click();
  expect(await address.inputValue()).toBe("");
  await address.fill("javascript:alert(1)");
  await field.getByText("Enter an https:// address, or choose an image.").waitFor();
  await checkA11y(page);

  // No page uses the upload: it can be deleted from the library, after a confirmation.
  await choose.click();
  const blueSky = dialog.getByRole("button", { name: "Blue Sky.png, 900 × 500 pixels", exact: true });
  await blueSky.waitFor();
  await dialog.getByRole("button", { name: "Delete Blue Sky.png" }).click();
  const confirmation = page.getByRole("alertdialog", { name: "Delete image?" });
  await confirmation.getByRole("button", { name: "Keep image" }).waitFor();
  await checkA11y(page);
  await confirmation.getByRole("button", { name: "Delete image" }).click();
  await page.getByText("Deleted image Blue Sky.png.").waitFor();
  await blueSky.waitFor({ state: "detached" });
}

test("an operator picks, uploads and removes images in a block's image field", async () => {
  const page = await openPage({ locale: "en-GB", viewport: { width: 1280, height: 900 } });
  await logInToEditor(page, "en", "/en/");
  await waitForHydration(page);
  // The homepage's carousel: its settings show the first slide's Banner form. Nothing is saved.
  const edit = page.getByRole("region", { name: "Page blocks" }).getByRole("button", { name: "Edit Image Banner" });
  await edit.focus();
  await edit.press("Enter");
  const settings = page.getByRole("dialog", { name: "Image Banner" });
  await pickImages(page, settings.getByRole("group", { name: "Desktop image" }).first());
});

test("an operator's upload becomes a banner image that a shopper's browser loads in a responsive variant", async () => {
  const operator = await openPage({ locale: "en-GB" });
  await logInToEditor(operator, "en", "/en/");

  const refused = await call(operator, "doUploadMedia", { upload: { kind: "text", name: "photo.jpg" } });
  expect(refused.status).toBe(400);
  expect(refused.body.error).toMatchObject({
    key: "mediaTypeUnsupported",
    message: "This file is not a supported image. Upload a JPEG, PNG, WebP, AVIF or GIF image.",
  });

  const uploaded = await call<{ reference: string; width: number; height: number }>(operator, "doUploadMedia", {
    upload: { kind: "png", name: "Summer Sale Banner.png" },
  });
  expect(uploaded.status).toBe(200);
  const { reference } = uploaded.body.data!;
  expect(reference).toMatch(/^uploads\/summer-sale-banner-[a-z0-9]{6}\.webp$/);
  expect(uploaded.body.data).toMatchObject({ width: 1600, height: 800 });
  const library = await call<{ entries: { reference: string }[] }>(operator, "getMediaLibrary", { size: 60 });
  expect(library.body.data?.entries.map((entry) => entry.reference)).toContain(reference);

  const tree = await call<CategoryNode[]>(operator, "getCategoryTree", {});
  const leaf = quietLeaf(tree.body.data ?? []);
  if (!leaf) throw new Error("the demo catalog has no nested category");
  const key = { identifier: String(leaf.id), type: "category" };
  const before = await call<{ version: number }>(operator, "getBlocks", key);
  const banner = {
    name: "Banner",
    type: "content",
    meta: { uuid: "6f1c1f5e-8f4e-4b8e-9a51-3c0d1e2f3a4b" },
    content: { image: { desktop: reference, alt: "Summer sale in the garden" }, text: { title: "Summer sale" } },
  };
  const save = (blocks: unknown[], expectedVersion: number) =>
    call<{ version: number }>(operator, "doSaveBlocks", {
      identifier: key.identifier,
      entityType: "category",
      blocks: JSON.stringify({ schemaVersion: 1, blocks }),
      expectedVersion,
    });
  const saved = await save([banner], before.body.data!.version);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  // A page uses it now: the library keeps it.
  const kept = await call(operator, "doDeleteMedia", { reference });
  expect({ status: kept.status, key: kept.body.error?.key }).toEqual({ status: 409, key: "mediaInUse" });
  try {
    const shopper = await openPage({ locale: "en-GB" });
    const response = await visit(shopper, leaf.path);
    expect({ path: leaf.path, status: response?.status() }).toEqual({ path: leaf.path, status: 200 });
    const image = shopper.getByRole("img", { name: "Summer sale in the garden" });
    await image.waitFor();
    await image.scrollIntoViewIfNeeded();
    await shopper.waitForFunction((alt) => {
      const element = document.querySelector<HTMLImageElement>(`img[alt="${alt}"]`);
      return element !== null && element.complete && element.naturalWidth > 0;
    }, "Summer sale in the garden");
    const loaded = await image.evaluate((element: HTMLImageElement) => ({
      source: element.currentSrc,
      width: element.naturalWidth,
    }));
    const stem = reference.slice("uploads/".length, -".webp".length);
    expect(loaded.source).toMatch(new RegExp(`/media/uploads/\\d+/${stem}\\.(avif|webp|jpg)$`));
    expect(loaded.width).toBeGreaterThan(0);
    const variant = await shopper.request.get(loaded.source);
    expect(variant.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  } finally {
    await save([], saved.body.data!.version);
  }
});
