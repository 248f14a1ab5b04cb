import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { rewriteRacModule } from "./vite-rac-overlay-contexts.ts";

const require = createRequire(import.meta.url);
const racPrivate = path.join(path.dirname(require.resolve("react-aria-components/package.json")), "dist", "private");
const installed = (file: string) => {
  const id = path.join(racPrivate, file);
  return { id, code: readFileSync(id, "utf8") };
};

describe("rewriteRacModule on the installed react-aria-components", () => {
  test("Dialog.mjs imports both contexts from the contexts module, not from Menu or Popover", () => {
    const { id, code } = installed("Dialog.mjs");
    const rewritten = rewriteRacModule(id, code) ?? "";
    expect(rewritten).not.toMatch(/from "\.\/(Menu|Popover)\.mjs"/);
    expect(rewritten).toMatch(/import \{RootMenuTriggerStateContext as [\w$]+\} from "virtual:rac-overlay-contexts"/);
    expect(rewritten).toMatch(/import \{PopoverContext as [\w$]+\} from "virtual:rac-overlay-contexts"/);
  });

  test.each([
    ["Menu.mjs", "RootMenuTriggerStateContext"],
    ["Popover.mjs", "PopoverContext"],
  ])("%s takes %s from the contexts module and still exports it", (file, name) => {
    const { id, code } = installed(file);
    const local = new RegExp(`([\\w$]+) as ${name}\\b`).exec(code)?.[1] ?? "";
    const rewritten = rewriteRacModule(id, code) ?? "";
    expect(rewritten.startsWith(`import {${name} as ${local}} from "virtual:rac-overlay-contexts";`)).toBe(true);
    expect(rewritten).not.toContain(`const ${local} =`);
    expect(rewritten).toContain(`${local} as ${name}`);
    // Only that one context moved: the module's other contexts are still its own.
    expect(rewritten.split("createContext)(null)").length).toBe(code.split("createContext)(null)").length - 1);
  });

  test("other modules are left alone", () => {
    const { id, code } = installed("Modal.mjs");
    expect(rewriteRacModule(id, code)).toBeNull();
    expect(rewriteRacModule("/app/features/editor/pages/page-tree.tsx", "const x = 1;")).toBeNull();
  });
});

test("a version whose code no longer matches fails the build instead of changing nothing", () => {
  const id = path.join(racPrivate, "Dialog.mjs");
  expect(() => rewriteRacModule(id, 'import {Other} from "./Menu.mjs";')).toThrow(/rac-overlay-contexts/);
  const popover = path.join(racPrivate, "Popover.mjs");
  expect(() => rewriteRacModule(popover, "export {a as PopoverContext};")).toThrow(/definition of PopoverContext/);
});
