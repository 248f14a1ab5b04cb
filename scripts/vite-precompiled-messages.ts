/**
 * Build plugin (client and SSR builds): the message catalogues are precompiled, so the browser
 * formats them without an ICU parser and the server's render without parsing them per request
 * (ADR 024).
 *
 * use-intl formats a message through its module `use-intl/format-message`. By default that is
 * intl-messageformat, which parses the ICU text at run time: about 10 KiB gzip of parser and
 * formatter in every page. use-intl ships a second implementation,
 * `use-intl/format-message/format-only` (icu-minify's 1 KiB formatter), that formats messages
 * compiled ahead of time into icu-minify's array form (`"Hello {name}"` becomes
 * `["Hello ", ["name"]]`; a message without arguments stays its plain string). This plugin:
 *
 * - resolves use-intl's own import of `use-intl/format-message` to the format-only module;
 * - replaces each catalogue module (`catalogues`: de.ts, en.ts, editor-de.ts, editor-en.ts) by
 *   its value compiled: Node imports the module as the server does, every text is compiled
 *   with icu-minify, and the module becomes `export const de = {…}`. The texts in `serverOnly`
 *   (common/i18n/server-only-texts.ts: only server code formats them) are left out of the
 *   client build's catalogues, and that build fails when another client chunk names one of
 *   them (`"mail.…"`), as a component rendering it would show its key after hydration.
 *
 * The SSR build bundles use-intl (vite.config.ts `ssr.noExternal`), so the render formats the
 * same compiled texts as the browser. The server's own modules (server/, loaded by Node: API
 * error texts, mails, PDFs) keep the ICU texts and intl-messageformat; what they send must read
 * as the browser's formatting of the same key: `common/i18n/precompiled.test.ts` formats every
 * message of both catalogues both ways and compares. Named ICU styles
 * (`{when, date, short}`, `{n, number, percent}`), which icu-minify would look up in formats
 * the page does not configure, are compiled to the options intl-messageformat uses for them.
 *
 * Build only (`npm run dev` builds too): under a Vite dev server the catalogues stay ICU texts
 * and use-intl keeps its default formatter, which parses them.
 * A catalogue part (common/i18n/de/*.ts, en/*.ts) imported by client code other than through
 * a catalogue module would reach the browser uncompiled, and the format-only formatter prints
 * an uncompiled message as it is, braces and all: the build fails instead.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import compile from "icu-minify/compile";
import { IntlMessageFormat } from "intl-messageformat";
import type { Plugin, ResolvedConfig } from "vite";

const FORMAT_MESSAGE = "use-intl/format-message";
const FORMAT_ONLY = "use-intl/format-message/format-only";

// icu-minify's node types (icu-minify/dist/types/types.d.ts): [name, type, style?].
const TYPE_NUMBER = 4;
const TYPE_DATE = 5;
const TYPE_TIME = 6;
const NAMED_STYLES: Record<number, Record<string, object>> = {
  [TYPE_NUMBER]: IntlMessageFormat.formats.number,
  [TYPE_DATE]: IntlMessageFormat.formats.date,
  [TYPE_TIME]: IntlMessageFormat.formats.time,
};

type Compiled = string | number | Compiled[] | { [option: string]: Compiled };
export type MessageTree = { [key: string]: string | MessageTree };
export type CompiledTree = { [key: string]: Compiled | CompiledTree };

/** A named style (`short`, `percent`) becomes the options intl-messageformat gives it. */
function resolveNamedStyles(node: Compiled, key: string): Compiled {
  if (Array.isArray(node)) {
    const [name, type, style] = node;
    if (typeof name === "string" && typeof type === "number" && typeof style === "string" && NAMED_STYLES[type]) {
      const options = NAMED_STYLES[type][style];
      if (!options) throw new Error(`precompiled-messages: ${key} uses the unknown style "${style}" of {${name}}`);
      return [name, type, { ...options }];
    }
    return node.map((child) => resolveNamedStyles(child, key));
  }
  if (typeof node === "object") {
    return Object.fromEntries(Object.entries(node).map(([option, value]) => [option, resolveNamedStyles(value, key)]));
  }
  return node;
}

