// The editor's texts come with its chunk (ADR 016); a test of its components registers them too.
import "../editor-messages.ts";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Locale } from "#common/constants.ts";
import { I18nProvider } from "~/lib/i18n.tsx";
import { ImageField } from "./image-field.tsx";

function render(value: string, locale: Locale = "en") {
  return renderToStaticMarkup(
    <I18nProvider locale={locale}>
      <ImageField label="Desktop image" value={value} onChange={() => undefined} />
    </I18nProvider>,
  );
}

const buttons = (markup: string) =>
  [...markup.matchAll(/<button([^>]*)>([^<]*)<\/button>/g)].map(([, attributes = "", name]) => ({
    name,
    disabled: /\sdisabled=""/.test(attributes),
  }));

describe("ImageField", () => {
  it("shows the chosen media file's small WebP, its reference and both buttons", () => {
    const markup = render("uploads/sommer-k3x9q2.webp");
    expect(markup).toContain("<legend");
    expect(markup).toContain(">Desktop image</legend>");
    expect(markup).toMatch(
      /<img src="\/media\/uploads\/320\/sommer-k3x9q2\.webp" alt="Preview: uploads\/sommer-k3x9q2\.webp"/,
    );
    expect(markup).toContain('value="uploads/sommer-k3x9q2.webp"');
    expect(buttons(markup)).toEqual([
      { name: "Choose image", disabled: false },
      { name: "Remove image", disabled: false },
    ]);
    expect(markup).not.toContain("aria-invalid");
  });

  it("uses an https address as it is and says when there is no image, in German too", () => {
    expect(render("https://images.example/a.jpg")).toContain('src="https://images.example/a.jpg"');
    const empty = render("", "de");
    expect(empty).toContain("Kein Bild ausgewählt.");
    expect(empty).not.toContain("<img");
    expect(buttons(empty)).toEqual([
      { name: "Bild auswählen", disabled: false },
      { name: "Bild entfernen", disabled: true },
    ]);
    expect(empty).toContain(">Bildadresse</label>");
  });

  it("marks an address the block schema would refuse, with the reason beside it", () => {
    for (const value of ["javascript:alert(1)", "http://insecure.example/a.jpg", "items/../secret.webp"]) {
      const markup = render(value);
      expect(markup, value).toContain('aria-invalid="true"');
      expect(markup, value).toContain("Enter an https:// address, or choose an image.");
      expect(markup, value).not.toContain("<img");
    }
  });
});
