import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { documentArbitrary } from "#common/blocks/block-arbitraries.ts";
import { banner, samplePage, uuid } from "#common/blocks/block-fixtures.ts";
import type { Block } from "#common/blocks/block-schema.ts";
import { flattenBlocks } from "#common/blocks/page-document.ts";
import { sanitizeDocument, sanitizeRichText } from "./rich-text.ts";

describe("sanitizeRichText", () => {
  it("keeps everything the TipTap editor produces", () => {
    const tiptap =
      "<h2>Summer</h2><h3>Sale</h3><h4>Now</h4><p>Some <strong>bold</strong>, <em>italic</em>, <u>under</u> and <s>struck</s> text.<br />Next line</p>" +
      '<ul><li><p>One</p></li></ul><ol><li>Two</li></ol><blockquote><p>Quote</p></blockquote><p><a href="/wohnen">Living</a> <a href="https://example.com/x?a=1&amp;b=2">out</a> <a href="mailto:shop@example.com">mail</a> <a href="tel:+4930123">call</a></p>';
    expect(sanitizeRichText(tiptap)).toBe(tiptap);
  });

  it("sets rel noopener noreferrer on links that open a new tab, and drops other targets and rels", () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank" rel="nofollow">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="/a" target="_top" rel="opener">x</a>')).toBe('<a href="/a">x</a>');
  });

  it.each([
    ["<script>alert(1)</script><p>ok</p>", "<p>ok</p>"],
    ["<p>a<script>alert(1)</script>b</p>", "<p>ab</p>"],
    ['<img src="x" onerror="alert(1)">', ""],
    ['<p onclick="alert(1)" class="x" id="y">text</p>', "<p>text</p>"],
    ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="java&#x09;script:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="&#106;avascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', "<a>x</a>"],
    ['<a href="//evil.example">x</a>', "<a>x</a>"],
    ['<a href="vbscript:x">x</a>', "<a>x</a>"],
    ['<p style="background:url(javascript:alert(1))">x</p>', "<p>x</p>"],
    ["<style>p{color:red}</style><p>x</p>", "<p>x</p>"],
    ['<svg><script>alert(1)</script><a href="x">y</a></svg><p>x</p>', "<p>x</p>"],
    ['<svg onload="alert(1)"><circle/></svg>', ""],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ""],
    ['<iframe src="https://evil.example"></iframe>', ""],
    ['<object data="x.swf"></object><embed src="x">', ""],
    ['<form action="https://evil.example"><input name="a"><button>go</button></form>', "go"],
    ["<scr<script>ipt>alert(1)</script>", "ipt&gt;alert(1)"],
    ["<<script>script>alert(1)<</script>/script>", "&lt;/script&gt;"],
    ['<p><a href="https://example.com" onmouseover="alert(1)">x</a></p>', '<p><a href="https://example.com">x</a></p>'],
    ["<!-- <script>alert(1)</script> --><p>x</p>", "<p>x</p>"],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', ""],
    ['<template><img src=x onerror="alert(1)"></template>', ""],
    ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ""],
    ['<base href="https://evil.example/">', ""],
    ["<h1>Big</h1><h5>small</h5><div><span>x</span></div>", "Bigsmallx"],
  ])("neutralises %j", (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it("is idempotent and never lets a tag or handler through (fuzz)", () => {
    const parts = fc.constantFrom(
      "<script>",
      "</script>",
      "<img src=x onerror=alert(1)>",
      '<a href="javascript:alert(1)">',
      "<svg onload=alert(1)>",
      "<p>",
      "</p>",
      "<",
      ">",
      '"',
      "'",
      "&lt;",
      "<!--",
      "-->",
      "javascript:",
      "text",
      "<iframe>",
      "<style>",
    );
    fc.assert(
      fc.property(
        fc.array(parts, { maxLength: 30 }).map((list) => list.join("")),
        (html) => {
          const once = sanitizeRichText(html);
          expect(sanitizeRichText(once)).toBe(once);
          expect(once).not.toMatch(/<(script|img|svg|iframe|style)/i);
          expect(once).not.toMatch(/\son\w+=/i);
          expect(once).not.toMatch(/href="javascript:/i);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("sanitizeDocument", () => {
  const hostile = '<p>x</p><script>alert(1)</script><img src=x onerror="alert(1)">';

  it("sanitises the rich text of every block type at every depth", () => {
    const withText = (block: Block): Block =>
      block.type === "structure"
        ? ({ ...block, content: block.content.map(withText) } as Block)
        : ({ ...block, content: { ...block.content, text: { htmlDescription: hostile } } } as Block);
    const blocks = [
      ...samplePage(),
      { name: "ProductRecommendedProducts", type: "content", meta: { uuid: uuid(30) }, content: {} },
      { name: "NewsletterSubscribe", type: "content", meta: { uuid: uuid(31) }, content: {} },
    ] as Block[];
    const document = { schemaVersion: 1 as const, blocks: blocks.map(withText) };
    const sanitised = sanitizeDocument(document);
    const texts = flattenBlocks(sanitised.blocks).flatMap((block) =>
      block.type === "content" && "text" in block.content ? [block.content.text?.htmlDescription] : [],
    );
    expect(texts).toHaveLength(8);
    expect(new Set(texts)).toEqual(new Set(["<p>x</p>"]));
    expect(document.blocks[0]).toMatchObject({ content: { text: { htmlDescription: hostile } } });
  });

  it("leaves everything except rich text as it was", () => {
    fc.assert(
      fc.property(documentArbitrary, (document) => {
        // The arbitraries only produce clean TipTap html, so nothing may change.
        expect(sanitizeDocument(document)).toEqual(document);
      }),
    );
    const plain = { schemaVersion: 1 as const, blocks: [banner(1)] };
    expect(sanitizeDocument(plain)).toEqual(plain);
  });
});
