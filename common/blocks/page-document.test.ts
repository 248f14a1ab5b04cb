import { describe, expect, it } from "vitest";
import { isImageReference, isSafeLink } from "./block-fields.ts";
import { banner, carousel, multiGrid, samplePage, textCard, uuid } from "./block-fixtures.ts";
import { DOCUMENT_MIGRATIONS } from "./migrations.ts";
import { CURRENT_SCHEMA_VERSION, migrateDocument, pageDocumentSchema } from "./page-document.ts";

const doc = (blocks: unknown) => ({ schemaVersion: 1, blocks });
/** The field paths of a refusal, to prove it is refused for the right reason. */
function problemPaths(raw: unknown): string[] {
  const result = migrateDocument(raw);
  if (result.ok) return [];
  if (result.reason !== "invalid") return [result.reason];
  return result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("links and image references", () => {
  it.each([
    "",
    "/wohnen/moebel",
    "/gear/drone-omega_154",
    "#contact-information",
    "https://example.com/sale?x=1",
    "http://example.com",
    "mailto:shop@example.com",
    "tel:+49301234567",
  ])("accepts %j", (link) => expect(isSafeLink(link)).toBe(true));

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "javascript&colon;alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "//evil.example/path",
    "/\\evil.example",
    "https://",
    "mailto:",
    "ftp://example.com",
    "wohnen",
    "\u200bjavascript:alert(1)",
  ])("refuses %j", (link) => expect(isSafeLink(link)).toBe(false));

  it("takes media files and https images, nothing else", () => {
    for (const good of [
      "",
      "items/sofa-lund-2-sitzer-salbei-1.webp",
      "library/summer-1.webp",
      "https://cdn.example/a.jpg",
    ]) {
      expect(isImageReference(good)).toBe(true);
    }
    for (const bad of [
      "http://cdn.example/a.jpg",
      "javascript:alert(1)",
      "items/../../etc/passwd.webp",
      "items/Sofa.webp",
      "items/sofa.svg",
      "/media/items/sofa.webp",
      "data:image/svg+xml,<svg onload=alert(1)>",
    ]) {
      expect(isImageReference(bad)).toBe(false);
    }
  });
});

