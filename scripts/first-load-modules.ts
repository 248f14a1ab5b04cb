/**
 * What a page type's first-load JavaScript consists of (`npm run size -- --modules [N]`): the
 * files of scripts/first-load-js.ts with their gzip size, and the N largest sources over all of
 * them (a package counts as one). A module's gzip share is its chunk's gzip size times its share
 * of the chunk's minified bytes: an estimate, as gzip does not add up per module.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { firstLoadFiles, PAGE_TYPES, readPageChunks, readRouteManifest, type PageType } from "./first-load-js.ts";
import { CLIENT_MODULES_FILE, type ChunkModules } from "./vite-bundle-report.ts";

const kib = (bytes: number) => `${(bytes / 1024).toFixed(2)} KiB`.padStart(10);

/** "npm:react-dom", or the source's path in the repository. */
export function sourceName(module: string, root: string): string {
  const pkg = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(module);
  if (pkg) return `npm:${pkg[1]}`;
  return path.relative(root, module.replace(/^\0/, "")).split(path.sep).join("/");
}

export function printFirstLoadModules(
  buildDir: string,
  root: string,
  top: number,
  write: (line: string) => void,
): void {
  const file = path.join(buildDir, CLIENT_MODULES_FILE);
  if (!existsSync(file))
    throw new Error(`No ${CLIENT_MODULES_FILE} in ${buildDir}: build the app first (npm run build).`);
  const modules = JSON.parse(readFileSync(file, "utf8")) as ChunkModules;
  const manifest = readRouteManifest(buildDir);
  const pageChunks = readPageChunks(buildDir);
  for (const [type, pathname] of Object.entries(PAGE_TYPES) as [PageType, string][]) {
    const page = firstLoadFiles(manifest, type, pathname, pageChunks);
    if (!page) continue;
    const sources = new Map<string, number>();
    let total = 0;
    const files: string[] = [];
    for (const asset of page.files) {
      const gzip = gzipSync(readFileSync(path.join(buildDir, "client", asset))).length;
      total += gzip;
      files.push(`${kib(gzip)}  ${asset}`);
      const chunk = modules[asset.replace(/^\//, "")] ?? [];
      const bytes = chunk.reduce((sum, entry) => sum + entry.bytes, 0) || 1;
      for (const entry of chunk) {
        const name = sourceName(entry.module, root);
        sources.set(name, (sources.get(name) ?? 0) + (entry.bytes / bytes) * gzip);
      }
    }
    write(`\n${type} ${pathname}: ${kib(total).trim()} gzip in ${page.files.length} files`);
    for (const line of files) write(line);
    write(`  the ${top} largest sources (gzip, estimated):`);
    for (const [name, gzip] of [...sources].sort((a, b) => b[1] - a[1]).slice(0, top)) write(`${kib(gzip)}  ${name}`);
  }
}
