import { getSchema } from "@tiptap/react";
import type { DOMOutputSpec, Mark, Node } from "@tiptap/pm/model";
import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "#server/modules/content/rich-text.ts";
import { richTextExtensions, storedHtml } from "./rich-text-extensions.ts";

const schema = getSchema(richTextExtensions());

/** The tag a node or mark renders (its DOMOutputSpec is a plain array, no DOM needed). */
function tagOf(spec: DOMOutputSpec | undefined): string {
  if (!Array.isArray(spec)) throw new Error(`unexpected output spec ${String(spec)}`);
  return String(spec[0]);
}

function renderedTags(): Map<string, string> {
  const tags = new Map<string, string>();
  for (const [name, type] of Object.entries(schema.nodes)) {
    if (name === "doc" || name === "text") continue;
    const attrs = name === "heading" ? { level: 2 } : undefined;
    tags.set(name, tagOf(type.spec.toDOM?.(type.create(attrs) as Node)));
  }
  for (const [name, type] of Object.entries(schema.marks)) {
    const attrs = name === "link" ? { href: "/sale" } : undefined;
    tags.set(name, tagOf(type.spec.toDOM?.(type.create(attrs) as Mark, true)));
  }
  return tags;
}

describe("the rich text schema", () => {
  it("has only the nodes and marks the sanitiser keeps", () => {
    expect(Object.keys(schema.nodes).sort()).toEqual(
      [
        "blockquote",
        "bulletList",
        "doc",
        "hardBreak",
        "heading",
        "listItem",
        "orderedList",
        "paragraph",
        "text",
      ].sort(),
    );
    expect(Object.keys(schema.marks).sort()).toEqual(["bold", "italic", "link", "strike", "underline"]);
  });

  it("renders every node and mark as a tag of the sanitiser's allow-list", () => {
    for (const [name, tag] of renderedTags()) {
      const html = tag === "br" ? "<p>a<br />b</p>" : `<${tag}>x</${tag}>`;
      expect(sanitizeRichText(html), `${name} renders <${tag}>`).toContain(`<${tag}`);
    }
  });

  it("offers headings 2 to 4 only", () => {
    expect(schema.nodes.heading?.spec.attrs?.level).toBeDefined();
    const levels = (richTextExtensions()[0]?.options as { heading: { levels: number[] } }).heading.levels;
    expect(levels).toEqual([2, 3, 4]);
  });

  it("refuses the links the server refuses when it reads one (javascript:, data:, //host)", () => {
    const rule = schema.marks.link?.spec.parseDOM?.[0];
    const element = (href: string) => ({ getAttribute: (name: string) => (name === "href" ? href : null) });
    const accepts = (href: string) => rule?.getAttrs?.(element(href) as never) !== false;
    expect(accepts("https://example.com")).toBe(true);
    expect(accepts("/sale")).toBe(true);
    expect(accepts("mailto:shop@example.com")).toBe(true);
    expect(accepts("tel:+4930123")).toBe(true);
    expect(accepts("javascript:alert(1)")).toBe(false);
    expect(accepts("data:text/html,x")).toBe(false);
    expect(accepts("//evil.example")).toBe(false);
  });
});

describe("storedHtml", () => {
  it("stores an empty editor as an empty text", () => {
    expect(storedHtml("<p></p>", true)).toBe("");
    expect(storedHtml("<p>Hi</p>", false)).toBe("<p>Hi</p>");
  });
});
