import { describe, expect, it } from "vitest";
import { brightness, darken, lighten, mix } from "./colour.ts";

describe("colour arithmetic", () => {
  it("mixes two colours linearly", () => {
    expect(mix("#000000", "#ffffff", 0)).toBe("#000000");
    expect(mix("#000000", "#ffffff", 1)).toBe("#ffffff");
    expect(mix("#000000", "#ffffff", 0.5)).toBe("#808080");
    expect(mix("#ff0000", "#0000ff", 0.25)).toBe("#bf0040");
  });

  it("lightens towards white and darkens towards a warm near-black", () => {
    expect(lighten("#9aae8c", 1)).toBe("#ffffff");
    expect(darken("#9aae8c", 1)).toBe("#1a1410");
    expect(brightness(lighten("#9aae8c", 0.3))).toBeGreaterThan(brightness("#9aae8c"));
    expect(brightness(darken("#9aae8c", 0.3))).toBeLessThan(brightness("#9aae8c"));
  });

  it("measures perceived brightness", () => {
    expect(brightness("#ffffff")).toBe(255);
    expect(brightness("#000000")).toBe(0);
    expect(brightness("#00ff00")).toBeGreaterThan(brightness("#ff0000"));
  });

  it("refuses colours that are not #rrggbb", () => {
    expect(() => mix("#fff", "#000000", 0.5)).toThrow();
    expect(() => lighten("red", 0.5)).toThrow();
  });
});
