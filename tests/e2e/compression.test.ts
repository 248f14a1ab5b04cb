/**
 * Compression on the running shop (`npm start`'s build): the build's text assets are sent
 * from their precompressed `.br` and `.gz` files with the same Content-Type and Cache-Control
 * as the plain file, a streamed page arrives whole in brotli and gzip, and a shared page is
 * compressed once and sent as kept. Raw requests with
 * node:http, because fetch would decode the body and hide the encoding.
 */
import { readdirSync, readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { baseUrl, visit } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";
import { startSeededShop } from "./harness/seeded-shop.ts";

const clientDir = path.resolve(import.meta.dirname, "..", "..", "build", "client");

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

function get(pathname: string, headers: Record<string, string> = {}, origin = baseUrl): Promise<Raw> {
  const url = new URL(pathname, origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path: url.pathname + url.search, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

function decode(raw: Raw): Buffer {
  const encoding = raw.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(raw.body);
  if (encoding === "gzip") return gunzipSync(raw.body);
  return raw.body;
}

/** The biggest script and stylesheet of the build: surely over the 1 KiB floor. */
function largestAssets(): string[] {
  const assets = readdirSync(path.join(clientDir, "assets"));
  const biggest = (extension: string) =>
    assets
      .filter((name) => name.endsWith(extension))
      .map((name) => ({ name, size: readFileSync(path.join(clientDir, "assets", name)).byteLength }))
      .sort((a, b) => b.size - a.size)[0]?.name;
  return [biggest(".js"), biggest(".css")].filter((name) => name !== undefined).map((name) => `/assets/${name}`);
}

test("build assets are sent precompressed, with the plain file's type and caching", async () => {
  const assets = largestAssets();
  expect(assets).toHaveLength(2);
  for (const asset of assets) {
    const file = readFileSync(path.join(clientDir, asset));
    const plain = await get(asset);
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(file)).toBe(true);
    for (const [accept, encoding, suffix] of [
      ["gzip, deflate, br, zstd", "br", ".br"],
      ["gzip, deflate", "gzip", ".gz"],
    ] as const) {
      const raw = await get(asset, { "Accept-Encoding": accept });
      expect(raw.headers["content-encoding"], asset).toBe(encoding);
      // The file written at build time, as it is: not compressed again per request.
      expect(raw.body.equals(readFileSync(path.join(clientDir, `${asset}${suffix}`))), asset).toBe(true);
      expect(decode(raw).equals(file)).toBe(true);
      expect(raw.headers["content-type"]).toBe(plain.headers["content-type"]);
      expect(raw.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(raw.headers.vary).toBe("Accept-Encoding");
    }
  }
  // Files of public/ are precompressed too, and keep their hour of caching.
  const svg = await get("/favicon.svg", { "Accept-Encoding": "br" });
  expect(svg.headers["content-type"]).toMatch(/^image\/svg\+xml/);
  expect(svg.headers["cache-control"]).toBe("public, max-age=3600");
  const svgFile = readFileSync(path.join(clientDir, "favicon.svg"));
  expect(decode(svg).equals(svgFile)).toBe(true);
});

test("a streamed page arrives whole in brotli and gzip", async () => {
  // A visitor's own page (the search: never shared) is streamed as React renders it.
  const first = await get("/search?term=sofa", { "Accept-Encoding": "identity" });
  const cookie = String(first.headers["set-cookie"]?.[0] ?? "").split(";")[0] ?? "";
  // The nonce is in the attributes and in the hydration data: every occurrence goes.
  const withoutNonces = (html: string) => {
    const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
    return nonce ? html.replaceAll(nonce, "NONCE") : html;
  };
  const plain = await get("/search?term=sofa", { "Accept-Encoding": "identity", cookie });
  expect(plain.headers["content-encoding"]).toBeUndefined();
  const html = withoutNonces(plain.body.toString());
  expect(html).toMatch(/<\/html>$/);
  for (const encoding of ["br", "gzip"]) {
    const raw = await get("/search?term=sofa", { "Accept-Encoding": encoding, cookie });
    expect(raw.headers["content-encoding"]).toBe(encoding);
    expect(raw.headers["transfer-encoding"]).toBe("chunked");
    expect(withoutNonces(decode(raw).toString())).toBe(html);
  }
});

test("a shared page is compressed once per encoding: every visitor gets the same bytes", async () => {
  // A shop of its own: on the shared one, other files' orders retire the page between requests.
  const shop = await startSeededShop();
  try {
    const plain = await get("/wohnen", { "Accept-Encoding": "identity" }, shop.url);
    expect(plain.headers["cache-control"]).toMatch(/^public/);
    for (const encoding of ["br", "gzip"]) {
      const first = await get("/wohnen", { "Accept-Encoding": encoding }, shop.url);
      const again = await get("/wohnen", { "Accept-Encoding": encoding }, shop.url);
      expect(first.headers["content-encoding"]).toBe(encoding);
      expect(first.headers["content-length"]).toBe(String(first.body.byteLength));
      expect(again.body.equals(first.body), encoding).toBe(true);
      expect(decode(first).equals(plain.body), encoding).toBe(true);
    }
  } finally {
    await shop.stop();
  }
});

/** Whether a build file is over the 1 KiB floor under which nothing is compressed. */
function overFloor(url: string): boolean {
  const { pathname } = new URL(url);
  return !pathname.startsWith("/assets/") || readFileSync(path.join(clientDir, pathname)).byteLength >= 1024;
}

test("the browser gets the page and its scripts in brotli", async ({ page }) => {
  const encodings = new Map<string, string | undefined>();
  page.on("response", async (response) => {
    const type = response.request().resourceType();
    if ((type === "document" || type === "script") && overFloor(response.url())) {
      encodings.set(response.url(), (await response.allHeaders())["content-encoding"]);
    }
  });
  await visit(page, "/wohnen");
  await expect.poll(() => encodings.size).toBeGreaterThan(5);
  for (const [url, encoding] of encodings) expect(encoding, url).toBe("br");
});
