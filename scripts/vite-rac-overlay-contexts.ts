/**
 * Build plugin: moves two React contexts of react-aria-components out of its Menu and Popover
 * modules into a module of their own, so a storefront dialog no longer depends on those
 * modules (ADR 017).
 *
 * RAC's `Dialog.mjs` imports `RootMenuTriggerStateContext` from `Menu.mjs` and `PopoverContext`
 * from `Popover.mjs`. Chunks hold whole modules: while only the contexts were used, tree
 * shaking left the rest out; once the editor uses Menu, Popover, Select and ComboBox, the
 * whole of `Menu.mjs` and `Popover.mjs` and their hooks (menus, selection, positioning, 34
 * locales of menu texts) land in the chunk a shopper's product page loads for its dialogs.
 * With the contexts in their own module, `Menu.mjs` and `Popover.mjs` are reached from the
 * editor only and stay in its lazy chunks. The context objects are the same single instances
 * as before, only created in another module, so behaviour does not change.
 *
 * The rewrite checks that every pattern matches exactly once and fails the build otherwise
 * (a new RAC version may move the code: then look again, see ADR 017).
 */
import type { Plugin } from "vite";

const VIRTUAL_ID = "virtual:rac-overlay-contexts";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export const CONTEXTS_SOURCE = [
  'import { createContext } from "react";',
  "export const RootMenuTriggerStateContext = /*#__PURE__*/ createContext(null);",
  "export const PopoverContext = /*#__PURE__*/ createContext(null);",
  "",
].join("\n");

const RAC_MODULE = /[\\/]react-aria-components[\\/]dist[\\/]private[\\/](Dialog|Menu|Popover)\.mjs$/;

const escape = (text: string) => text.replace(/[$.*+?^()[\]{}|\\]/g, "\\$&");

function replaceOnce(code: string, pattern: RegExp, replacement: string, what: string): string {
  const count = [...code.matchAll(new RegExp(pattern.source, "g"))].length;
  if (count !== 1) throw new Error(`rac-overlay-contexts: expected one ${what}, found ${count} (see ADR 017)`);
  return code.replace(pattern, replacement);
}

/** `Dialog.mjs`: import both contexts from the contexts module instead of Menu and Popover. */
function rewriteDialog(code: string): string {
  for (const [name, file] of [
    ["RootMenuTriggerStateContext", "Menu"],
    ["PopoverContext", "Popover"],
  ] as const) {
    const pattern = new RegExp(`import \\{(${name} as [\\w$]+)\\} from "\\./${file}\\.mjs";`);
    code = replaceOnce(code, pattern, `import {$1} from "${VIRTUAL_ID}";`, `import of ${name} in Dialog.mjs`);
  }
  return code;
}

/** `Menu.mjs` / `Popover.mjs`: the context's own `createContext(null)` becomes an import. */
function rewriteOwner(code: string, name: string, file: string): string {
  const exported = new RegExp(`([\\w$]+) as ${name}\\b`).exec(code);
  if (!exported?.[1]) throw new Error(`rac-overlay-contexts: no export of ${name} in ${file} (see ADR 017)`);
  const local = exported[1];
  const definition = new RegExp(`const ${escape(local)} = /\\*#__PURE__\\*/ \\(0, [\\w$]+\\)\\(null\\);`);
  code = replaceOnce(code, definition, "", `definition of ${name} in ${file}`);
  return `import {${name} as ${local}} from "${VIRTUAL_ID}";\n${code}`;
}

/** The rewrite of one RAC module's source; other modules come back unchanged (null). */
export function rewriteRacModule(id: string, code: string): string | null {
  const file = RAC_MODULE.exec(id)?.[1];
  if (file === "Dialog") return rewriteDialog(code);
  if (file === "Menu") return rewriteOwner(code, "RootMenuTriggerStateContext", "Menu.mjs");
  if (file === "Popover") return rewriteOwner(code, "PopoverContext", "Popover.mjs");
  return null;
}

export function racOverlayContexts(): Plugin {
  return {
    name: "rac-overlay-contexts",
    apply: "build",
    resolveId(source) {
      return source === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    load(id) {
      return id === RESOLVED_ID ? CONTEXTS_SOURCE : null;
    },
    transform(code, id) {
      const rewritten = rewriteRacModule(id, code);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
