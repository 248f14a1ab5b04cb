/**
 * Response compression (server/http/compression.ts): brotli, gzip or identity by the request's
 * Accept-Encoding, Vary, the 1 KiB floor, images and encoded answers left alone, streams kept
 * streamed, and strong ETags per encoding. A small app on a real server (the bytes on the
 * wire, not what a fetch decodes), then the shop's own app.
 */
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseEncoding, compression } from "#server/http/compression.ts";
import { KeptBodies } from "#server/http/kept-bodies.ts";
import { describeDatabases } from "./harness.ts";

const PAGE = `<!DOCTYPE html><html><body>${"<p>Esstisch Eske, Eiche massiv</p>".repeat(200)}</body></html>`;
const ETAG = '"page-v1"';
const PART = (index: number) => `<section id="part-${index}">${"<p>Sofa Lund, dreisitzig</p>".repeat(60)}</section>`;

/** Lets the test hold the stream after its first part, to see that part arrive alone. */
let releaseStream: () => void = () => {};

function testApp(): Hono {
  const app = new Hono();
  app.use(compression());
  app.get("/page", (c) => {
    c.header("ETag", ETAG);
    if (
      c.req
        .header("If-None-Match")
        ?.split(",")
        .some((tag) => tag.trim() === ETAG)
    )
      return c.body(null, 304);
    return c.html(PAGE);
  });
  // The same strong tag for another body: only a body that was kept comes back unchanged.
  let keptVersion = 0;
  app.get("/kept", (c) => {
    keptVersion++;
    c.header("ETag", '"kept-v1"');
    return c.html(PAGE.replace("Esstisch", `Esstisch ${keptVersion}`));
  });
  app.get("/small", (c) => c.json({ status: "ok" }));
  app.get("/image", (c) => c.body(new Uint8Array(4096), 200, { "Content-Type": "image/png" }));
  app.get("/encoded", (c) =>
    c.body(new Uint8Array(4096), 200, { "Content-Type": "text/plain", "Content-Encoding": "x-custom" }),
  );
  app.get("/stream", () => {
    const held = new Promise<void>((resolve) => (releaseStream = resolve));
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode(`<!DOCTYPE html><html><body>${PART(1)}`));
        await held;
        for (let index = 2; index <= 4; index++) controller.enqueue(encoder.encode(PART(index)));
        controller.enqueue(encoder.encode("</body></html>"));
        controller.close();
      },
    });
    return new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8" } });
  });
  return app;
}

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** One request with node:http: the body exactly as sent, nothing decoded. */
function get(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  onFirstChunk?: () => void,
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => {
        chunks.push(chunk);
        if (chunks.length === 1) onFirstChunk?.();
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

const decode = (raw: Raw) => {
  const encoding = raw.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(raw.body).toString();
  if (encoding === "gzip") return gunzipSync(raw.body).toString();
  return raw.body.toString();
};

describe("response compression", () => {
  let server: ServerType;
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: testApp().fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("chooses brotli when accepted, gzip otherwise, none for identity, by q-value", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip, deflate")).toBe("gzip");
    expect(chooseEncoding("br;q=0.5, gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.1")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("identity")).toBeUndefined();
    expect(chooseEncoding("br;q=0, gzip;q=0")).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });

  it("answers brotli, gzip or the plain body, always with Vary: Accept-Encoding", async () => {
    const br = await get(port, "/page", { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    const gzip = await get(port, "/page", { "Accept-Encoding": "gzip, deflate" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await get(port, "/page", { "Accept-Encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    for (const raw of [br, gzip, plain]) {
      expect(raw.status).toBe(200);
      expect(raw.headers.vary).toBe("Accept-Encoding");
      expect(raw.headers["content-type"]).toBe("text/html; charset=UTF-8");
      expect(decode(raw)).toBe(PAGE);
    }
    expect(br.body.byteLength).toBeLessThan(gzip.body.byteLength);
    expect(gzip.body.byteLength).toBeLessThan(PAGE.length / 10);
  });

  it("leaves small bodies, images and encoded answers as they are", async () => {
    const small = await get(port, "/small", { "Accept-Encoding": "br, gzip" });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ status: "ok" });
    const image = await get(port, "/image", { "Accept-Encoding": "br, gzip" });
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
    expect(image.body.byteLength).toBe(4096);
    const encoded = await get(port, "/encoded", { "Accept-Encoding": "br, gzip" });
    expect(encoded.headers["content-encoding"]).toBe("x-custom");
    expect(encoded.body.byteLength).toBe(4096);
  });

  it("gives a strong ETag the encoding's suffix and answers its If-None-Match with a 304", async () => {
    const br = await get(port, "/page", { "Accept-Encoding": "br" });
    expect(br.headers.etag).toBe('"page-v1-br"');
    const gzip = await get(port, "/page", { "Accept-Encoding": "gzip" });
    expect(gzip.headers.etag).toBe('"page-v1-gz"');
    const plain = await get(port, "/page");
    expect(plain.headers.etag).toBe(ETAG);

    const revalidated = await get(port, "/page", { "Accept-Encoding": "br", "If-None-Match": '"page-v1-br"' });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.etag).toBe('"page-v1-br"');
    const plainRevalidated = await get(port, "/page", { "If-None-Match": ETAG });
    expect(plainRevalidated.status).toBe(304);
    expect(plainRevalidated.headers.etag).toBe(ETAG);
    const stale = await get(port, "/page", { "Accept-Encoding": "br", "If-None-Match": '"page-v0-br"' });
    expect(stale.status).toBe(200);
  });

  it("compresses a body with a strong ETag once per encoding and sends the kept bytes after", async () => {
    const first = await get(port, "/kept", { "Accept-Encoding": "br" });
    expect(decode(first)).toContain("Esstisch 1 ");
    expect(first.headers["content-length"]).toBe(String(first.body.byteLength));
    const again = await get(port, "/kept", { "Accept-Encoding": "br" });
    expect(again.body.equals(first.body)).toBe(true);
    expect(again.headers.etag).toBe('"kept-v1-br"');
    // Another encoding is compressed from that answer's body; no encoding sends the body as rendered.
    expect(decode(await get(port, "/kept", { "Accept-Encoding": "gzip" }))).toContain("Esstisch 3 ");
    expect(decode(await get(port, "/kept", { "Accept-Encoding": "gzip" }))).toContain("Esstisch 3 ");
    expect(decode(await get(port, "/kept"))).toContain("Esstisch 5 ");
  });

  it("keeps compressed bodies within their bytes, the least recently used leaving first", () => {
    const kept = new KeptBodies(10);
    kept.set("a", new Uint8Array(4));
    kept.set("b", new Uint8Array(4));
    expect(kept.get("a")).toBeDefined();
    kept.set("c", new Uint8Array(4));
    expect(kept.get("b")).toBeUndefined();
    expect(kept.get("a")).toBeDefined();
    expect(kept.get("c")).toBeDefined();
    kept.set("too big", new Uint8Array(11));
    expect(kept.get("too big")).toBeUndefined();
    expect(kept.get("a")).toBeDefined();
  });

  for (const encoding of ["br", "gzip"]) {
    it(`sends each part of a streamed page as it is written (${encoding}) and the whole page decodes`, async () => {
      let firstChunkBeforeRelease = false;
      let released = false;
      const raw = await get(port, "/stream", { "Accept-Encoding": encoding }, () => {
        firstChunkBeforeRelease = !released;
        released = true;
        releaseStream();
      });
      expect(firstChunkBeforeRelease).toBe(true);
      expect(raw.headers["content-encoding"]).toBe(encoding);
      expect(decode(raw)).toBe(`<!DOCTYPE html><html><body>${[1, 2, 3, 4].map(PART).join("")}</body></html>`);
    });
  }
  it("survives a client that goes away in the middle of a streamed page", async () => {
    for (const encoding of ["br", "gzip"]) {
      await new Promise<void>((resolve, reject) => {
        const req = httpRequest({ host: "127.0.0.1", port, path: "/stream", headers: { "Accept-Encoding": encoding } });
        req.on("response", (res) =>
          res.once("data", () => {
            req.destroy();
            // The rest of the page is written and compressed after the client left.
            releaseStream();
            setTimeout(resolve, 200);
          }),
        );
        req.on("error", (error) => (req.destroyed ? undefined : reject(error)));
        req.end();
      });
    }
    const after = await get(port, "/page", { "Accept-Encoding": "br" });
    expect(decode(after)).toBe(PAGE);
  });
});

describeDatabases("the shop's responses are compressed", (shop) => {
  it("answers an operation's JSON in brotli or gzip", async () => {
    const { app } = shop();
    const plain = await app.request("/api/getCategoryTree", { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    const body = new Uint8Array(await plain.arrayBuffer());
    expect(body.byteLength).toBeGreaterThan(1024);
    for (const [accept, encoding, decompress] of [
      ["gzip, deflate, br", "br", brotliDecompressSync],
      ["gzip, deflate", "gzip", gunzipSync],
    ] as const) {
      const response = await app.request("/api/getCategoryTree", { headers: { "Accept-Encoding": accept } });
      expect(response.headers.get("Content-Encoding")).toBe(encoding);
      expect(response.headers.get("Vary")).toContain("Accept-Encoding");
      expect(decompress(new Uint8Array(await response.arrayBuffer()))).toEqual(Buffer.from(body));
    }
  });
});