describe("the page document schema", () => {
  it("accepts a page with every block type and nesting case", () => {
    const blocks = [
      ...samplePage(),
      { name: "Image", type: "content", meta: { uuid: uuid(20) }, content: { desktop: "", imageAlignment: "center" } },
      {
        name: "ProductRecommendedProducts",
        type: "content",
        meta: { uuid: uuid(21) },
        content: { categoryId: 12, text: { title: "Sofas" } },
      },
      {
        name: "NewsletterSubscribe",
        type: "content",
        meta: { uuid: uuid(22) },
        content: {
          text: { bgColor: "#f0f0f0", title: "News", htmlDescription: "<p>Hi</p>" },
          input: { displayNameInput: true, nameIsRequired: false },
          button: { label: "Subscribe" },
        },
      },
    ];
    expect(pageDocumentSchema.safeParse(doc(blocks)).success).toBe(true);
  });

  it("refuses unknown names, a wrong type for a name and unknown fields", () => {
    expect(problemPaths(doc([{ ...textCard(1), name: "Script" }]))).toEqual(["blocks.0.name: validation.blockUnknown"]);
    expect(problemPaths(doc([{ ...textCard(1), type: "structure" }]))).toEqual(["blocks.0.type: validation.invalid"]);
    expect(problemPaths(doc([{ ...textCard(1), onclick: "x" }]))[0]).toMatch(/^blocks\.0: /);
    expect(problemPaths(doc([{ ...textCard(1), meta: { uuid: "not-a-uuid" } }]))).toEqual([
      "blocks.0.meta.uuid: validation.invalid",
    ]);
  });

  it("refuses unsafe links, bad colours, bad images and oversized texts", () => {
    const withContent = (content: unknown) => doc([{ ...banner(1), content }]);
    expect(problemPaths(withContent({ button: { link: "javascript:alert(1)" } }))).toEqual([
      "blocks.0.content.button.link: validation.linkInvalid",
    ]);
    expect(problemPaths(withContent({ text: { color: "red;background:url(x)" } }))).toEqual([
      "blocks.0.content.text.color: validation.invalid",
    ]);
    expect(problemPaths(withContent({ image: { desktop: "javascript:alert(1)" } }))).toEqual([
      "blocks.0.content.image.desktop: validation.imageInvalid",
    ]);
    expect(problemPaths(withContent({ text: { title: "x".repeat(201) } }))).toEqual([
      "blocks.0.content.text.title: validation.maxLength?max=200",
    ]);
    expect(problemPaths(withContent({ image: { brightness: 2 } }))).toEqual([
      "blocks.0.content.image.brightness: validation.invalid",
    ]);
  });

  it("keeps nesting to page, structure, content", () => {
    const nestedCarousel = carousel(1, [carousel(2, []) as never]);
    const notAllowed = ["blocks.0.content.0.name: validation.blockNotAllowedHere"];
    expect(problemPaths(doc([nestedCarousel]))).toEqual(notAllowed);
    expect(problemPaths(doc([carousel(1, [textCard(2)])]))).toEqual(notAllowed);
    expect(problemPaths(doc([multiGrid(1, [multiGrid(2, []) as never])]))).toEqual(notAllowed);
    expect(problemPaths(doc([multiGrid(1, [carousel(2, []) as never])]))).toEqual(notAllowed);
  });

  it("bounds carousels, grids, pages and uuids", () => {
    const elevenBanners = carousel(
      1,
      Array.from({ length: 11 }, (_, i) => banner(10 + i)),
    );
    expect(problemPaths(doc([elevenBanners]))).toEqual(["blocks.0.content: validation.tooManyBlocks"]);
    expect(problemPaths(doc([multiGrid(1, [textCard(2), textCard(3)], [12])]))).toEqual([
      "blocks.0.content: validation.tooManyBlocks",
    ]);
    expect(problemPaths(doc([multiGrid(1, [], [8, 8])]))).toEqual([
      "blocks.0.configuration.columnWidths: validation.columnWidths",
    ]);
    expect(problemPaths(doc(Array.from({ length: 101 }, (_, i) => textCard(i + 1))))).toEqual([
      "blocks: validation.tooManyBlocks",
    ]);
    expect(problemPaths(doc([textCard(1), carousel(2, [banner(1)])]))).toEqual(["blocks: validation.duplicateBlockId"]);
  });

  it("refuses documents over the byte limit before validating them", () => {
    const huge = doc(Array.from({ length: 20 }, (_, i) => textCard(i + 1, "x".repeat(20_000))));
    expect(migrateDocument(huge)).toMatchObject({ ok: false, reason: "tooLarge" });
  });

  it("answers problems for values that are not documents, without throwing", () => {
    const cyclic: Record<string, unknown> = { schemaVersion: 1 };
    cyclic.blocks = cyclic;
    for (const raw of [null, undefined, 42, "[]", { blocks: [] }, { schemaVersion: "1", blocks: [] }, cyclic, 10n]) {
      expect(migrateDocument(raw)).toMatchObject({ ok: false, reason: "invalid" });
    }
    expect(migrateDocument({ schemaVersion: 99, blocks: [] })).toEqual({
      ok: false,
      reason: "unsupportedVersion",
      version: 99,
    });
  });
});

describe("migrateDocument", () => {
  it("has one contiguous chain of migrations that ends at the current version", () => {
    DOCUMENT_MIGRATIONS.forEach((migration, index) => {
      expect(migration.from).toBe(index);
      expect(migration.to).toBe(index + 1);
    });
    expect(DOCUMENT_MIGRATIONS.at(-1)?.to).toBe(CURRENT_SCHEMA_VERSION);
  });

  it("loads a version 0 document (the bare block list of the original API) as version 1", () => {
    const legacy: unknown = JSON.parse(JSON.stringify(samplePage()));
    expect(migrateDocument(legacy)).toEqual({ ok: true, document: { schemaVersion: 1, blocks: samplePage() } });
    expect(migrateDocument([])).toEqual({ ok: true, document: { schemaVersion: 1, blocks: [] } });
  });

  it("validates a migrated legacy document like any other", () => {
    expect(migrateDocument([{ ...textCard(1), name: "Unknown" }])).toMatchObject({ ok: false, reason: "invalid" });
  });

  it("passes a current document through unchanged", () => {
    const current = doc(samplePage());
    expect(migrateDocument(current)).toEqual({ ok: true, document: current });
  });
});
