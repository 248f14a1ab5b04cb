import { Transform } from "node:stream";

/**
 * The head's `<link rel="modulepreload">` elements (React Router's `<Scripts>`, our page
 * chunks) get `fetchpriority="low"`, so the browser fetches the stylesheet and the LCP image
 * before the scripts that hydrate the page: a server-rendered page paints without them, and
 * forms work before they arrive (ADR 027). A preload fetches at high priority otherwise, and
 * 160-200 KiB of scripts then share the first second of a slow mobile connection with what
 * the first paint needs. `<Scripts>` offers no attribute for its links, so the document's
 * head is rewritten on its way out; the body is passed through untouched.
 */
const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';
const HEAD_END = "</head>";

/**
 * A stream transform for the rendered document. Bytes are read as latin1 (one character per
 * byte), so multi-byte UTF-8 characters split between chunks pass through unchanged; the
 * markers searched for are ASCII.
 */
export function lowPriorityScriptPreloads(): Transform {
  let inHead = true;
  // The end of the previous chunk when it could be the start of a marker cut in two.
  let carry = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!inHead) {
        callback(null, chunk);
        return;
      }
      const text = carry + chunk.toString("latin1");
      carry = "";
      const headEnd = text.indexOf(HEAD_END);
      if (headEnd !== -1) {
        inHead = false;
        callback(null, Buffer.from(rewrite(text.slice(0, headEnd)) + text.slice(headEnd), "latin1"));
        return;
      }
      const cut = partialMarkerStart(text);
      carry = text.slice(cut);
      callback(null, Buffer.from(rewrite(text.slice(0, cut)), "latin1"));
    },
    flush(callback) {
      callback(null, carry ? Buffer.from(rewrite(carry), "latin1") : undefined);
    },
  });
}

function rewrite(head: string): string {
  return head.replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD);
}

/** Where a marker that the text ends in the middle of begins (the text's length if none). */
function partialMarkerStart(text: string): number {
  const longest = Math.max(PRELOAD.length, HEAD_END.length) - 1;
  for (let start = Math.max(0, text.length - longest); start < text.length; start++) {
    if (text[start] !== "<") continue;
    const tail = text.slice(start);
    if (PRELOAD.startsWith(tail) || HEAD_END.startsWith(tail)) return start;
  }
  return text.length;
}
