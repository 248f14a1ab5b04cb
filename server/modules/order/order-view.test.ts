import { describe, expect, it } from "vitest";
import { orderPropertyDisplay } from "./order-view.ts";

describe("orderPropertyDisplay", () => {
  it("shows the answer copied when the order was placed, even an empty one", () => {
    expect(orderPropertyDisplay({ type: "selection", value: "9302", displayValue: "Blau" })).toBe("Blau");
    expect(orderPropertyDisplay({ type: "selection", value: "9399", displayValue: "" })).toBe("");
  });

  it("falls back to the stored value for orders placed before the copy existed, nothing for a tick box", () => {
    expect(orderPropertyDisplay({ type: "text", value: "Für Anna" })).toBe("Für Anna");
    expect(orderPropertyDisplay({ type: "empty", value: "" })).toBe("");
  });
});
