import { describe, expect, it } from "vitest";
import { createTranslator } from "use-intl/core";
import { LOCALE_TAGS, LOCALES } from "../constants.ts";
import { ERROR_KEYS } from "../errors.ts";
import { de } from "./de.ts";
import { en } from "./en.ts";
import { hasMessage, type UncheckedMessages } from "./catalogues.ts";
import { catalogues, translatorFor } from "./translator.ts";
import { editorCatalogues, registerEditorMessages } from "./editor-catalogue.ts";

// Every check below covers the editor's texts too (ADR 016).
const shopNamespaces = Object.keys(en);
registerEditorMessages();

type Tree = { readonly [key: string]: string | Tree };

/** Every message as dotted key -> text. A non-string, non-object leaf is reported as itself. */
function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else if (typeof value === "object" && value !== null) for (const entry of flatten(value, path)) out.set(...entry);
    else out.set(path, `<${typeof value}>`);
  }
  return out;
}

/** Keys present in one catalogue only, per side. */
function keyDifference(a: Tree, b: Tree): { onlyInA: string[]; onlyInB: string[] } {
  const keysA = [...flatten(a).keys()];
  const keysB = new Set(flatten(b).keys());
  const setA = new Set(keysA);
  return { onlyInA: keysA.filter((key) => !keysB.has(key)), onlyInB: [...keysB].filter((key) => !setA.has(key)) };
}

const BRANCHING = new Set(["select", "plural", "selectordinal"]);

/** Argument names of an ICU message, also those inside select and plural branches. */
export function icuArguments(message: string): string[] {
  const names = new Set<string>();
  const end = parseMessage(message, 0, names);
  if (end !== message.length) throw new Error(`unbalanced } at ${end} in ${JSON.stringify(message)}`);
  return [...names].sort();
}

function parseMessage(text: string, start: number, names: Set<string>): number {
  let i = start;
  while (i < text.length) {
    const char = text[i];
    if (char === "'") {
      const next = text[i + 1];
      if (next === "'") i += 2;
      else if (next === "{" || next === "}" || next === "#" || next === "|") {
        const close = text.indexOf("'", i + 1);
        i = close === -1 ? text.length : close + 1;
      } else i += 1;
    } else if (char === "}") return i;
    else if (char === "{") i = parseArgument(text, i + 1, names);
    else i += 1;
  }
  return i;
}

function parseArgument(text: string, start: number, names: Set<string>): number {
  const readUntil = (from: number, stops: string): [string, number] => {
    let i = from;
    while (i < text.length && !stops.includes(text[i] as string)) i += 1;
    if (i >= text.length) throw new Error(`unclosed argument in ${JSON.stringify(text)}`);
    return [text.slice(from, i).trim(), i];
  };
  const [name, afterName] = readUntil(start, ",}");
  if (!/^[A-Za-z_]\w*$/.test(name))
    throw new Error(`bad argument name ${JSON.stringify(name)} in ${JSON.stringify(text)}`);
  names.add(name);
  if (text[afterName] === "}") return afterName + 1;
  const [type, afterType] = readUntil(afterName + 1, ",}");
  if (text[afterType] === "}") return afterType + 1;
  if (!BRANCHING.has(type)) {
    const [, styleEnd] = readUntil(afterType + 1, "}");
    return styleEnd + 1;
  }
  let i = afterType + 1;
  for (;;) {
    while (/\s/.test(text[i] ?? "")) i += 1;
    if (i >= text.length) throw new Error(`unclosed ${type} in ${JSON.stringify(text)}`);
    if (text[i] === "}") return i + 1;
    const [selector, open] = readUntil(i, "{}");
    if (text[open] !== "{" || selector === "") throw new Error(`bad ${type} option in ${JSON.stringify(text)}`);
    const close = parseMessage(text, open + 1, names);
    if (text[close] !== "}") throw new Error(`unclosed option in ${JSON.stringify(text)}`);
    i = close + 1;
  }
}

describe("catalogue comparison helpers", () => {
  it("report a key that exists in one language only", () => {
    expect(keyDifference({ a: "x", b: { c: "y" } }, { a: "x", b: { d: "y" } })).toEqual({
      onlyInA: ["b.c"],
      onlyInB: ["b.d"],
    });
    expect(keyDifference({ a: "x" }, { a: { b: "x" } })).toEqual({ onlyInA: ["a"], onlyInB: ["a.b"] });
  });

  it("find ICU arguments, nested ones too, and not the branch texts", () => {
    expect(icuArguments("Hello {name}")).toEqual(["name"]);
    expect(icuArguments("No arguments, it's plain")).toEqual([]);
    expect(icuArguments("{locale, select, de {Deutsch} en {English} other {{locale}}}")).toEqual(["locale"]);
    expect(icuArguments("{count, plural, one {# item for {who}} other {# items}}")).toEqual(["count", "who"]);
    expect(icuArguments("{total, number, ::currency/EUR} at {when, date, short}")).toEqual(["total", "when"]);
    expect(icuArguments("Quoted '{notAnArgument}' and {real}")).toEqual(["real"]);
    expect(() => icuArguments("Broken {name")).toThrow();
    expect(() => icuArguments("Broken name}")).toThrow();
  });
});

