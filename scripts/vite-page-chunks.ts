/**
 * Build plugin: the URLs of lazy page chunks for the server render, so a page can name its
 * chunk in the head (<link rel="modulepreload">) and the browser fetches it alongside the
 * route modules instead of after them.
 *
 * `virtual:page-chunks` exports, per name, the chunk of the given source module and the chunks
 * it imports statically, less those the modules in `loadedWith` (the route that imports it
 * lazily, the root) and the client entry already bring, which React Router preloads anyway.
 * The server build reads them from the client build's Vite manifest (React Router builds the
 * client first and keeps build/client/.vite/manifest.json until the server build is done).
 * The client build, and a test run without a client build, get empty lists: the browser has its
 * preloads in the HTML already.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin, ResolvedConfig } from "vite";

const VIRTUAL_ID = "virtual:page-chunks";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** Written beside the server build: per name, the URLs of the `virtual:page-chunks` module. */
export const PAGE_CHUNKS_FILE = "page-chunks.json";

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
export type ViteManifest = Record<string, ManifestChunk>;

/** The files of `keys` and every chunk they import statically. */
function closure(manifest: ViteManifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/** Per name, the URLs to preload for its chunk (see above). Exported for the unit test. */
export function pageChunkUrls(
  manifest: ViteManifest,
  chunks: Record<string, string>,
  loadedWith: string[],
  base: string,
): Record<string, string[]> {
  // React Router's keys carry a query ("app/root.tsx?__react-router-build-client-route").
  const sourceOf = (key: string) => key.split("?")[0] ?? key;
  const present = closure(
    manifest,
    Object.keys(manifest).filter(
      (key) => /(^|\/)entry\.client\.[jt]sx?$/.test(sourceOf(key)) || loadedWith.includes(sourceOf(key)),
    ),
  );
  return Object.fromEntries(
    Object.entries(chunks).map(([name, source]) => {
      if (!manifest[source]) throw new Error(`page-chunks: ${source} is not a chunk of the client build`);
      const files = [...closure(manifest, [source])].filter((file) => !present.has(file));
      return [name, files.map((file) => `${base}${file}`)];
    }),
  );
}

export function pageChunks(options: { chunks: Record<string, string>; loadedWith: string[] }): Plugin {
  let config: ResolvedConfig;
  let urls: Record<string, string[]> | undefined;
  return {
    name: "page-chunks",
    configResolved(resolved) {
      config = resolved;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const outDir = config.environments.client?.build.outDir ?? "build/client";
      const manifestFile = path.resolve(config.root, outDir, ".vite", "manifest.json");
      if (this.environment.name !== "ssr" || !existsSync(manifestFile)) return "export default {};";
      const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as ViteManifest;
      urls = pageChunkUrls(manifest, options.chunks, options.loadedWith, config.base);
      return `export default ${JSON.stringify(urls)};`;
    },
    generateBundle() {
      // For the first-load measure (scripts/first-load-js.ts): what each page kind adds.
      if (this.environment.name === "ssr" && urls) {
        this.emitFile({ type: "asset", fileName: PAGE_CHUNKS_FILE, source: `${JSON.stringify(urls, null, 2)}\n` });
      }
    },
  };
}
