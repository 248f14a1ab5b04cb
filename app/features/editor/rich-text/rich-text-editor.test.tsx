// The editor's texts come with its chunk (ADR 016); a test of its components registers them too.
import "../editor-messages.ts";
import { describe, expect, it } from "vitest";
import { renderForm, textOf } from "../block-settings/form-test-render.tsx";
import { RichTextEditor } from "./rich-text-editor.tsx";

const render = (locale: "en" | "de", error?: string) =>
  renderForm(
    <RichTextEditor label="Description" value="<p>Hello</p>" onChange={() => undefined} error={error} />,
    locale,
  );

describe("RichTextEditor on the server", () => {
  it("renders without TipTap: a labelled, read-only box and a disabled toolbar", () => {
    const markup = render("en");
    const labelId = /<span id="([^"]+)"[^>]*>Description<\/span>/.exec(markup)?.[1];
    expect(labelId).toBeDefined();
    expect(markup).toContain(`role="textbox" aria-labelledby="${labelId}" aria-multiline="true" aria-readonly="true"`);
    expect(markup).toContain('role="toolbar"');
    expect(markup).toContain('aria-label="Text formatting"');
    expect(markup).not.toContain("ProseMirror");
  });

  it("names every toolbar button and exposes the toggles' state, in English and German", () => {
    const en = render("en");
    for (const name of [
      "Bold",
      "Italic",
      "Underline",
      "Strikethrough",
      "Heading 2",
      "Heading 3",
      "Bulleted list",
      "Numbered list",
      "Quote",
      "Link",
    ]) {
      expect(en).toMatch(new RegExp(`aria-label="${name}" aria-pressed="false"`));
    }
    expect(en).toContain('aria-label="Undo"');
    expect(en).toContain('aria-label="Redo"');
    const de = render("de");
    for (const name of [
      "Fett",
      "Kursiv",
      "Unterstrichen",
      "Durchgestrichen",
      "Überschrift 2",
      "Aufzählung",
      "Nummerierte Liste",
      "Zitat",
      "Rückgängig",
      "Wiederholen",
    ]) {
      expect(de).toContain(`aria-label="${name}"`);
    }
  });

  it("shows its error below the field", () => {
    expect(textOf(render("en", "Enter a maximum of 20000 characters."))).toContain(
      "Enter a maximum of 20000 characters.",
    );
  });
});
