/**
 * Shoppers never download editor code (docs/operators.md): on the build the e2e harness
 * started the shop from, nothing a page loads up front (the entry, every route module and
 * the chunks they import statically) is or contains the editor; only the root's dynamic
 * import reaches the editor chunk. Lives in the e2e run because it needs that build.
 */
import { expect, test } from "./harness/fixtures.ts";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { readRouteManifest } from "../../scripts/first-load-js.ts";

const buildDir = path.resolve(import.meta.dirname, "..", "..", "build");
const assetsDir = path.join(buildDir, "client", "assets");
/**
 * A string only editor code holds: its message keys ("editorToolbar.save"). The catalogue
 * every page loads has the texts, but nested ("editorToolbar:{save:…}"), never dotted.
 */
const EDITOR_MARKER = "editorToolbar.";

/** `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"`; not `import("./x.js")`. */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']\.\/([\w.-]+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g;

const source = (file: string) => readFileSync(path.join(assetsDir, file), "utf8");
const fileOf = (module: string) => path.basename(module);

function matches(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((match) => match[1] ?? "");
}

/** The files `roots` load before any code runs: themselves and their static imports, transitively. */
function staticClosure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...matches(source(file), STATIC_IMPORT));
  }
  return seen;
}

/** The back office's routes (docs/back-office.md): its layout and the pages in it, in every locale form. */
const isBackOfficeRoute = (id: string) => id === "layouts/admin" || /^(?:de:|en:)?admin(?:-|$)/.test(id);
/** A string only back-office code holds: its message keys ("admin.orders.title"), dotted as above. */
const BACK_OFFICE_MARKER = "admin.order";

function shopperRootsOf(manifest: ReturnType<typeof readRouteManifest>): string[] {
  return [
    fileOf(manifest.entry.module),
    ...(manifest.entry.imports ?? []).map(fileOf),
    ...Object.entries(manifest.routes)
      .filter(([id]) => !isBackOfficeRoute(id))
      .flatMap(([, route]) => [route.module, ...(route.imports ?? [])].map(fileOf)),
  ];
}

test("no chunk a shopper's page loads holds back-office code; the back office's routes do", () => {
  const manifest = readRouteManifest(buildDir);
  const backOffice = Object.entries(manifest.routes).filter(([id]) => isBackOfficeRoute(id));
  // The layout and ten pages, each in three locale forms.
  expect(backOffice.map(([id]) => id).sort()).toEqual(
    [
      "admin",
      "admin-offer",
      "admin-offer-new",
      "admin-offers",
      "admin-order",
      "admin-orders",
      "admin-return",
      "admin-returns",
      "admin-settings",
      "admin-withdrawals",
    ]
      .flatMap((id) => [id, `de:${id}`, `en:${id}`])
      .concat("layouts/admin")
      .sort(),
  );
  const backOfficeFiles = staticClosure(backOffice.map(([, route]) => fileOf(route.module)));
  expect([...backOfficeFiles].some((file) => source(file).includes(BACK_OFFICE_MARKER))).toBe(true);
  const leaks = [...staticClosure(shopperRootsOf(manifest))].filter((file) =>
    source(file).includes(BACK_OFFICE_MARKER),
  );
  expect(leaks, "shopper chunks with back-office code").toEqual([]);
});

test("no chunk a shopper's page loads holds editor code; only a dynamic import reaches it", () => {
  const manifest = readRouteManifest(buildDir);
  const shopperRoots = shopperRootsOf(manifest);
  const shopperFiles = staticClosure(shopperRoots);
  const rootModule = fileOf(manifest.routes.root?.module ?? "");
  // The parser must see the imports: the root route imports React's and the i18n chunks.
  expect(matches(source(rootModule), STATIC_IMPORT).length).toBeGreaterThan(3);

  const editorChunks = readdirSync(assetsDir).filter((file) => /^editor-shell-[\w-]+\.js$/.test(file));
  expect(editorChunks).toHaveLength(1);
  const editorChunk = editorChunks[0] as string;
  expect(source(editorChunk)).toContain(EDITOR_MARKER);

  const leaks = [...shopperFiles].filter((file) => file === editorChunk || source(file).includes(EDITOR_MARKER));
  expect(leaks, "shopper chunks with editor code").toEqual([]);

  // The one way in: a dynamic import (the editor loader, which the root and the entry share).
  const dynamicImporters = [...shopperFiles].filter((file) =>
    matches(source(file), DYNAMIC_IMPORT).includes(editorChunk),
  );
  expect(dynamicImporters).toHaveLength(1);
  // What the editor chunk needs beyond the shopper's files is loaded with it, on demand.
  const editorOnly = [...staticClosure([editorChunk])].filter((file) => !shopperFiles.has(file));
  expect(editorOnly).toContain(editorChunk);
});
