import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contrastRatio, oklabLightness } from "./oklab.ts";
import { generatePalette, PALETTE_STOPS, readableTextColour } from "./palette.ts";

const hexColour = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, "0")).join("")}`);

function colours(base: string) {
  const palette = generatePalette("primary", base);
  if (!palette) throw new Error("expected a palette");
  return Object.fromEntries(palette.entries.map((entry) => [entry.stop, entry.colour])) as Record<number, string>;
}

describe("generatePalette", () => {
  it("gives the stops 0, 50, 100-900 and 1000 with the base at 500, white at 0", () => {
    const palette = generatePalette("primary", "#2F867D");
    expect(palette?.entries.map((entry) => entry.stop)).toEqual([...PALETTE_STOPS]);
    expect(palette?.base).toBe("#2f867d");
    expect(colours("#2f867d")[500]).toBe("#2f867d");
    expect(colours("#2f867d")[0]).toBe("#ffffff");
  });

  it("reproduces the shop's original hand-made palette closely from its 500 colour", () => {
    expect(colours("#2f867d")).toEqual({
      0: "#ffffff",
      50: "#eef7f6",
      100: "#d7ece9",
      200: "#aed7d1",
      300: "#7ebbb3",
      400: "#53a097",
      500: "#2f867d",
      600: "#266d65",
      700: "#1d5751",
      800: "#184843",
      900: "#123935",
      1000: "#081f1d",
    });
  });

  it.each([
    ["", "#2f867d"],
    ["ab", "#2f867d"],
    ["a".repeat(25), "#2f867d"],
    ["primary1", "#2f867d"],
    ["prim ary", "#2f867d"],
    ["primär", "#2f867d"],
    ["primary", "#2f867"],
    ["primary", "2f867d"],
    ["primary", "#2f867dd"],
    ["primary", "#ggg000"],
    ["primary", "#fff"],
    ["primary", "red"],
  ])("produces nothing for the name %j and colour %j", (name, colour) => {
    expect(generatePalette(name, colour)).toBeNull();
  });

  it("accepts names of 3 and 24 letters", () => {
    expect(generatePalette("abc", "#000000")).not.toBeNull();
    expect(generatePalette("A".repeat(24), "#ffffff")).not.toBeNull();
  });

  it("always keeps the base at 500, lightness never rising from 0 to 1000, near white and near black ends", () => {
    fc.assert(
      fc.property(hexColour, (base) => {
        const palette = colours(base);
        expect(palette[500]).toBe(base);
        const lightness = PALETTE_STOPS.map((stop) => oklabLightness(palette[stop] as string));
        for (let i = 1; i < lightness.length; i++) {
          expect(lightness[i]).toBeLessThanOrEqual(lightness[i - 1] as number);
        }
        expect(lightness[0]).toBeGreaterThan(0.99);
        expect(lightness.at(-1)).toBeLessThan(0.25);
      }),
      { numRuns: 400 },
    );
  });

  it("strictly orders the stops of a base of middle lightness", () => {
    fc.assert(
      fc.property(
        hexColour.filter((base) => oklabLightness(base) > 0.3 && oklabLightness(base) < 0.85),
        (base) => {
          const lightness = PALETTE_STOPS.map((stop) => oklabLightness(colours(base)[stop] as string));
          for (let i = 1; i < lightness.length; i++) expect(lightness[i]).toBeLessThan(lightness[i - 1] as number);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("keeps the storefront's pairings readable for any base (WCAG AA)", () => {
    fc.assert(
      fc.property(hexColour, (base) => {
        const palette = colours(base);
        for (const stop of [700, 800, 900, 1000]) {
          expect(contrastRatio("#ffffff", palette[stop] as string)).toBeGreaterThanOrEqual(4.5);
        }
        for (const stop of [0, 50, 100]) {
          expect(contrastRatio(palette[800] as string, palette[stop] as string)).toBeGreaterThanOrEqual(4.5);
        }
        // Non-text contrast of the focus ring on white.
        expect(contrastRatio("#ffffff", palette[600] as string)).toBeGreaterThanOrEqual(3);
      }),
      { numRuns: 400 },
    );
  });

  it("names a text colour with AA contrast for every stop", () => {
    fc.assert(
      fc.property(hexColour, (base) => {
        for (const entry of generatePalette("primary", base)?.entries ?? []) {
          expect(contrastRatio(entry.text, entry.colour)).toBeGreaterThanOrEqual(4.5);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe("readableTextColour", () => {
  it("prefers white, then near-black, then black", () => {
    expect(readableTextColour("#1d5651")).toBe("#ffffff");
    expect(readableTextColour("#ffee00")).toBe("#171717");
    expect(readableTextColour("#777777")).toBe("#000000");
  });

  it("reaches 4.5:1 for any background", () => {
    fc.assert(
      fc.property(hexColour, (background) => {
        expect(contrastRatio(readableTextColour(background), background)).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });
});
