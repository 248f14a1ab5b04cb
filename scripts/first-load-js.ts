/**
 * First-load JavaScript per page type, read from a finished client build: the route
 * manifest (build/client/assets/manifest-*.js) names the entry module, every route's module
 * and the chunks each one imports statically. A first load of a page downloads the entry,
 * the modules of the routes its address matches (root, layouts, page) and their chunks, and
 * the lazy chunks the server names as modulepreloads beside them: the message catalogue of
 * the page's language, its core texts and the page's parts (app/root.tsx), and a catch-all
 * page's kind (app/routes/catch-all-views.ts).
 * That is exactly the <link rel="modulepreload"> list of the HTML. With lazy route discovery
 * the manifest file itself is not downloaded (the HTML inlines the part it needs), so it is
 * not counted. Sizes are gzip at zlib's default level, as servers send them.
 *
 * Used by `npm run size` (scripts/bundle-size.ts) and the e2e budget check.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { matchRoutes, type RouteObject } from "react-router";
import { localeFromPathname } from "../app/lib/locale-path.ts";
import type { TextPart } from "../common/i18n/text-parts.ts";
import { PAGE_CHUNKS_FILE } from "./vite-page-chunks.ts";

export type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  hasDefaultExport?: boolean;
};
export type RouteManifest = {
  entry: { module: string; imports?: string[] };
  routes: Record<string, ManifestRoute>;
};

/**
 * One sample address per page type. Category and product pages share the catch-all route;
 * each adds its own lazy chunk, which the server names as modulepreloads in the head
 * (app/routes/catch-all-views.ts, scripts/vite-page-chunks.ts).
 */
export const PAGE_TYPES = {
  home: "/",
  category: "/wohnen",
  product: "/esstisch-eske_1012",
  tag: "/tag/neu",
  login: "/login",
  wishlist: "/wishlist",
  search: "/search",
} as const;

export type PageType = keyof typeof PAGE_TYPES;

/** Page types that need a route of their own; matching only the catch-all means "not built yet". */
const OWN_ROUTE: ReadonlySet<PageType> = new Set(["home", "tag", "login", "wishlist", "search"]);
const CATCH_ALL = "routes/catch-all";
/** The catch-all route's lazy page chunk of each page type it serves. */
const CATCH_ALL_KINDS: Partial<Record<PageType, string>> = { category: "category", product: "product" };
/**
 * The catalogue parts beyond the core texts each page type loads (common/i18n/text-parts.ts):
 * its routes' `handle.texts`, and the product page kind's (app/routes/catch-all-views.ts). The
 * e2e budget test compares the result with the server's preloads, so a change there shows.
 */
const PAGE_TEXTS: Partial<Record<PageType, TextPart[]>> = {
  home: ["blocks"],
  product: ["product"],
  login: ["auth"],
  wishlist: ["product"],
};

/** Per page chunk, the URLs the server preloads with it (written by the server build). */
export function readPageChunks(buildDir: string): Partial<Record<string, string[]>> {
  const file = path.join(buildDir, "server", PAGE_CHUNKS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Partial<Record<string, string[]>>) : {};
}

export type PageFirstLoad = { type: PageType; path: string; routeIds: string[]; files: string[] };

export function readRouteManifest(buildDir: string): RouteManifest {
  const assets = path.join(buildDir, "client", "assets");
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No route manifest (manifest-*.js) in ${assets}: build the app first (npm run build).`);
  const source = readFileSync(path.join(assets, file), "utf8");
  const json = source.replace(/^window\.__reactRouterManifest\s*=\s*/, "").replace(/;\s*$/, "");
  return JSON.parse(json) as RouteManifest;
}

/** The manifest's flat route list as the nested tree `matchRoutes` expects. */
function routeTree(manifest: RouteManifest): RouteObject[] {
  const byParent = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(manifest.routes)) {
    byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), route]);
  }
  const build = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((route) => {
      const children = build(route.id);
      return route.index
        ? { id: route.id, index: true }
        : { id: route.id, path: route.path, ...(children.length > 0 ? { children } : {}) };
    });
  return build(undefined);
}

/**
 * The JS files a first load of `pathname` downloads, or null when the page is not in this
 * build: no route of its own matches, or the route only has an action (no page component).
 */
export function firstLoadFiles(
  manifest: RouteManifest,
  type: PageType,
  pathname: string,
  pageChunks: Partial<Record<string, string[]>> = {},
): PageFirstLoad | null {
  const matches = matchRoutes(routeTree(manifest), pathname) ?? [];
  const routeIds = matches.map((match) => match.route.id ?? "");
  const leaf = routeIds.at(-1);
  if (!leaf || (OWN_ROUTE.has(type) && leaf === CATCH_ALL)) return null;
  if (manifest.routes[leaf]?.hasDefaultExport === false) return null;
  const files = new Set<string>([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) continue;
    files.add(route.module);
    for (const chunk of route.imports ?? []) files.add(chunk);
  }
  const kind = leaf === CATCH_ALL ? CATCH_ALL_KINDS[type] : undefined;
  for (const chunk of (kind && pageChunks[kind]) || []) files.add(chunk);
  // The page's language's catalogue (common/i18n/catalogues.ts): its core texts and the page's parts.
  for (const part of ["core", ...(PAGE_TEXTS[type] ?? [])]) {
    for (const chunk of pageChunks[`texts-${localeFromPathname(pathname)}-${part}`] ?? []) files.add(chunk);
  }
  return { type, path: pathname, routeIds, files: [...files].sort() };
}

export type PageSize =
  | { type: PageType; path: string; files: number; bytes: number; gzipBytes: number }
  | { type: PageType; path: string; missing: true };

/** Sizes of every page type in the build at `buildDir` (files are counted once per page). */
export function measureFirstLoad(buildDir: string): PageSize[] {
  const manifest = readRouteManifest(buildDir);
  const pageChunks = readPageChunks(buildDir);
  const cache = new Map<string, { bytes: number; gzipBytes: number }>();
  const sizeOf = (file: string) => {
    let size = cache.get(file);
    if (!size) {
      const content = readFileSync(path.join(buildDir, "client", file.replace(/^\//, "")));
      size = { bytes: content.length, gzipBytes: gzipSync(content).length };
      cache.set(file, size);
    }
    return size;
  };
  return (Object.entries(PAGE_TYPES) as [PageType, string][]).map(([type, pathname]) => {
    const page = firstLoadFiles(manifest, type, pathname, pageChunks);
    if (!page) return { type, path: pathname, missing: true as const };
    const sizes = page.files.map(sizeOf);
    return {
      type,
      path: pathname,
      files: page.files.length,
      bytes: sizes.reduce((sum, size) => sum + size.bytes, 0),
      gzipBytes: sizes.reduce((sum, size) => sum + size.gzipBytes, 0),
    };
  });
}
