import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "../constants.ts";
import { registerEditorMessages } from "./editor-catalogue.ts";
import { catalogues, translatorFor } from "./translator.ts";

/**
 * Numbers and plurals go through ICU in the page's language: a plain `{average}` prints
 * JavaScript's "3.9" in German too, and "{star} Sterne" reads "1 Sterne". These checks scan
 * the catalogues (the editor's too, ADR 016) and the code that builds text itself.
 */
registerEditorMessages();

/**
 * Argument names that carry a number wherever they appear, so the message must format them
 * (`number`, `plural`, `selectordinal`), never print them plain. A name used for a preformatted
 * text in one message is listed in TEXT_ARGUMENTS with that message's key.
 */
const NUMBER_ARGUMENTS = new Set([
  "average",
  "count",
  "height",
  "index",
  "max",
  "maxKilobytes",
  "min",
  "oversellingAmount",
  "page",
  "pages",
  "quantity",
  "rate",
  "rating",
  "seconds",
  "star",
  "stars",
  "step",
  "stock",
  "total",
  "width",
]);
const TEXT_ARGUMENTS: Record<string, string[]> = {
  // Money, formatted with its currency by the server.
  "errors.couponMinOrderValueNotReached": ["min"],
  // The page's title.
  "seo.pageDescription": ["page"],
  // Formatted by the caller: a percentage (orderFormat), lengths with the page's Intl.NumberFormat.
  "mail.orderConfirmation.vatLine": ["rate"],
  "documents.pdf.vatAmount": ["rate"],
  "product.dimensionsValue": ["width", "height"],
};

/** German nouns and units that read the same in singular and plural ("1 Zeichen", "2 Zeichen"). */
const INVARIANT_GERMAN_NOUNS = new Set(["Zeichen", "Artikel", "KB", "Pixel"]);

type Tree = { readonly [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    const dotted = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? [[dotted, value]] : flatten(value, dotted);
  });
}

/** One `{name, type, ...}` of a message: its type ("" when plain), and the text right after it. */
type ArgumentUse = { name: string; type: string; after: string; inBranch: boolean };