/** One ICU message in icu-minify's compiled form. */
export function compileMessage(message: string, key = "message"): Compiled {
  let compiled: Compiled;
  try {
    compiled = compile(message) as Compiled;
  } catch (error) {
    throw new Error(`precompiled-messages: ${key} is not a valid ICU message: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return resolveNamedStyles(compiled, key);
}

/**
 * A catalogue with every text compiled, without the namespaces or keys named in `omit`
 * ("mail", or a dotted path such as "documents.position").
 */
export function compileCatalogue(tree: MessageTree, omit: readonly string[] = [], prefix = ""): CompiledTree {
  const result: CompiledTree = {};
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (omit.includes(key)) continue;
    result[name] = typeof value === "string" ? compileMessage(value, key) : compileCatalogue(value, omit, key);
  }
  return result;
}

/** The module that replaces a catalogue module in the client build. */
export function compiledModule(exports: Record<string, unknown>, omit: readonly string[]): string {
  return Object.entries(exports)
    .map(([name, value]) => {
      if (typeof value !== "object" || value === null) {
        throw new Error(`precompiled-messages: the export ${name} of a catalogue module is not a catalogue`);
      }
      return `export const ${name} = ${JSON.stringify(compileCatalogue(value as MessageTree, omit))};\n`;
    })
    .join("");
}

const escape = (text: string) => text.replace(/[$.*+?^()[\]{}|\\]/g, "\\$&");

/** The server-only texts a chunk's code names as a key (`"mail.…"`, `` `seo.…` ``). */
export function serverOnlyKeysIn(code: string, serverOnly: readonly string[]): string[] {
  return serverOnly.filter((key) => new RegExp(`["'\`]${escape(key)}\\.`).test(code));
}

const CATALOGUE_PART = /[\\/]common[\\/]i18n[\\/](de|en)[\\/][^\\/]+\.ts$/;

export function precompiledMessages(options: { catalogues: string[]; serverOnly: readonly string[] }): Plugin {
  let config: ResolvedConfig;
  let catalogues: Set<string>;
  return {
    name: "precompiled-messages",
    // Before Vite's own resolver, which would resolve use-intl's import as the package says.
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client" || environment.name === "ssr",
    configResolved(resolved) {
      config = resolved;
      catalogues = new Set(options.catalogues.map((file) => path.resolve(config.root, file)));
    },
    resolveId: {
      filter: { id: new RegExp(`^${escape(FORMAT_MESSAGE)}$`) },
      handler(source, importer) {
        return this.resolve(FORMAT_ONLY, importer, { skipSelf: true });
      },
    },
    load: {
      filter: { id: /[\\/]common[\\/]i18n[\\/]/ },
      async handler(id) {
        const file = id.split("?")[0] ?? id;
        if (catalogues.has(file)) {
          const exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
          return compiledModule(exports, this.environment.name === "client" ? options.serverOnly : []);
        }
        if (CATALOGUE_PART.test(file)) {
          this.error(
            `precompiled-messages: ${path.relative(config.root, file)} reached the client build uncompiled; ` +
              `import the catalogue (${options.catalogues.join(", ")}) instead`,
          );
        }
        return null;
      },
    },
    generateBundle(_, bundle) {
      if (this.environment.name !== "client") return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || (chunk.facadeModuleId && catalogues.has(chunk.facadeModuleId))) continue;
        const named = serverOnlyKeysIn(chunk.code, options.serverOnly);
        if (named.length > 0) {
          this.error(
            `precompiled-messages: ${chunk.fileName} names the server-only texts ${named.join(", ")}, ` +
              "which the browser's catalogue leaves out (common/i18n/server-only-texts.ts)",
          );
        }
      }
    },
  };
}
