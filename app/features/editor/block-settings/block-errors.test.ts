import { describe, expect, it } from "vitest";
import type { Block } from "#common/blocks/block-schema.ts";
import { banner, carousel, multiGrid, textCard, uuid } from "#common/blocks/block-fixtures.ts";
import { blockErrors, errorsUnder, NO_ERRORS } from "./block-errors.ts";

describe("blockErrors", () => {
  it("has none for a valid block", () => {
    expect(blockErrors(textCard(1))).toBe(NO_ERRORS);
    expect(blockErrors(carousel(2, [banner(3)]))).toBe(NO_ERRORS);
  });

  it("names the field and the catalogue key of each problem, as the server would", () => {
    const block = {
      name: "Banner",
      type: "content",
      meta: { uuid: uuid(1) },
      content: {
        text: { title: "x".repeat(201), color: "red" },
        button: { link: "javascript:alert(1)" },
        image: { brightness: 2 },
      },
    };
    expect(blockErrors(block)).toEqual({
      "content.text.title": "validation.maxLength?max=200",
      "content.text.color": "validation.invalid",
      "content.button.link": "validation.linkInvalid",
      "content.image.brightness": "validation.invalid",
    });
  });

  it("reports column widths that add up to more than 12 on the widths", () => {
    const grid = multiGrid(5, [textCard(6)], [8, 6]);
    expect(blockErrors(grid)).toEqual({ "configuration.columnWidths": "validation.columnWidths" });
  });

  it("reports a nested block's problems under its index", () => {
    const bad = { ...banner(3), content: { button: { link: "java\tscript:x" } } };
    expect(blockErrors(carousel(2, [banner(4), bad as Block]))).toEqual({
      "content.1.content.button.link": "validation.linkInvalid",
    });
  });
});

describe("errorsUnder", () => {
  it("keeps the errors below a prefix with relative paths", () => {
    const errors = { "content.1.content.button.link": "a", "content.10.content.x": "b", "configuration.x": "c" };
    expect(errorsUnder(errors, "content.1")).toEqual({ "content.button.link": "a" });
    expect(errorsUnder(errors, "content.2")).toBe(NO_ERRORS);
  });
});
