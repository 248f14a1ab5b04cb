/**
 * Whole bodies compressed once and kept by their strong ETag and encoding (the compression
 * middleware, server/http/compression.ts): a strong tag names exactly one body, so a shared
 * page is compressed once per version, not for every visitor.
 */
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/** For a body compressed once and kept: about 8 % smaller than quality 4, a few ms per page. */
const KEPT_BROTLI_QUALITY = 9;
/** The compressed bodies kept per process (their bytes). */
export const KEPT_BYTES = 32 * 1024 * 1024;
const brotliWhole = promisify(brotliCompress);
const gzipWhole = promisify(gzip);

/**
 * Compressed bodies by strong ETag and encoding, least recently used first out; anything else
 * that has a byte length too (a shared page's whole answer, shared-page-hits.ts).
 */
export class KeptBodies<Body extends { readonly byteLength: number } = Uint8Array> {
  #bodies = new Map<string, Body>();
  #bytes = 0;
  readonly #maxBytes: number;
  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  get(key: string): Body | undefined {
    const body = this.#bodies.get(key);
    if (body) {
      this.#bodies.delete(key);
      this.#bodies.set(key, body);
    }
    return body;
  }

  set(key: string, body: Body): void {
    if (body.byteLength > this.#maxBytes) return;
    const old = this.#bodies.get(key);
    if (old) this.#bytes -= old.byteLength;
    this.#bodies.delete(key);
    this.#bodies.set(key, body);
    this.#bytes += body.byteLength;
    for (const [oldest, oldestBody] of this.#bodies) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#bodies.delete(oldest);
      this.#bytes -= oldestBody.byteLength;
    }
  }

  delete(key: string): void {
    const body = this.#bodies.get(key);
    if (!body) return;
    this.#bodies.delete(key);
    this.#bytes -= body.byteLength;
  }
}

export async function compressWhole(encoding: "br" | "gzip", body: Uint8Array): Promise<Uint8Array> {
  if (encoding === "gzip") return gzipWhole(body);
  return brotliWhole(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: KEPT_BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
}
