import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PRODUCT_SHAPES, type ProductShape } from "./product-shapes.ts";
import { renderProductSvg, type Composition, type ProductImageSpec } from "./product-svg.ts";

const room = { wall: "#ece4d8", floor: "#c9b293", plinth: "#ddd5c8", style: "room" } as const;
const studio = { wall: "#e3e8ee", floor: "#cbd3dc", plinth: "#c9d1da", style: "studio" } as const;
const shapes = Object.keys(PRODUCT_SHAPES) as ProductShape[];

const spec = (overrides: Partial<ProductImageSpec> = {}): ProductImageSpec => ({
  products: [{ shape: "sofa", colour: "#9aae8c" }],
  palette: room,
  accent: "#c89637",
  composition: 0,
  seed: 1,
  ...overrides,
});

describe("renderProductSvg", () => {
  it("produces a square 1536 px SVG document", () => {
    const svg = renderProductSvg(spec());
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1536" height="1536"')).toBe(true);
    expect(svg.endsWith("</svg>")).toBe(true);
  });

  it.each(shapes)("draws %s as SVG that librsvg parses at 1536 × 1536", async (shape) => {
    const compositions: Composition[] = [0, 1, 2, 3];
    for (const composition of compositions) {
      const svg = renderProductSvg(
        spec({ products: [{ shape, colour: "#43474d" }], composition, palette: composition % 2 ? studio : room }),
      );
      const metadata = await sharp(Buffer.from(svg)).metadata();
      expect(metadata).toMatchObject({ format: "svg", width: 1536, height: 1536 });
      expect(svg).not.toMatch(/NaN|undefined|Infinity/);
    }
  });

  it("gives each product of a group shot its own gradients", () => {
    const svg = renderProductSvg(
      spec({
        products: [
          { shape: "pot", colour: "#c26a45" },
          { shape: "pan", colour: "#43474d" },
          { shape: "knife", colour: "#6f4c35" },
        ],
      }),
    );
    for (const index of [0, 1, 2]) expect(svg).toContain(`id="body${index}"`);
    const ids = [...svg.matchAll(/id="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("paints the product in its colour and the scene in the palette", () => {
    const svg = renderProductSvg(spec({ products: [{ shape: "armchair", colour: "#26395a" }] }));
    expect(svg).toContain('stop-color="#26395a"');
    expect(svg).toContain("url(#wall)");
    expect(renderProductSvg(spec({ palette: studio }))).toContain("url(#sweep)");
  });

  it("varies the scene with the seed but repeats it for the same seed", () => {
    expect(renderProductSvg(spec({ seed: 1 }))).toBe(renderProductSvg(spec({ seed: 1 })));
    expect(renderProductSvg(spec({ seed: 1 }))).not.toBe(renderProductSvg(spec({ seed: 2 })));
  });
});
