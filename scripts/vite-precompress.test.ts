import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, expect, it } from "vitest";
import { precompressDirectory } from "./vite-precompress.ts";

let dir = "";
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "precompress-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

it("writes .br and .gz beside each text file of at least 1 KiB, in subfolders too", async () => {
  const script = "export const sofa = 'Sofa Lund';\n".repeat(100);
  await mkdir(path.join(dir, "assets"));
  await writeFile(path.join(dir, "assets", "entry-abc.js"), script);
  await writeFile(path.join(dir, "icon.svg"), `<svg>${"<path d='M0 0'/>".repeat(100)}</svg>`);
  await writeFile(path.join(dir, "assets", "tiny.js"), "export {};\n");
  await writeFile(path.join(dir, "photo.webp"), new Uint8Array(4096));

  expect(await precompressDirectory(dir)).toBe(2);
  expect((await readdir(path.join(dir, "assets"))).sort()).toEqual([
    "entry-abc.js",
    "entry-abc.js.br",
    "entry-abc.js.gz",
    "tiny.js",
  ]);
  expect((await readdir(dir)).sort()).toEqual(["assets", "icon.svg", "icon.svg.br", "icon.svg.gz", "photo.webp"]);
  const file = path.join(dir, "assets", "entry-abc.js");
  expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(script);
  expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(script);
});
