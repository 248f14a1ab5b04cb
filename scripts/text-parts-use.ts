/**
 * Which catalogue texts the browser's modules name, and whether each module's texts are loaded
 * wherever it can render (common/i18n/text-parts.ts, ADR 029). Read from the sources, for the test beside
 * it: a module that names a key of a part ("checkout.title", `order.status.${status}`) must be
 * reached only from routes whose `handle.texts` list that part, or through a lazy import that
 * loads it with the chunk (`withTexts(["product"], () => import("./x.tsx"))`).
 */
import path from "node:path";
import { partOfNamespace, TEXT_PART_NAMES, type TextPart } from "../common/i18n/text-parts.ts";

export type SourceFiles = { read(file: string): string | undefined; root: string };

/** Modules under these folders load every part themselves (the editor, editor-loader.ts). */
const LOADS_EVERY_PART = [/^app\/features\/editor\//, /^app\/editable-blocks-loader\.tsx$/];

type Edge = { target: string; parts: TextPart[] };

function resolve(specifier: string, from: string): string | undefined {
  let file: string;
  if (specifier.startsWith("~/")) file = `app/${specifier.slice(2)}`;
  else if (specifier.startsWith("#common/")) file = `common/${specifier.slice(8)}`;
  else if (specifier.startsWith(".")) file = path.posix.join(path.posix.dirname(from), specifier);
  else return undefined;
  // Server-only modules never reach the browser (React Router drops them from route modules).
  if (!/\.tsx?$/.test(file) || /\.server\.tsx?$/.test(file)) return undefined;
  return file;
}

const partsIn = (list: string) => [...list.matchAll(/["'](\w+)["']/g)].map((match) => match[1] as TextPart);

/** The modules `file` imports: statically, and lazily with the parts the lazy import loads. */
export function importsOf(file: string, source: string): Edge[] {
  const edges: Edge[] = [];
  const add = (specifier: string | undefined, parts: TextPart[] = []) => {
    const target = specifier && resolve(specifier, file);
    if (target) edges.push({ target, parts });
  };
  for (const match of source.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^"';]*?from\s+["']([^"']+)["']/gm))
    add(match[1]);
  for (const match of source.matchAll(/^\s*import\s+["']([^"']+)["']/gm)) add(match[1]);
  const withTexts = new Set<string>();
  for (const match of source.matchAll(
    /withTexts\(\s*\[([^\]]*)\]\s*,\s*\(\)\s*=>\s*import\(\s*["']([^"']+)["']\s*\)/g,
  )) {
    withTexts.add(match[2] ?? "");
    add(match[2], partsIn(match[1] ?? ""));
  }
  for (const match of source.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) {
    if (!withTexts.has(match[1] ?? "")) add(match[1]);
  }
  return edges;
}

/** The namespaces of parts (not the core) whose keys `source` names. */
export function partNamespacesIn(source: string, namespaces: readonly string[]): string[] {
  // Comments may name keys too (a `//` inside a string, as in a URL, follows no space).
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|\s)\/\/[^\n]*/g, "$1");
  return namespaces.filter(
    (namespace) => partOfNamespace(namespace) && new RegExp(`["'\`]${namespace}\\.\\w`).test(code),
  );
}

/** The parts a route module's `handle` names (`export const handle = { texts: ["buying"] }`). */
export function handleParts(source: string): TextPart[] {
  const match = /export const handle\b[^=]*=\s*\{[^}]*\btexts:\s*\[([^\]]*)\]/.exec(source);
  return match ? partsIn(match[1] ?? "") : [];
}

export type TextViolation = { file: string; namespace: string; part: TextPart; from: string; via: string[] };

/**
 * Walks from each entry (a route module, with the parts its route and the routes around it
 * load) through every import, and reports each module that names a part's text where the part
 * is not loaded.
 */
export function textViolations(
  files: SourceFiles,
  entries: { file: string; parts: TextPart[] }[],
  namespaces: readonly string[],
): TextViolation[] {
  const violations: TextViolation[] = [];
  const seen = new Set<string>();
  const visit = (file: string, parts: Set<TextPart>, from: string, via: string[]) => {
    if (LOADS_EVERY_PART.some((pattern) => pattern.test(file))) return;
    const key = `${file}|${[...parts].sort().join(",")}`;
    if (seen.has(key)) return;
    seen.add(key);
    const source = files.read(file);
    if (source === undefined) throw new Error(`${file} (imported on the way from ${from}) does not exist`);
    for (const namespace of partNamespacesIn(source, namespaces)) {
      const part = partOfNamespace(namespace) as TextPart;
      if (!parts.has(part)) violations.push({ file, namespace, part, from, via });
    }
    for (const edge of importsOf(file, source)) {
      visit(edge.target, new Set([...parts, ...edge.parts]), from, [...via, file]);
    }
  };
  for (const entry of entries) visit(entry.file, new Set(entry.parts), entry.file, []);
  return violations;
}

export { TEXT_PART_NAMES };
