/**
 * The browser and the server's render format precompiled messages with use-intl's format-only
 * formatter; the server's own modules (API error texts, mails) format the catalogues' ICU texts
 * with intl-messageformat (scripts/vite-precompiled-messages.ts, ADR 024). Both must print the
 * same text: every message of both catalogues (the editor's too) is formatted both ways, with
 * values that take each plural and select branch.
 */
import { describe, expect, it } from "vitest";
import { _createCache, _createIntlFormatters, createTranslator } from "use-intl/core";
import formatOnly from "use-intl/format-message/format-only";
import { LOCALE_TAGS, LOCALES, type Locale } from "../constants.ts";
import {
  compileCatalogue,
  compileMessage,
  compiledModule,
  serverOnlyKeysIn,
  type CompiledTree,
  type MessageTree,
} from "../../scripts/vite-precompiled-messages.ts";
import { editorCatalogues } from "./editor-catalogue.ts";
import type { UncheckedMessages } from "./catalogues.ts";
import { catalogues } from "./translator.ts";
import { SERVER_ONLY_TEXTS } from "./server-only-texts.ts";

const TIME_ZONE = "Europe/Berlin";
// icu-minify's node types (icu-minify/dist/types/types.d.ts).
const [POUND, SELECT, PLURAL, SELECTORDINAL, NUMBER, DATE, TIME] = [0, 1, 2, 3, 4, 5, 6];

type Node = string | number | Node[] | { [option: string]: Node };
type Samples = Map<string, unknown[]>;

/** Per argument of a compiled message, the values to try: every branch of a plural or select. */
function collectSamples(node: Node, samples: Samples): void {
  if (typeof node === "string" || typeof node === "number") return;
  if (!Array.isArray(node)) {
    for (const branch of Object.values(node)) collectSamples(branch, samples);
    return;
  }
  const [name, type, options] = node;
  if (typeof name !== "string") {
    for (const child of node) collectSamples(child, samples);
    return;
  }
  const add = (...values: unknown[]) => samples.set(name, [...(samples.get(name) ?? []), ...values]);
  if (type === undefined) add("Wert", 1234.5);
  else if (type === NUMBER) add(0, 1, 2.5, 1234567.891);
  else if (type === PLURAL || type === SELECTORDINAL) add(0, 1, 2, 3, 11, 1.5, 1000);
  else if (type === DATE || type === TIME) add(new Date("2026-03-29T00:30:00Z"), new Date("2026-12-31T23:59:59Z"));
  else if (type === SELECT) add(...Object.keys(options as object), "unbekannt");
  else if (typeof type !== "number" || type === POUND)
    add((chunks: string[]) => `<${name}>${chunks.join("")}</${name}>`);
  for (const child of node.slice(typeof type === "number" ? 2 : 1)) collectSamples(child as Node, samples);
}

/** Value sets that together give each argument each of its sample values. */
function valueSets(samples: Samples): Record<string, unknown>[] {
  const rounds = Math.max(1, ...[...samples.values()].map((values) => values.length));
  return Array.from({ length: rounds }, (_, round) =>
    Object.fromEntries([...samples].map(([name, values]) => [name, values[round % values.length]])),
  );
}

function* leaves(tree: MessageTree, prefix = ""): Generator<[string, string]> {
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === "string") yield [key, value];
    else yield* leaves(value, key);
  }
}

function compiledAt(tree: CompiledTree, key: string): Node {
  let node: unknown = tree;
  for (const part of key.split(".")) node = (node as Record<string, unknown>)[part];
  return node as Node;
}

