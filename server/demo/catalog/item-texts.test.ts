import { describe, expect, it } from "vitest";
import {
  descriptionHtml,
  formatDimensions,
  formatWeight,
  metaDescription,
  technicalDataHtml,
  type TextSource,
} from "./item-texts.ts";

const source: TextSource = {
  name: ["Tisch <Eske> & Bank", "Eske table & bench"],
  short: ["Massiv.", "Solid."],
  paragraphs: [["Erster Absatz.", "First paragraph."]],
  features: [["Eiche", "Oak"]],
  material: ["Eiche", "Oak"],
  care: ["Ölen", "Oil"],
  specs: [],
  techStyle: "table",
  dims: [2000, 755, 1000],
  weightG: 1250,
  keywords: ["tisch", "table"],
  manufacturer: "Holzwerk",
};

describe("item texts", () => {
  it("writes dimensions in cm with the language's decimal separator", () => {
    expect(formatDimensions([2000, 755, 1000], "de")).toBe("B 200 × H 75,5 × T 100 cm");
    expect(formatDimensions([2000, 755, 1000], "en")).toBe("W 200 × H 75.5 × D 100 cm");
  });

  it("writes weights in g below a kilogram and in kg above", () => {
    expect(formatWeight(240, "de")).toBe("240 g");
    expect(formatWeight(1250, "de")).toBe("1,3 kg");
    expect(formatWeight(46000, "en")).toBe("46 kg");
  });

  it("escapes text inside the HTML it builds", () => {
    expect(descriptionHtml({ ...source, paragraphs: [source.name] }, "de")).toBe(
      "<p>Tisch &lt;Eske&gt; &amp; Bank</p><ul><li>Eiche</li></ul>",
    );
    expect(technicalDataHtml(source, "en")).toContain("<tr><th>Dimensions</th><td>W 200 × H 75.5 × D 100 cm</td></tr>");
    expect(technicalDataHtml({ ...source, techStyle: "list" }, "de")).toMatch(/^<ul><li><strong>Maße:<\/strong> /);
  });

  it("cuts meta descriptions at a word boundary below 160 characters", () => {
    const long = { ...source, short: ["Wort ".repeat(60), "word ".repeat(60)] as const };
    const text = metaDescription(long, "de");
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith(" Wort…")).toBe(true);
    expect(metaDescription(source, "en")).toBe("Buy Eske table & bench at Nordlicht: Solid.");
  });
});
