import { describe, expect, it } from "vitest";
import { booleanAt, choiceAt, numberAt, textAt, type ContentForm } from "./field-binding.ts";

function form(content: unknown, errors: Record<string, string> = {}) {
  const reported: unknown[] = [];
  const view: ContentForm<unknown> = { content, onContent: (next) => reported.push(next), errors };
  return { view, reported };
}

describe("field bindings", () => {
  it("read a field with its fallback and the block error at content.<path>", () => {
    const { view } = form({ text: { title: "Hi" } }, { "content.text.title": "validation.invalid" });
    expect(textAt(view, ["text", "title"])).toMatchObject({ value: "Hi", error: "validation.invalid" });
    expect(textAt(view, ["text", "subtitle"])).toMatchObject({ value: "", error: undefined });
    expect(booleanAt(view, ["text", "background"]).value).toBe(false);
    expect(numberAt(view, ["image", "brightness"], 1).value).toBe(1);
    expect(choiceAt(view, ["text", "textAlignment"], "left").value).toBe("left");
  });

  it("report the whole new content on a change", () => {
    const { view, reported } = form({ text: { title: "Hi" } });
    textAt(view, ["button", "link"]).onChange("/sale");
    numberAt(view, ["image", "brightness"], 1).onChange(0.4);
    textAt(view, ["text", "title"]).onChange("");
    expect(reported).toEqual([
      { text: { title: "Hi" }, button: { link: "/sale" } },
      { text: { title: "Hi" }, image: { brightness: 0.4 } },
      {},
    ]);
  });
});