function formatBothWays(locale: Locale, tree: MessageTree) {
  const compiled = compileCatalogue(tree);
  const cache = _createCache();
  const formatters = _createIntlFormatters(cache);
  const errors: string[] = [];
  const messages: UncheckedMessages = tree;
  const t = createTranslator({
    locale: LOCALE_TAGS[locale],
    messages,
    timeZone: TIME_ZONE,
    onError: (error) => errors.push(error.message),
  });
  const differences: string[] = [];
  let compared = 0;
  for (const [key] of leaves(tree)) {
    const message = compiledAt(compiled, key);
    const samples: Samples = new Map();
    collectSamples(message, samples);
    for (const values of valueSets(samples)) {
      const server = t.markup(key, values as never);
      const browser = formatOnly(key, message as never, values as never, {
        cache,
        formatters,
        locale: LOCALE_TAGS[locale],
        timeZone: TIME_ZONE,
      });
      compared++;
      if (server !== browser) differences.push(`${key} ${JSON.stringify(values)}: ${server} | ${String(browser)}`);
    }
  }
  return { differences, errors, compared };
}

describe("precompiled messages (scripts/vite-precompiled-messages.ts)", () => {
  for (const locale of LOCALES) {
    it(`format every ${locale} message as the server does`, () => {
      const tree = { ...catalogues[locale], ...editorCatalogues[locale] } as MessageTree;
      const { differences, errors, compared } = formatBothWays(locale, tree);
      expect(differences).toEqual([]);
      expect(errors).toEqual([]);
      expect(compared).toBeGreaterThan(1000);
    });
  }

  it("format named styles, escapes and markup as intl-messageformat does", () => {
    const tree: MessageTree = {
      date: "{when, date, short} / {when, date, long} / {when, time, short} / {when, date}",
      number: "{n, number, integer} {n, number, percent} {n, number, ::currency/EUR} {n, number}",
      plural: "{count, plural, =0 {keine} one {# Stück} other {# Stück}} ({count, selectordinal, one {#.} other {#.}})",
      select: "{kind, select, a {A {n, number}} other {anders}}",
      quoted: "It''s '{not}' an argument, {real}",
      markup: "Read <b>the {what}</b> <i></i>",
    };
    for (const locale of LOCALES) {
      const { differences, errors, compared } = formatBothWays(locale, tree);
      expect({ locale, differences, errors }).toEqual({ locale, differences: [], errors: [] });
      expect(compared).toBeGreaterThanOrEqual(Object.keys(tree).length);
    }
  });

  it("fail the build on an invalid message or an unknown named style", () => {
    expect(() => compileMessage("Broken {name", "x.broken")).toThrow(/x\.broken is not a valid ICU message/);
    expect(() => compileMessage("{n, number, fancy}", "x.style")).toThrow(/x\.style uses the unknown style "fancy"/);
    expect(compileMessage("{when, date, short}")).toEqual([
      ["when", DATE, { month: "numeric", day: "numeric", year: "2-digit" }],
    ]);
    expect(compileMessage("No arguments")).toBe("No arguments");
    expect(compileMessage("{n, number} items")).toEqual([["n", NUMBER], " items"]);
  });

  it("leave out the server-only texts, and find where a chunk names one", () => {
    const tree: MessageTree = { mail: { subject: "S" }, documents: { list: { heading: "D" }, pdf: { page: "P" } } };
    expect(compileCatalogue(tree, ["mail", "documents.pdf"])).toEqual({ documents: { list: { heading: "D" } } });
    expect(compiledModule({ de: tree }, ["mail", "documents"])).toBe("export const de = {};\n");
    expect(serverOnlyKeysIn('t("mail.subject"); t(`documents.pdf.${x}`); email: "x"', SERVER_ONLY_TEXTS)).toEqual([
      "mail",
      "documents.pdf",
    ]);
    expect(serverOnlyKeysIn('t("email.subject"); t("documents.list.heading"); seo: 1', SERVER_ONLY_TEXTS)).toEqual([]);
  });

  it("leave out only texts that exist, in both catalogues", () => {
    for (const locale of LOCALES) {
      const keys = [...leaves(catalogues[locale] as MessageTree)].map(([key]) => key);
      for (const text of SERVER_ONLY_TEXTS) {
        expect(keys.some((key) => key.startsWith(`${text}.`))).toBe(true);
      }
    }
  });
});