describe("the editor's catalogue (ADR 016)", () => {
  it("has its own namespaces, so registering it overwrites no shop text", () => {
    const editorNamespaces = Object.keys(editorCatalogues.en);
    expect(editorNamespaces.filter((name) => shopNamespaces.includes(name))).toEqual([]);
    expect(Object.keys(editorCatalogues.de).sort()).toEqual([...editorNamespaces].sort());
  });
});

describe("message catalogues", () => {
  it("have exactly the same keys in German and English", () => {
    expect(keyDifference(de, en)).toEqual({ onlyInA: [], onlyInB: [] });
  });

  it("use the same ICU arguments for each key in both languages", () => {
    const german = flatten(de);
    const mismatches: string[] = [];
    for (const [key, english] of flatten(en)) {
      const other = german.get(key);
      if (other === undefined) continue;
      const a = icuArguments(english).join(",");
      const b = icuArguments(other).join(",");
      if (a !== b) mismatches.push(`${key}: en {${a}} de {${b}}`);
    }
    expect(mismatches).toEqual([]);
  });

  it("have no empty messages", () => {
    for (const locale of LOCALES) {
      const empty = [...flatten(catalogues[locale])].filter(([, text]) => text.trim() === "").map(([key]) => key);
      expect({ locale, empty }).toEqual({ locale, empty: [] });
    }
  });

  it("format every message in both languages without errors", () => {
    for (const locale of LOCALES) {
      const errors: string[] = [];
      // Every key of the catalogue, found at run time: the translator is the untyped one.
      const messages: UncheckedMessages = catalogues[locale];
      const t = createTranslator({
        locale: LOCALE_TAGS[locale],
        messages,
        timeZone: "Europe/Berlin",
        onError: (error) => errors.push(error.message),
      });
      for (const [key, text] of flatten(catalogues[locale])) {
        const values = Object.fromEntries(icuArguments(text).map((name) => [name, 2]));
        const formatted = t(key, values);
        expect({ key, formatted: typeof formatted }).toEqual({ key, formatted: "string" });
        expect(formatted).not.toContain("{");
      }
      expect({ locale, errors }).toEqual({ locale, errors: [] });
    }
  });

  it("have a message for every error key of the API in both languages", () => {
    for (const locale of LOCALES) {
      const missing = ERROR_KEYS.filter((key) => !hasMessage(locale, `errors.${key}`));
      expect({ locale, missing }).toEqual({ locale, missing: [] });
    }
  });

  it("carry the exact validation wording of the specification in English", () => {
    const t = translatorFor("en");
    expect(t("validation.emailRequired")).toBe("Email is required.");
    expect(t("validation.emailInvalid")).toBe("This field needs to be a valid email.");
    expect(t("validation.passwordRule")).toBe(
      "Password must be at least 8 characters long and include at least one letter and one number.",
    );
    expect(t("validation.passwordsDoNotMatch")).toBe("Passwords do not match.");
    expect(t("validation.mandatory")).toBe("This is a mandatory field.");
    expect(t("validation.wholeNumber")).toBe("Enter a whole number.");
    expect(t("validation.decimalNumber")).toBe("Enter a decimal number.");
    expect(t("validation.maxLength", { max: 500 })).toBe("Enter a maximum of 500 characters.");
    expect(t("errors.invalidLoginData")).toBe("Invalid login data");
    expect(t("errors.userBlocked")).toBe("User is blocked");
    expect(t("errorPage.notFoundTitle")).toBe("Page Not Found");
    expect(t("errorPage.notFoundMessage", { path: "/x" })).toBe("Page not found: /x");
  });

  it("translate German and English differently where the texts are language specific", () => {
    expect(translatorFor("de")("validation.emailRequired")).toBe("E-Mail ist erforderlich.");
    expect(translatorFor("de")("errors.tooManyRequests", { seconds: 30 })).toBe(
      "Zu viele Versuche. Bitte warten Sie 30 Sekunden und versuchen Sie es erneut.",
    );
  });

  it("answer hasMessage only for string leaves", () => {
    expect(hasMessage("en", "validation.emailRequired")).toBe(true);
    expect(hasMessage("en", "validation")).toBe(false);
    expect(hasMessage("en", "validation.nope")).toBe(false);
    expect(hasMessage("de", "errors.toString")).toBe(false);
    expect(hasMessage("de", "constructor")).toBe(false);
  });
});

describe("translatorFor", () => {
  it("gives one translator per language, which formats as a new one does", () => {
    expect(translatorFor("de")).toBe(translatorFor("de"));
    expect(translatorFor("en")).not.toBe(translatorFor("de"));
    for (const locale of LOCALES) {
      const fresh = createTranslator({ locale: LOCALE_TAGS[locale], messages: catalogues[locale] });
      for (const count of [0, 1, 2, 1234.5]) {
        expect(translatorFor(locale)("catalog.ratingText", { rating: 4.5, count })).toBe(
          fresh("catalog.ratingText", { rating: 4.5, count }),
        );
      }
    }
  });
});