/** The arguments of an ICU message in order, nested ones (inside plural and select branches) too. */
function argumentUses(message: string): ArgumentUse[] {
  const uses: ArgumentUse[] = [];
  const closing = (from: number): number => {
    let depth = 0;
    for (let i = from; i < message.length; i += 1) {
      if (message[i] === "'" && "{}#".includes(message[i + 1] ?? "")) i = message.indexOf("'", i + 1);
      else if (message[i] === "{") depth += 1;
      else if (message[i] === "}" && --depth === 0) return i;
    }
    throw new Error(`unbalanced braces in ${JSON.stringify(message)}`);
  };
  const walk = (start: number, end: number, inBranch: boolean) => {
    for (let i = start; i < end; i += 1) {
      if (message[i] === "'" && "{}#".includes(message[i + 1] ?? "")) {
        i = message.indexOf("'", i + 1);
        continue;
      }
      if (message[i] !== "{") continue;
      const close = closing(i);
      const [name = "", type = ""] = message
        .slice(i + 1, close)
        .split(",", 2)
        .map((part) => part.trim());
      const after = message.slice(close + 1, end).split("{")[0] ?? "";
      uses.push({ name, type: /^\w+$/.test(type) ? type : "", after, inBranch });
      if (type === "plural" || type === "select" || type === "selectordinal") {
        for (const branch of message.slice(i, close).matchAll(/\{/g)) {
          const open = i + branch.index;
          if (open === i) continue;
          const branchClose = closing(open);
          walk(open + 1, branchClose, true);
        }
      }
      i = close;
    }
  };
  walk(0, message.length, false);
  return uses;
}

const isNumberArgument = (key: string, name: string) =>
  NUMBER_ARGUMENTS.has(name) && !(TEXT_ARGUMENTS[key] ?? []).some((text) => text === name);

/** "{count} Sterne", "{count} stars": a counted noun right after a number needs plural forms. */
function countedNoun(locale: Locale, after: string): string | null {
  const word = /^\s(\p{L}+)/u.exec(after)?.[1];
  if (!word) return null;
  if (locale === "de") return /^\p{Lu}/u.test(word) && !INVARIANT_GERMAN_NOUNS.has(word) ? word : null;
  return /^[a-z]{2,}s$/.test(word) ? word : null;
}

function numberFormProblems(locale: Locale): string[] {
  const problems: string[] = [];
  for (const [key, message] of flatten(catalogues[locale] as Tree)) {
    for (const use of argumentUses(message)) {
      if (!isNumberArgument(key, use.name)) continue;
      if (use.type === "") problems.push(`${key}: {${use.name}} is printed unformatted`);
      const noun = use.type === "plural" ? null : countedNoun(locale, use.after);
      if (noun) problems.push(`${key}: "${noun}" after {${use.name}} needs a plural form`);
    }
  }
  return problems;
}

describe("the argument scanner", () => {
  it("finds plain, formatted and nested arguments with the text after them", () => {
    expect(argumentUses("{average} von 5 Sternen")).toEqual([
      { name: "average", type: "", after: " von 5 Sternen", inBranch: false },
    ]);
    expect(argumentUses("{n, plural, one {# Stern} other {# Sterne für {who}}}, {x, number} mehr")).toEqual([
      { name: "n", type: "plural", after: ", ", inBranch: false },
      { name: "who", type: "", after: "", inBranch: true },
      { name: "x", type: "number", after: " mehr", inBranch: false },
    ]);
    expect(argumentUses("Quoted '{notAnArgument}' and {real}")).toEqual([
      { name: "real", type: "", after: "", inBranch: false },
    ]);
  });

  it("reports a plain number and a counted noun without plural forms", () => {
    expect(countedNoun("de", " Sterne und mehr")).toBe("Sterne");
    expect(countedNoun("de", " von 5 Sternen")).toBeNull();
    expect(countedNoun("de", " Zeichen")).toBeNull();
    expect(countedNoun("en", " seconds and try again")).toBe("seconds");
    expect(countedNoun("en", " out of 5 stars")).toBeNull();
  });
});

describe("numbers and plurals in the catalogues", () => {
  it.each(LOCALES)("%s: every number is formatted by ICU and every counted noun has plural forms", (locale) => {
    expect(numberFormProblems(locale)).toEqual([]);
  });

  it("German messages hold no number or price in English notation", () => {
    const english = [...flatten(catalogues.de as Tree)].filter(([, text]) =>
      /\d\.\d{1,2}(?!\d)|\d,\d{3}(?!\d)|€\s?\d/.test(text),
    );
    expect(english).toEqual([]);
  });

  it("format decimals and plurals in the page's language", () => {
    const de = translatorFor("de");
    const en = translatorFor("en");
    expect(de("reviews.averageLabel", { average: 3.9 })).toBe("3,9 von 5 Sternen");
    expect(en("reviews.averageLabel", { average: 3.9 })).toBe("3.9 out of 5 stars");
    expect(de("reviews.starCount", { star: 1, count: 1200 })).toBe("1 Stern: 1.200");
    expect(en("reviews.starCount", { star: 1, count: 1200 })).toBe("1 star: 1,200");
    expect(de("catalog.ratingAtLeast", { stars: 1 })).toBe("1 Stern und mehr");
    expect(en("catalog.ratingAtLeast", { stars: 1 })).toBe("1 star and up");
    expect(de("catalog.ratingText", { rating: 4.5, count: 1 })).toBe("Mit 4,5 von 5 Sternen bewertet, 1 Bewertung");
    expect(en("catalog.ratingText", { rating: 4.5, count: 1 })).toBe("Rated 4.5 out of 5 stars, 1 review");
    expect(de("errors.tooManyRequests", { seconds: 1 })).toBe(
      "Zu viele Versuche. Bitte warten Sie 1 Sekunde und versuchen Sie es erneut.",
    );
    expect(en("errors.tooManyRequests", { seconds: 1 })).toBe("Too many attempts. Please wait 1 second and try again.");
    expect(de("cart.vatIncluded", { rate: 5.5 })).toBe("inkl. MwSt. 5,5 %");
    expect(en("cart.vatIncluded", { rate: 5.5 })).toBe("incl. VAT 5.5 %");
  });
});

/**
 * Code that turns a number into text by itself, not through Intl with the page's locale.
 * Each allowed place says why its text is not for reading in a language.
 */
const NUMBER_TEXT_ALLOWED: Record<string, string> = {
  "app/features/catalog/listing-search-params.ts": "price filter values in the URL",
  "app/features/product/product-json-ld.ts": "schema.org prices are dot decimals",
  "server/demo/product-art/product-svg.ts": "SVG coordinates",
  "server/demo/catalog/item-texts.ts": "demo texts, written per language with their own decimal comma",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("code that builds text", () => {
  it("formats numbers with Intl in the page's locale, not toFixed, toString or a hard-coded €", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const offending: string[] = [];
    for (const dir of ["app", "common", "server"]) {
      for (const file of sourceFiles(path.join(root, dir))) {
        const relative = path.relative(root, file);
        if (relative in NUMBER_TEXT_ALLOWED) continue;
        readFileSync(file, "utf8")
          .split("\n")
          .forEach((line, index) => {
            if (
              /\.toFixed\(|\.toLocaleString\(\)|\$\{[^}]+\}\s?€|€\$\{|"-€|toLocale(Date|Time)?String\(\s*\)/.test(line)
            )
              offending.push(`${relative}:${index + 1}: ${line.trim()}`);
          });
      }
    }
    expect(offending).toEqual([]);
  });
});
