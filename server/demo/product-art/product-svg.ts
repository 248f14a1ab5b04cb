import { darken, mix } from "./colour.ts";
import { paintFor } from "./paint.ts";
import { PRODUCT_SHAPES, type ProductShape } from "./product-shapes.ts";
import {
  backdrop,
  fitScale,
  FLOOR_Y,
  floorShadow,
  IMAGE_SIZE,
  plinth,
  props,
  type ScenePalette,
} from "./product-scene.ts";

/** 0 hero shot, 1 close-up, 2 styled with props, 3 the same product in a darker mood. */
export type Composition = 0 | 1 | 2 | 3;

export type ProductImageSpec = {
  /** One product, or the parts of a bundle or set photographed together. */
  products: readonly { shape: ProductShape; colour: string }[];
  palette: ScenePalette;
  /** A second colour for details (stripes, a strap), usually the palette's accent. */
  accent: string;
  composition: Composition;
  /** Small per-image variation (light position, prop), so a gallery does not repeat itself. */
  seed: number;
};

/** Space between the products of a group shot, in drawing units. */
const GROUP_GAP = 60;

/**
 * Lays the products out side by side at one common scale, so their sizes stay true to each
 * other; on one plinth when all are small, on the floor otherwise.
 */
function stage(spec: ProductImageSpec, maxWidth: number, maxHeight: number): string {
  const drawings = spec.products.map((product, index) => {
    const { paint, defs } = paintFor(index, product.colour, spec.accent);
    return { drawing: PRODUCT_SHAPES[product.shape](paint), defs };
  });
  const onPlinth = drawings.every(({ drawing }) => drawing.onPlinth);
  const units = drawings.reduce((sum, { drawing }) => sum + drawing.width, 0) + GROUP_GAP * (drawings.length - 1);
  const tallest = Math.max(...drawings.map(({ drawing }) => drawing.height));
  const scale = fitScale(units, tallest, maxWidth, onPlinth ? maxHeight * 0.72 : maxHeight);
  const total = units * scale;
  const base = onPlinth ? plinth(total, spec.palette) : undefined;
  let x = -total / 2;
  const parts = drawings.map(({ drawing, defs }) => {
    const width = drawing.width * scale;
    const centre = x + width / 2;
    x += width + GROUP_GAP * scale;
    const shadow = base ? "" : floorShadow(centre, 0, width);
    return `<defs>${defs}</defs>${shadow}<g transform="translate(${centre.toFixed(1)} ${base?.top ?? 0}) scale(${scale.toFixed(4)})">${drawing.svg}</g>`;
  });
  return (base?.svg ?? "") + parts.join("");
}

export function renderProductSvg(spec: ProductImageSpec): string {
  const palette: ScenePalette =
    spec.composition === 3
      ? {
          ...spec.palette,
          wall: darken(mix(spec.palette.wall, spec.accent, 0.25), 0.25),
          floor: darken(spec.palette.floor, 0.2),
        }
      : spec.palette;
  const scene = backdrop(palette, spec.seed);
  const layout = {
    0: { x: 768, y: FLOOR_Y, zoom: 1, maxWidth: 1150 },
    1: { x: 720, y: FLOOR_Y + 200, zoom: 1.42, maxWidth: 1150 },
    2: { x: 640, y: FLOOR_Y, zoom: 0.86, maxWidth: 1000 },
    3: { x: 768, y: FLOOR_Y, zoom: 0.94, maxWidth: 1150 },
  }[spec.composition];
  const products = stage(spec, layout.maxWidth, 980);
  const extras = spec.composition === 2 ? props(palette, 1290, spec.seed) : "";
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" viewBox="0 0 ${IMAGE_SIZE} ${IMAGE_SIZE}">`,
    `<defs>${scene.defs}</defs>`,
    scene.svg,
    extras,
    `<g transform="translate(${layout.x} ${layout.y}) scale(${layout.zoom})">${products}</g>`,
    "</svg>",
  ].join("");
}
