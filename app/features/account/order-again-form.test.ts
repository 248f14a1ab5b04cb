import { describe, expect, it } from "vitest";
import { chosenLinesOf } from "./order-again-form.ts";

describe("chosenLinesOf", () => {
  it("answers the lines a refused form sent: one, several or none", () => {
    expect(chosenLinesOf({ status: "error", initialValue: { line: "12", "quantity-12": "x" } })).toEqual(["12"]);
    expect(chosenLinesOf({ status: "error", initialValue: { line: ["12", "13"] } })).toEqual(["12", "13"]);
    expect(chosenLinesOf({ status: "error", initialValue: { "quantity-12": "1" } })).toEqual([]);
  });

  it("answers nothing without a refusal that kept the form, so every line starts chosen", () => {
    expect(chosenLinesOf(undefined)).toBeUndefined();
    expect(chosenLinesOf({ ok: true })).toBeUndefined();
    expect(chosenLinesOf({ status: "error", initialValue: null })).toBeUndefined();
  });
});
