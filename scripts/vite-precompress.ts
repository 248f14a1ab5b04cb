/**
 * Build plugin: writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the
 * client build (`build/client`: the hashed assets and the copied `public/` files), so the server
 * sends them as they are (`serveStatic({ precompressed: true })`) instead of compressing the same
 * bytes on every request. Both at their highest level: this runs once per build, not per request.
 * Files under 1 KiB are left alone, as the server's compression leaves such answers (compression.ts).
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const TEXT_FILE = /\.(?:js|mjs|css|html|json|svg|xml|txt|map|webmanifest)$/i;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function textFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `file.br` and `file.gz` for each text file of `dir` of at least 1 KiB; returns how many files. */
export async function precompressDirectory(dir: string): Promise<number> {
  let count = 0;
  for (const file of await textFiles(dir)) {
    const bytes = await readFile(file);
    if (bytes.byteLength < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
        },
      }),
      gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    count++;
  }
  return count;
}

export function precompress(): Plugin {
  return {
    name: "shop:precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options) {
      if (options.dir) await precompressDirectory(options.dir);
    },
  };
}
