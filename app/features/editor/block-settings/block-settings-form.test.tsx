// The editor's texts come with its chunk (ADR 016); a test of its components registers them too.
import "../editor-messages.ts";
import { describe, expect, it } from "vitest";
import { banner, carousel, multiGrid, textCard, uuid } from "#common/blocks/block-fixtures.ts";
import type { Block } from "#common/blocks/block-schema.ts";
import { BlockSettingsForm } from "./block-settings-form.tsx";
import { renderForm, textOf } from "./form-test-render.tsx";

const ignore = () => undefined;
const rendered = (block: Block, locale: "en" | "de" = "en") =>
  renderForm(<BlockSettingsForm block={block} onChange={ignore} />, locale);

const image: Block = {
  name: "Image",
  type: "content",
  meta: { uuid: uuid(20) },
  content: { desktop: "items/lamp-1.webp", alt: "Lamp", imageAlignment: "right" },
};
const products: Block = {
  name: "ProductRecommendedProducts",
  type: "content",
  meta: { uuid: uuid(21) },
  content: { categoryId: 7, text: { title: "Bestsellers" } },
};
const newsletter = (displayNameInput: boolean): Block => ({
  name: "NewsletterSubscribe",
  type: "content",
  meta: { uuid: uuid(22) },
  content: { text: { title: "News" }, input: { displayNameInput, nameIsRequired: displayNameInput }, button: {} },
});

describe("BlockSettingsForm labels in both languages", () => {
  const cases: [string, Block, string[], string[]][] = [
    [
      "Banner",
      banner(1),
      [
        "Image",
        "Wide screen image",
        "Desktop image",
        "Tablet image",
        "Mobile image",
        "Alt text",
        "Brightness",
        "Pretitle",
        "Title",
        "Subtitle",
        "Description",
        "Text colour",
        "Show text background",
        "Background colour",
        "Background opacity",
        "Text alignment",
        "Horizontal position",
        "Vertical position",
        "Button label",
        "Link",
        "Button style",
      ],
      [
        "Bild",
        "Desktop-Bild",
        "Alternativtext",
        "Helligkeit",
        "Titel",
        "Beschreibung",
        "Textfarbe",
        "Texthintergrund anzeigen",
        "Deckkraft des Hintergrunds",
        "Beschriftung der Schaltfläche",
        "Link",
        "Stil der Schaltfläche",
      ],
    ],
    [
      "TextCard",
      textCard(2),
      ["Text", "Pretitle", "Title", "Subtitle", "Description", "Text alignment", "Text colour", "Button label", "Link"],
      [
        "Vortitel",
        "Titel",
        "Untertitel",
        "Beschreibung",
        "Textausrichtung",
        "Textfarbe",
        "Beschriftung der Schaltfläche",
      ],
    ],
    [
      "Image",
      image,
      ["Wide screen image", "Mobile image", "Alt text", "Image alignment"],
      ["Bild für breite Bildschirme", "Mobil-Bild", "Alternativtext", "Bildausrichtung"],
    ],
    [
      "ProductRecommendedProducts",
      products,
      ["Products", "Category", "Title", "Description"],
      ["Produkte", "Kategorie", "Titel"],
    ],
    [
      "NewsletterSubscribe",
      newsletter(true),
      ["Background colour", "Title", "Description", "Show name field", "Name is required", "Button label"],
      ["Hintergrundfarbe", "Titel", "Namensfeld anzeigen", "Name ist Pflicht", "Beschriftung der Schaltfläche"],
    ],
    [
      "Carousel",
      carousel(3, [banner(4), banner(5)]),
      ["Controls", "Show arrows", "Arrow colour", "Slides", "Slide 1", "Slide 2", "Add slide", "Remove slide", "Title"],
      [
        "Steuerung",
        "Pfeile anzeigen",
        "Pfeilfarbe",
        "Folien",
        "Folie 1",
        "Folie hinzufügen",
        "Folie entfernen",
        "Titel",
      ],
    ],
    [
      "MultiGrid",
      multiGrid(6, [textCard(7)], [6, 6]),
      ["Columns", "Number of columns", "Column 1", "Width of column 1", "Block in column 2", "Rich text", "Empty"],
      ["Spalten", "Anzahl der Spalten", "Spalte 1", "Breite von Spalte 2", "Block in Spalte 1", "Leer"],
    ],
  ];

  for (const [name, block, english, german] of cases) {
    it(`${name}: every field is labelled, in English and German`, () => {
      const en = textOf(rendered(block, "en"));
      const de = textOf(rendered(block, "de"));
      for (const label of english) expect(en).toContain(label);
      for (const label of german) expect(de).toContain(label);
    });
  }
});

