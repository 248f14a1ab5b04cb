import { describe, expect, it } from "vitest";
import { renderLegalTextPdf } from "./legal-text-pdf.ts";

/** The hex strings pdfkit writes for text, decoded (WinAnsi; the tests' texts are ASCII and Latin-1). */
function shownText(pdf: Buffer): string {
  return [...pdf.toString("latin1").matchAll(/<([0-9a-f]+)>/g)]
    .map((match) => Buffer.from(match[1] ?? "", "hex").toString("latin1"))
    .join("");
}

const options = {
  locale: "de",
  shopName: "Polarstern",
  footer: "Polarstern Wohnen GmbH · Elbchaussee 1",
  pageLabel: (page: number, pages: number) => `Seite ${page} von ${pages}`,
  baseUrl: "https://shop.example",
  compress: false,
};

describe("legal text PDF", () => {
  it("prints the title, each section's heading and text, lists, links made absolute, and the footer on every page", async () => {
    const pdf = await renderLegalTextPdf(
      {
        title: "Widerrufsbelehrung",
        version: 3,
        sections: [
          {
            title: "Widerrufsrecht",
            html: '<p>Sie haben das Recht, <strong>binnen vierzehn Tagen</strong> zu widerrufen.</p><ul><li>Brief</li><li>E-Mail</li></ul><p><a href="/cancellation-form">Formular</a></p>',
          },
          { title: "Folgen", html: `<p>${"Wir erstatten alle Zahlungen. ".repeat(300)}</p>` },
        ],
      },
      options,
    );
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = shownText(pdf);
    expect(text).toContain("Widerrufsbelehrung");
    expect(text).toContain("Widerrufsrecht");
    expect(text).toContain("binnen vierzehn Tagen");
    // The bullet is WinAnsi 0x95.
    expect(text).toContain("\x95 Brief");
    expect(text).toContain("https://shop.example/cancellation-form");
    expect(text).toContain("Seite 1 von 2");
    expect(text).toContain("Seite 2 von 2");
    expect(text.match(/Polarstern Wohnen GmbH/g)).toHaveLength(2);
  });
});
