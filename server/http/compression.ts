/**
 * Response compression: brotli when the request's Accept-Encoding allows it, gzip otherwise,
 * the body as it is when it allows neither. Hono's own `compress()` speaks gzip and deflate only.
 *
 * - Text only (HTML, JSON, JavaScript, CSS, SVG, XML, plain text); never images, fonts or a
 *   response that already has a Content-Encoding (the precompressed build assets).
 * - Bodies under 1 KiB stay as they are: the first chunks are read until 1 KiB or the end, so
 *   a small JSON answer is measured even without a Content-Length.
 * - Streams stay streams: the compressor is flushed whenever the producer pauses (React's
 *   shell, then each Suspense boundary), not after every chunk, so the browser gets each
 *   part as soon as it is written and the ratio stays close to a whole-body compression.
 * - Brotli at quality 4: for a category page (150 KB of HTML) about as fast as gzip's default
 *   and about 10 % smaller (docs/benchmarks.md "Compression").
 * - A body with a strong ETag (a shared page, docs/page-cache.md) is compressed whole, once per
 *   tag and encoding, at a higher brotli quality, and kept (bounded, least recently used
 *   first out): a strong tag names exactly one body, so every later answer with that tag sends
 *   the kept bytes instead of compressing the page again for each visitor.
 * - A strong ETag gets the encoding as a suffix inside the quotes (`"abc-br"`, `"abc-gz"`):
 *   each encoding is other bytes, and a strong validator must name exactly one (RFC 9110
 *   8.8.3). Weakening it (Hono's, nginx's way) would break a handler that compares strongly,
 *   so the middleware also strips the suffix from If-None-Match before the handler, which then
 *   sees its own tag, and puts it back on the 304.
 */
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { compressWhole, KEPT_BYTES, KeptBodies } from "./kept-bodies.ts";

const MIN_BYTES = 1024;
const BROTLI_QUALITY = 4;
const COMPRESSIBLE =
  /^\s*(?:text\/(?!event-stream)[^;\s]+|application\/(?:json|javascript|ecmascript|xml|[^;\s]+\+(?:json|xml))|image\/svg\+xml)\s*(?:;|$)/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;
const SUFFIX = { br: "-br", gzip: "-gz" } as const;

export type Encoding = keyof typeof SUFFIX;

/** The preferred encoding of an Accept-Encoding header: highest q, brotli on a tie, none for identity. */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim());
    const q = params.find((param) => /^q=/i.test(param));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name.toLowerCase(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: string) => weights.get(encoding) ?? weights.get("*") ?? 0;
  const br = weightOf("br");
  const gzip = weightOf("gzip");
  if (br > 0 && br >= gzip) return "br";
  return gzip > 0 ? "gzip" : undefined;
}

function compressor(encoding: Encoding, sizeHint: number | undefined): BrotliCompress | Gzip {
  if (encoding === "gzip") return createGzip();
  return createBrotliCompress({
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      ...(sizeHint ? { [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
    },
  });
}

/** A compressing transform that flushes when its input pauses, so a streamed page stays streamed. */
function compressStream(encoding: Encoding, sizeHint: number | undefined): TransformStream<Uint8Array, Uint8Array> {
  const zlib = compressor(encoding, sizeHint);
  const flushKind = encoding === "br" ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH;
  let flushScheduled = false;
  let failed: Error | undefined;
  return new TransformStream({
    start(controller) {
      // When the client goes away mid-answer, the stream is cancelled while zlib still has
      // output on its way: enqueueing it would throw inside zlib's event and end the process.
      zlib.on("data", (chunk: Buffer) => {
        try {
          controller.enqueue(new Uint8Array(chunk));
        } catch {
          zlib.destroy();
        }
      });
      zlib.on("error", (error) => {
        failed = error;
        try {
          controller.error(error);
        } catch {
          // Already cancelled.
        }
      });
    },
    async transform(chunk) {
      if (failed) throw failed;
      if (zlib.destroyed) throw new Error("The compressed answer's reader went away.");
      if (!flushScheduled) {
        flushScheduled = true;
        // After the producer's synchronous writes of this turn: one flush per pause.
        setImmediate(() => {
          flushScheduled = false;
          if (!zlib.destroyed && !zlib.writableEnded) zlib.flush(flushKind);
        });
      }
      if (!zlib.write(chunk)) {
        await new Promise((resolve) => {
          zlib.once("drain", resolve);
          zlib.once("close", resolve);
        });
      }
    },
    flush() {
      return new Promise<void>((resolve, reject) => {
        zlib.once("end", resolve);
        zlib.once("error", reject);
        zlib.end();
      });
    },
  });
}

/** Reads chunks until `MIN_BYTES` or the end: `done` tells whether the whole body was read. */
async function peek(reader: ReadableStreamDefaultReader<Uint8Array>) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < MIN_BYTES) {
    const { done, value } = await reader.read();
    if (done) return { chunks, size, done: true };
    chunks.push(value);
    size += value.byteLength;
  }
  return { chunks, size, done: false };
}