describe("BlockSettingsForm values and errors", () => {
  it("shows the block's values in its fields", () => {
    const markup = rendered(banner(1));
    expect(markup).toMatch(/<input[^>]*value="Banner 1"/);
    expect(markup).toMatch(/<input[^>]*value="\/wohnen"/);
    expect(markup).toMatch(/aria-valuetext="80%"/);
  });

  it("marks a javascript: link invalid at once, with the catalogue's text in the page's language", () => {
    const bad = { ...banner(1), content: { button: { link: "javascript:alert(1)" } } } as Block;
    const en = rendered(bad, "en");
    expect(en).toMatch(/<input[^>]*aria-invalid="true"[^>]*value="javascript:alert\(1\)"/);
    expect(textOf(en)).toContain("Enter a link that starts with https://, http://, /, #, mailto: or tel:.");
    expect(textOf(rendered(bad, "de"))).toContain("Geben Sie einen Link ein, der mit https://");
  });

  it("translates errors that carry values and marks the colour that is not one", () => {
    const bad = { ...textCard(2), content: { text: { title: "x".repeat(201), color: "red" } } } as Block;
    const text = textOf(rendered(bad));
    expect(text).toContain("Enter a maximum of 200 characters.");
    expect(rendered(bad)).toMatch(/<input[^>]*aria-invalid="true"[^>]*value="red"/);
  });

  it("shows a grid wider than 12 as an error, and the columns as named groups", () => {
    const markup = rendered(multiGrid(6, [textCard(7)], [8, 6]));
    expect(textOf(markup)).toContain("Columns use 14 of 12 widths.");
    expect(textOf(markup)).toContain("The column widths must add up to 12 or less.");
    expect(markup.match(/<fieldset/g)).toHaveLength(2);
  });

  it("offers only the choices a grid column may take", () => {
    const markup = rendered(multiGrid(6, [textCard(7), textCard(8)], [3, 3, 3, 3]));
    // Column 4 comes after an empty column 3: only "empty" is possible there.
    expect(textOf(markup)).toContain("Fill the columns before this one first.");
    const disabledRadios = markup.match(/<input[^>]*type="radio"[^>]*disabled=""[^>]*>/g) ?? [];
    const disabledValues = disabledRadios.map((tag) => /value="([^"]+)"/.exec(tag)?.[1]);
    // Column 1 cannot be emptied (it would leave a hole); column 4 takes no block yet.
    expect(disabledValues).toEqual(["empty", "Banner", "TextCard", "Image"]);
  });

  it("edits the first slide of a carousel and disables adding an eleventh", () => {
    const ten = Array.from({ length: 10 }, (_, i) => banner(10 + i));
    const markup = rendered(carousel(3, ten));
    expect(textOf(markup)).toContain("Slide 1 of 10");
    expect(textOf(markup)).toContain("A carousel holds up to 10 slides.");
    expect(markup).toMatch(/<button[^>]*disabled=""[^>]*>Add slide<\/button>/);
    expect(markup).toMatch(/<button[^>]*disabled=""[^>]*>Move slide up<\/button>/);
  });

  it.each([
    ["en", "Remove slide", "A carousel keeps at least one slide, so the last one cannot be removed."],
    [
      "de",
      "Folie entfernen",
      "Ein Karussell behält mindestens eine Folie, daher lässt sich die letzte nicht entfernen.",
    ],
  ] as const)("keeps the last slide of a carousel and says why (%s)", (locale, remove, reason) => {
    const removeButton = (markup: string) => new RegExp(`<button[^>]*>${remove}</button>`).exec(markup)?.[0] ?? "";
    const one = rendered(carousel(3, [banner(10)]), locale);
    const button = removeButton(one);
    expect(button).toContain('disabled=""');
    const describedBy = /aria-describedby="([^"]+)"/.exec(button)?.[1];
    expect(describedBy).toBeTruthy();
    expect(one).toContain(`<p id="${describedBy}" class="text-sm">${reason}</p>`);

    const two = rendered(carousel(3, [banner(10), banner(11)]), locale);
    expect(removeButton(two)).not.toContain('disabled=""');
    expect(removeButton(two)).not.toContain("aria-describedby");
    expect(textOf(two)).not.toContain(reason);
  });

  it("says so when a carousel has no slides", () => {
    expect(textOf(rendered(carousel(3, [])))).toContain("This carousel has no slides yet.");
  });

  it("asks whether the name is required only while the name field is shown", () => {
    expect(textOf(rendered(newsletter(true)))).toContain("Name is required");
    expect(textOf(rendered(newsletter(false)))).not.toContain("Name is required");
  });

  it("waits for the categories before the category can be chosen", () => {
    const markup = rendered(products);
    expect(textOf(markup)).toContain("Loading categories…");
  });
});
