import { SHOP_NAME } from "./lookups.ts";
import type { Text2 } from "./types.ts";

export type Lang = "de" | "en";
export const LANGS: readonly Lang[] = ["de", "en"];

export const pickLang = (text: Text2, lang: Lang): string => (lang === "de" ? text[0] : text[1]);

const escapeHtml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** German writes 1,5 kg; English 1.5 kg. */
function decimal(value: number, lang: Lang): string {
  const text = Number.isInteger(value) ? String(value) : value.toFixed(1);
  return lang === "de" ? text.replace(".", ",") : text;
}

export function formatDimensions(dims: readonly [number, number, number], lang: Lang): string {
  const [w, h, d] = dims.map((mm) => decimal(Math.round(mm) / 10, lang));
  return lang === "de" ? `B ${w} × H ${h} × T ${d} cm` : `W ${w} × H ${h} × D ${d} cm`;
}

export function formatWeight(grams: number, lang: Lang): string {
  return grams >= 1000 ? `${decimal(Math.round(grams / 100) / 10, lang)} kg` : `${grams} g`;
}

export type TextSource = {
  name: Text2;
  short: Text2;
  paragraphs: readonly Text2[];
  features: readonly Text2[];
  material: Text2;
  care: Text2;
  specs: readonly (readonly [Text2, Text2])[];
  techStyle: "table" | "list";
  dims: readonly [number, number, number];
  weightG: number;
  keywords: Text2;
  manufacturer: string;
};

export function descriptionHtml(source: TextSource, lang: Lang): string {
  const paragraphs = source.paragraphs.map((text) => `<p>${escapeHtml(pickLang(text, lang))}</p>`).join("");
  const features = source.features.map((text) => `<li>${escapeHtml(pickLang(text, lang))}</li>`).join("");
  return `${paragraphs}<ul>${features}</ul>`;
}

export function technicalDataHtml(source: TextSource, lang: Lang): string {
  const rows: [string, string][] = [
    [lang === "de" ? "Maße" : "Dimensions", formatDimensions(source.dims, lang)],
    [lang === "de" ? "Gewicht" : "Weight", formatWeight(source.weightG, lang)],
    ["Material", pickLang(source.material, lang)],
    [lang === "de" ? "Pflege" : "Care", pickLang(source.care, lang)],
    ...source.specs.map(([label, value]): [string, string] => [pickLang(label, lang), pickLang(value, lang)]),
  ];
  if (source.techStyle === "list") {
    return `<ul>${rows.map(([label, value]) => `<li><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</li>`).join("")}</ul>`;
  }
  const body = rows
    .map(([label, value]) => `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join("");
  return `<table><tbody>${body}</tbody></table>`;
}

/** Search snippets stay under 160 characters, cut at a word boundary. */
export function metaDescription(source: TextSource, lang: Lang): string {
  const name = pickLang(source.name, lang);
  const text =
    lang === "de"
      ? `${name} bei ${SHOP_NAME} kaufen: ${pickLang(source.short, lang)}`
      : `Buy ${name} at ${SHOP_NAME}: ${pickLang(source.short, lang)}`;
  if (text.length <= 160) return text;
  const cut = text.slice(0, 157);
  return `${cut.slice(0, cut.lastIndexOf(" "))}…`;
}

export function keywords(source: TextSource, lang: Lang): string {
  return `${pickLang(source.keywords, lang)}, ${source.manufacturer.toLowerCase()}`;
}