function prepend(chunks: Uint8Array[], reader: ReadableStreamDefaultReader<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

function concat(chunks: Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

const isStrong = (etag: string) => etag.startsWith('"');
const withSuffix = (etag: string, suffix: string) => `${etag.slice(0, -1)}${suffix}"`;

/**
 * If-None-Match as the handler knows its tags: `"abc-br"` becomes `"abc"`. Returns the
 * suffix each stripped tag had, to answer a 304 with the tag the client holds.
 */
function stripSuffixes(headers: Headers): Map<string, string> {
  const stripped = new Map<string, string>();
  const header = headers.get("If-None-Match");
  if (!header) return stripped;
  const tags = header.split(",").map((tag) => {
    const trimmed = tag.trim();
    for (const suffix of Object.values(SUFFIX)) {
      if (trimmed.endsWith(`${suffix}"`)) {
        const base = `${trimmed.slice(0, -suffix.length - 1)}"`;
        stripped.set(base.replace(/^W\//, ""), suffix);
        return base;
      }
    }
    return trimmed;
  });
  if (stripped.size > 0) headers.set("If-None-Match", tags.join(", "));
  return stripped;
}

function addVary(headers: Headers): void {
  const vary = headers.get("Vary");
  if (vary === "*" || (vary && VARY_ACCEPT_ENCODING.test(vary))) return;
  headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
}

export function compression({ keptBytes = KEPT_BYTES } = {}): MiddlewareHandler {
  const kept = new KeptBodies(keptBytes);
  const compressions = new Map<string, Promise<Uint8Array>>();
  return async function compress(c, next) {
    const stripped = stripSuffixes(c.req.raw.headers);
    await next();
    const res = c.res;
    const etag = res.headers.get("ETag");
    if (res.status === 304) {
      const suffix = etag && isStrong(etag) ? stripped.get(etag) : undefined;
      if (etag && suffix) res.headers.set("ETag", withSuffix(etag, suffix));
      return;
    }
    const type = res.headers.get("Content-Type");
    // The body is touched only when it is compressed: reading it makes the server's light
    // Response a full one, whose body is then streamed instead of written at once.
    if (
      c.req.method === "HEAD" ||
      res.status === 204 ||
      res.status === 206 ||
      res.headers.has("Content-Encoding") ||
      !type ||
      !COMPRESSIBLE.test(type) ||
      NO_TRANSFORM.test(res.headers.get("Cache-Control") ?? "")
    ) {
      return;
    }
    addVary(res.headers);
    const length = Number(res.headers.get("Content-Length") ?? Number.NaN);
    if (length < MIN_BYTES) return;
    const encoding = chooseEncoding(c.req.header("Accept-Encoding"));
    if (!encoding) return;

    if (etag && isStrong(etag)) {
      // A strong tag's body is complete already (the tag was computed from it).
      const key = withSuffix(etag, SUFFIX[encoding]);
      let body = kept.get(key);
      if (!body) {
        if (!res.body) return;
        const plain = new Uint8Array(await res.arrayBuffer());
        if (plain.byteLength < MIN_BYTES) {
          c.res = new Response(plain, res);
          return;
        }
        // Many visitors at once after a page's new version: one compression for all of them.
        let compressing = compressions.get(key);
        if (!compressing) {
          compressing = compressWhole(encoding, plain).finally(() => compressions.delete(key));
          compressions.set(key, compressing);
        }
        body = await compressing;
        kept.set(key, body);
      }
      c.res = new Response(body as Uint8Array<ArrayBuffer>, res);
      c.res.headers.set("Content-Length", String(body.byteLength));
      c.res.headers.set("Content-Encoding", encoding);
      c.res.headers.set("ETag", key);
      return;
    }

    if (!res.body) return;
    const reader = res.body.getReader();
    const start = await peek(reader);
    if (start.done && start.size < MIN_BYTES) {
      c.res = new Response(concat(start.chunks, start.size), res);
      return;
    }
    const sizeHint = Number.isFinite(length) ? length : undefined;
    c.res = new Response(prepend(start.chunks, reader).pipeThrough(compressStream(encoding, sizeHint)), res);
    c.res.headers.delete("Content-Length");
    c.res.headers.set("Content-Encoding", encoding);
  };
}
