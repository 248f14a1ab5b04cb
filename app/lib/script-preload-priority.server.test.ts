import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, test } from "vitest";
import { lowPriorityScriptPreloads } from "./script-preload-priority.server.ts";

const DOCUMENT =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/app-core.js"/>' +
  '</head><body><p>Grüße – ein Text über <code>&lt;link rel="modulepreload"</code></p>' +
  '<pre><link rel="modulepreload" href="/x.js"/></pre></body></html>';

async function run(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(lowPriorityScriptPreloads()));
}

const expected = DOCUMENT.replace(
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/app-core.js"/>',
  '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.js"/><link rel="modulepreload" fetchpriority="low" href="/assets/app-core.js"/>',
);

describe("lowPriorityScriptPreloads", () => {
  test("marks the head's module preloads low priority and leaves the body alone", async () => {
    expect(await run([Buffer.from(DOCUMENT)])).toBe(expected);
  });

  test("gives the same document for every split into chunks, also inside a marker or a UTF-8 character", async () => {
    const bytes = Buffer.from(DOCUMENT);
    for (let first = 1; first < bytes.length; first += 7) {
      for (const second of [first + 1, first + 3, first + 13]) {
        const chunks = [bytes.subarray(0, first), bytes.subarray(first, second), bytes.subarray(second)];
        expect(await run(chunks.filter((chunk) => chunk.length > 0))).toBe(expected);
      }
    }
  });

  test("a document cut off before the end of its head keeps every byte", async () => {
    const head = '<html><head><link rel="modulepreload" href="/e.js"/><link rel="modulep';
    expect(await run([Buffer.from(head)])).toBe(
      '<html><head><link rel="modulepreload" fetchpriority="low" href="/e.js"/><link rel="modulep',
    );
  });
});
